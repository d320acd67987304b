import { FIGURE_GROUPS, FIGURE_SPLITS } from '@common/schemas/figures';
import { type FormEvent, useId, useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { RevenueChart, SignupsChart } from './FigureCharts';
import { CohortTable, KpiCards, PeriodTable, SourceTable } from './FigureTables';
import { NudgeTable } from './NudgeTable';
import { PRESETS, type Preset, presetRange } from './periods';
import { type FiguresRequest, useFigures } from './queries';

/**
 * /admin/figures (admins, issue "Back office" §6): the business figures of a period — KPI cards,
 * signups and first purchases, revenue with and without VAT, per traffic source and per signup
 * cohort — for every site or one, per day, week or month (Amsterdam days).
 */
export default function FiguresPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const [request, setRequest] = useState<FiguresRequest>({
    ...presetRange('last_30_days'),
    site: 'all',
    by: 'none',
  });
  const [draft, setDraft] = useState(request);
  const [preset, setPreset] = useState<Preset | null>('last_30_days');
  const figures = useFigures(request);
  const choose = (next: Preset) => {
    const changed = { ...draft, ...presetRange(next) };
    setPreset(next);
    setDraft(changed);
    setRequest(changed);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPreset(null);
    setRequest(draft);
  };
  const data = figures.data;
  const fields = figures.error?.fields ?? {};
  const sites = data?.sites ?? [];
  return (
    <div>
      <h1 className="h3 mb-1">{t('figures.title')}</h1>
      <p className="text-body-secondary small">{t('figures.intro')}</p>
      <fieldset className="mb-2">
        <legend className="visually-hidden">{t('figures.presets.label')}</legend>
        <div className="d-flex flex-wrap gap-1">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className={`btn btn-sm ${preset === p ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={preset === p}
              onClick={() => choose(p)}
            >
              {t(`figures.presets.${p}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <form className="card card-body shadow-sm mb-3" onSubmit={apply} noValidate>
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-from`}>
              {t('figures.form.from')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={`form-control form-control-sm${fields.from ? ' is-invalid' : ''}`}
              value={draft.from}
              required
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
            {fields.from && <div className="invalid-feedback">{fields.from}</div>}
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-to`}>
              {t('figures.form.to')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={`form-control form-control-sm${fields.to ? ' is-invalid' : ''}`}
              value={draft.to}
              required
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
            {fields.to && <div className="invalid-feedback">{fields.to}</div>}
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-group`}>
              {t('figures.form.group')}
            </label>
            <select
              id={`${id}-group`}
              className="form-select form-select-sm"
              value={draft.group}
              onChange={(e) => setDraft({ ...draft, group: e.target.value as FiguresRequest['group'] })}
            >
              {FIGURE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`figures.group.${g}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-site`}>
              {t('figures.form.site')}
            </label>
            <select
              id={`${id}-site`}
              className="form-select form-select-sm"
              value={draft.site}
              onChange={(e) => setDraft({ ...draft, site: e.target.value })}
            >
              <option value="all">{t('figures.form.all_sites')}</option>
              {sites.map((site) => (
                <option key={site} value={site}>
                  {site}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-by`}>
              {t('figures.form.by')}
            </label>
            <select
              id={`${id}-by`}
              className="form-select form-select-sm"
              value={draft.by}
              onChange={(e) => setDraft({ ...draft, by: e.target.value as FiguresRequest['by'] })}
            >
              {FIGURE_SPLITS.map((b) => (
                <option key={b} value={b}>
                  {t(`figures.by.${b}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <button type="submit" className="btn btn-sm btn-primary w-100">
              {t('figures.form.show')}
            </button>
          </div>
        </div>
      </form>
      {figures.isError && (
        <div className="alert alert-danger" role="alert">
          {figures.error.message}
        </div>
      )}
      {!data ? (
        figures.isPending && <PageSpinner />
      ) : (
        <div aria-busy={figures.isFetching}>
          <p className="small text-body-secondary" aria-live="polite">
            {t('figures.range', {
              from: format.date(`${data.from}T12:00:00Z`),
              to: format.date(`${data.to}T12:00:00Z`),
              site: data.site === 'all' ? t('figures.form.all_sites') : data.site,
            })}
          </p>
          <KpiCards data={data} />
          <div className="row g-3 mb-3">
            <section className="col-12 col-xl-6" aria-labelledby={`${id}-signups`}>
              <div className="card card-body shadow-sm h-100">
                <h2 className="h6" id={`${id}-signups`}>
                  {t('figures.charts.signups')}
                </h2>
                <SignupsChart data={data} />
              </div>
            </section>
            <section className="col-12 col-xl-6" aria-labelledby={`${id}-revenue`}>
              <div className="card card-body shadow-sm h-100">
                <h2 className="h6" id={`${id}-revenue`}>
                  {t('figures.charts.revenue')}
                </h2>
                <RevenueChart data={data} />
              </div>
            </section>
          </div>
          <details className="mb-3">
            <summary className="mb-2">{t('figures.table.periods_show')}</summary>
            <PeriodTable data={data} />
          </details>
          <section className="mb-3" aria-labelledby={`${id}-sources`}>
            <h2 className="h5" id={`${id}-sources`}>
              {t('figures.sources.title')}
            </h2>
            {data.by === 'none' ? (
              <p className="small text-body-secondary">{t('figures.sources.choose')}</p>
            ) : (
              <SourceTable data={data} />
            )}
          </section>
          <section className="mb-3" aria-labelledby={`${id}-cohorts`}>
            <h2 className="h5" id={`${id}-cohorts`}>
              {t('figures.cohorts.title')}
            </h2>
            <p className="small text-body-secondary">{t('figures.cohorts.intro')}</p>
            <CohortTable data={data} />
          </section>
          <NudgeTable from={data.from} to={data.to} />
        </div>
      )}
    </div>
  );
}
