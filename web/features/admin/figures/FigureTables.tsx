/**
 * The dashboard's numbers as text: the KPI cards of the whole range, the figures per period (the
 * charts' table), per traffic source and per signup cohort. Every number, amount and date goes
 * through web/lib/format.ts in the staff member's language.
 */
import type { FigureSeries, FiguresAnswer, FigureValues } from '@common/schemas/figures';
import { useId } from 'react';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { monthLabel, percentOf, periodLabel } from './labels';

/** The KPI cards of the range's totals. */
export function KpiCards({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const totals = data.totals;
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents, data.currency));
  const cards: Array<{ key: string; value: string; note?: string }> = [
    { key: 'signups', value: format.number(totals.signups) },
    {
      key: 'activation',
      value: percentOf(totals.activation_rate, format),
      note: t('figures.kpi.activations_note', { n: format.number(totals.activations) }),
    },
    {
      key: 'conversion',
      value: percentOf(totals.conversion, format),
      note: t('figures.kpi.first_purchases_note', { n: format.number(totals.first_purchases) }),
    },
    {
      key: 'hours',
      value:
        totals.median_hours_to_first_purchase === null
          ? '—'
          : t('figures.kpi.hours_value', {
              h: format.number(totals.median_hours_to_first_purchase, { maximumFractionDigits: 1 }),
            }),
    },
    { key: 'revenue', value: money(totals.revenue_cents) },
    { key: 'revenue_ex_vat', value: money(totals.revenue_ex_vat_cents) },
    {
      key: 'paid_messages',
      value: format.number(totals.paid_messages),
      note: t('figures.kpi.credits_note', { n: format.number(totals.message_credits) }),
    },
    {
      key: 'arpu',
      value: money(totals.arpu_cents),
      note: t('figures.kpi.members_note', { n: format.number(totals.members_to_date) }),
    },
  ];
  return (
    <ul className="row row-cols-2 row-cols-md-4 g-2 list-unstyled mb-3" aria-label={t('figures.kpi.label')}>
      {cards.map((card) => (
        <li key={card.key} className="col">
          <div className="card h-100 shadow-sm">
            <div className="card-body p-2 p-sm-3">
              <div className="small text-body-secondary">{t(`figures.kpi.${card.key}`)}</div>
              <div className="fs-5 fw-semibold text-break" data-kpi={card.key}>
                {card.value}
              </div>
              {card.note && <div className="small text-body-secondary">{card.note}</div>}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The columns of the period and source tables. */
function useColumns(currency: string) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents, currency));
  return [
    { key: 'signups', cell: (v: FigureValues) => format.number(v.signups) },
    { key: 'activation', cell: (v: FigureValues) => percentOf(v.activation_rate, format) },
    { key: 'first_purchases', cell: (v: FigureValues) => format.number(v.first_purchases) },
    { key: 'conversion', cell: (v: FigureValues) => percentOf(v.conversion, format) },
    { key: 'revenue', cell: (v: FigureValues) => money(v.revenue_cents) },
    { key: 'revenue_ex_vat', cell: (v: FigureValues) => money(v.revenue_ex_vat_cents) },
    { key: 'paid_messages', cell: (v: FigureValues) => format.number(v.paid_messages) },
    { key: 'arpu', cell: (v: FigureValues) => money(v.arpu_cents) },
  ].map((c) => ({ ...c, label: t(`figures.kpi.${c.key}`) }));
}

/** A table of figures: one row per `rows` entry, labelled by `head`, with a total row. */
function ValuesTable(props: {
  caption: string;
  head: string;
  rows: Array<{ key: string; label: string; values: FigureValues }>;
  totals: FigureValues;
  currency: string;
}) {
  const { t } = useBackofficeTranslation();
  const columns = useColumns(props.currency);
  const captionId = useId();
  return (
    <>
      {/* The caption stays outside the box that scrolls sideways on a phone. */}
      <p id={captionId} className="small text-body-secondary mb-1">
        {props.caption}
      </p>
      {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access */}
      <section className="table-responsive" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-sm table-striped align-middle small mb-0" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{props.head}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="text-end">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="fw-normal text-break">
                  {row.label}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className="text-end text-nowrap">
                    {c.cell(row.values)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{t('figures.table.total')}</th>
              {columns.map((c) => (
                <td key={c.key} className="text-end text-nowrap">
                  {c.cell(props.totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

/** The figures per period: the charts' numbers as a table. */
export function PeriodTable({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  return (
    <ValuesTable
      caption={t('figures.table.periods_caption')}
      head={t(`figures.group.${data.group}`)}
      rows={data.periods.map((p, i) => ({
        key: p,
        label: periodLabel(p, data.group, format),
        values: data.points[i] as FigureValues,
      }))}
      totals={data.totals}
      currency={data.currency}
    />
  );
}

/** A source's name: its value, "(none)" for members without one, "Other" for the rest. */
function sourceName(series: FigureSeries, t: (key: string) => string): string {
  if (series.other) return t('figures.sources.other');
  return series.source ?? t('figures.sources.none');
}

/** The figures per traffic source (top 20 by signups, then the rest). */
export function SourceTable({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  return (
    <ValuesTable
      caption={t('figures.table.sources_caption', { by: t(`figures.by.${data.by}`) })}
      head={t(`figures.by.${data.by}`)}
      rows={data.series.map((s) => ({
        key: `${s.other ? 'other' : 'value'}:${s.source ?? ''}`,
        label: sourceName(s, t),
        values: s.totals,
      }))}
      totals={data.totals}
      currency={data.currency}
    />
  );
}

/** Revenue per member of each signup month, by months since signup (0 = the signup month). */
export function CohortTable({ data }: { data: FiguresAnswer }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const months = Math.max(0, ...data.cohorts.map((c) => c.revenue_cents.filter((v) => v !== null).length));
  const captionId = useId();
  return (
    <>
      <p id={captionId} className="small text-body-secondary mb-1">
        {t('figures.cohorts.caption', { currency: data.currency })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access */}
      <section className="table-responsive" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-sm table-bordered align-middle small mb-0" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t('figures.cohorts.month')}</th>
              <th scope="col" className="text-end">
                {t('figures.cohorts.members')}
              </th>
              {Array.from({ length: months }, (_, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number
                <th key={k} scope="col" className="text-end">
                  {t('figures.cohorts.month_n', { n: k })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.cohorts.map((cohort) => (
              <tr key={cohort.month}>
                <th scope="row" className="fw-normal text-nowrap">
                  {monthLabel(cohort.month, format)}
                </th>
                <td className="text-end">{format.number(cohort.members)}</td>
                {cohort.revenue_cents.slice(0, months).map((cents, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number
                  <td key={k} className="text-end text-nowrap">
                    {cents === null || cohort.members === 0
                      ? ''
                      : format.money(Math.round(cents / cohort.members), data.currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
