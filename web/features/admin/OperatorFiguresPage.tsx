import { type FormEvent, useId, useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { dayDate, lastDays } from './figures/periods';
import { useBackofficeTranslation } from './i18n';
import { useOperatorFigures } from './operatorQueries';

/**
 * /admin/operator-figures (admins): per operator, messages written as fictional profiles,
 * conversations answered and the median and average response time, for a period or per day.
 */
export default function OperatorFiguresPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const [range, setRange] = useState<{ from: string; to: string; per: 'day' | 'period' }>({
    ...lastDays(7),
    per: 'period',
  });
  const [draft, setDraft] = useState(range);
  const figures = useOperatorFigures(range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  /** Seconds as "45 s" or "2 min 5 s" in the page's language. */
  const duration = (seconds: number | null) => {
    if (seconds === null) return '—';
    const whole = Math.round(seconds);
    if (whole < 60) return t('operator.figures.seconds', { s: format.number(whole) });
    return t('operator.figures.minutes', {
      m: format.number(Math.floor(whole / 60)),
      s: format.number(whole % 60),
    });
  };
  const rows = figures.data?.rows ?? [];
  const perDay = figures.data?.per === 'day';
  return (
    <div>
      <h1 className="h3 mb-1">{t('operator.figures.title')}</h1>
      <p className="text-body-secondary small">{t('operator.figures.intro')}</p>
      <form className="card card-body shadow-sm mb-3" onSubmit={apply}>
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-from`}>
              {t('operator.figures.from')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="form-control form-control-sm"
              value={draft.from}
              required
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-to`}>
              {t('operator.figures.to')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="form-control form-control-sm"
              value={draft.to}
              required
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-per`}>
              {t('operator.figures.per')}
            </label>
            <select
              id={`${id}-per`}
              className="form-select form-select-sm"
              value={draft.per}
              onChange={(e) => setDraft({ ...draft, per: e.target.value === 'day' ? 'day' : 'period' })}
            >
              <option value="period">{t('operator.figures.per_period')}</option>
              <option value="day">{t('operator.figures.per_day')}</option>
            </select>
          </div>
          <div className="col-6 col-md-3">
            <button type="submit" className="btn btn-sm btn-primary w-100">
              {t('operator.figures.show')}
            </button>
          </div>
        </div>
      </form>
      {figures.isError && (
        <div className="alert alert-danger" role="alert">
          {figures.error.message}
        </div>
      )}
      {figures.isPending ? (
        <PageSpinner />
      ) : rows.length === 0 ? (
        <p className="alert alert-light border">{t('operator.figures.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-striped align-middle">
            <caption className="small">
              {t('operator.figures.caption', {
                from: format.date(dayDate(range.from)),
                to: format.date(dayDate(range.to)),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('operator.figures.operator')}</th>
                {perDay && <th scope="col">{t('operator.figures.day')}</th>}
                <th scope="col" className="text-end">
                  {t('operator.figures.messages')}
                </th>
                <th scope="col" className="text-end">
                  {t('operator.figures.conversations')}
                </th>
                <th scope="col" className="text-end">
                  {t('operator.figures.median')}
                </th>
                <th scope="col" className="text-end">
                  {t('operator.figures.average')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.operator_id}-${row.day ?? ''}`}>
                  <th scope="row" className="fw-normal text-break">
                    {row.operator_name}
                  </th>
                  {perDay && <td>{row.day ? format.date(dayDate(row.day)) : ''}</td>}
                  <td className="text-end">{format.number(row.messages)}</td>
                  <td className="text-end">{format.number(row.conversations)}</td>
                  <td className="text-end">{duration(row.median_response_s)}</td>
                  <td className="text-end">{duration(row.average_response_s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
