/**
 * The receipt of a paid order (issue: notifications; SPEC §3 orders): order number, date,
 * credits and the amount in the member's language (`Intl`, e.g. "€ 19,95" in Dutch, "19,95 €" in
 * German), as a two-column table that the plain text keeps as aligned "label  value" lines.
 */
import { COLORS } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

const cell = { padding: '8px 0', fontSize: '15px', borderBottom: `1px solid ${COLORS.border}` };

/** The receipt: thanks, the order's details, the button to the member's transactions. */
export const paymentReceipt: Template<'payment_receipt'> = (input) => {
  const { params, format } = input;
  const values = {
    order: String(params.orderId),
    credits: format.number(params.credits),
    amount: format.money(params.amountCents, params.currency),
    date: format.date(params.paidAt),
  };
  const rows: Array<[string, string]> = [
    [input.t('order_label'), values.order],
    [input.t('date_label'), values.date],
    [input.t('credits_label'), values.credits],
    [input.t('amount_label'), values.amount],
  ];
  return standard(input, {
    values,
    details: (
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        data-text-format="dataTable"
        style={{ margin: '8px 0 16px', borderCollapse: 'collapse' }}
      >
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ ...cell, color: COLORS.muted }}>{label}</td>
              <td style={{ ...cell, fontWeight: 700, textAlign: 'right' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  });
};
