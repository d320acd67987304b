/**
 * A promotion (SPEC §3 kind promotions, sent only to members who opted in): a discount of
 * `percent` % on credit packages with a code, until a date (button: the packages).
 */
import { Text } from '@react-email/components';
import { COLORS, Note } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

/** The discount code in a dashed box, and until when it is valid. */
export const promotion: Template<'promotion'> = (input) => {
  const values = { until: input.format.date(input.params.validUntil) };
  return standard(input, {
    values,
    details: (
      <>
        <Text
          style={{
            fontSize: '22px',
            fontWeight: 700,
            letterSpacing: '2px',
            textAlign: 'center',
            color: COLORS.secondary,
            border: `2px dashed ${COLORS.primary}`,
            borderRadius: '8px',
            padding: '12px',
            margin: '16px 0 8px',
          }}
        >
          {input.params.code}
        </Text>
        <Note>{input.t('until', values)}</Note>
      </>
    ),
  });
};
