import { SUPPORTED_COUNTRIES } from '@common/constants';
import { APPEARANCES, MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '@common/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from '../../components/icons/chevron-down';
import { ChevronUp } from '../../components/icons/chevron-up';
import { Search } from '../../components/icons/search';
import { Sliders } from '../../components/icons/sliders';
import { useFormat } from '../../lib/format';
import { useRegions } from '../../lib/queries';
import type { SearchFilters } from './searchDefaults';

/** The filters of the member search (SPEC §3 search state), in the address of /members. */
export const FILTERS = [
  'gender',
  'country',
  'region',
  'min_age',
  'max_age',
  'appearance',
  'verified',
] as const;

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, i) =>
  String(MIN_SEARCH_AGE + i),
);

/**
 * The i18n key of what is wrong with the chosen ages (SPEC §3 search state): the minimum above
 * the maximum gives `validation.age_range`; either left open, or in order, gives null.
 */
export function ageRangeProblem(filters: Pick<SearchFilters, 'min_age' | 'max_age'>): string | null {
  const min = Number(filters.min_age || Number.NaN);
  const max = Number(filters.max_age || Number.NaN);
  return min > max ? 'validation.age_range' : null;
}

function AgeSelect({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: 'min_age' | 'max_age';
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}) {
  const id = `search-${name.replace('_', '-')}`;
  return (
    <div className="col-6 col-md-3 col-lg">
      <label className="form-label small fw-semibold text-nowrap" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">–</option>
        {AGES.map((a) => (
          <option key={a}>{a}</option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The member search form (SPEC §3 search state): gender, country, region, ages and the look
 * sought (match finder), folded behind a "Filters" button on phones; `onSearch` gets the chosen
 * filters. A minimum age above the maximum is
 * not searched: the maximum age is marked with the message and focused.
 */
export function SearchForm({
  value,
  onSearch,
}: {
  value: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: regions } = useRegions();
  const [draft, setDraft] = useState<SearchFilters>(value);
  // Shown from the first search with the ages in the wrong order until they are put right.
  const [checked, setChecked] = useState(false);
  // Phones only (the filters always show from md on): folded until asked for.
  const [open, setOpen] = useState(false);
  const ageProblem = checked ? ageRangeProblem(draft) : null;
  const set = (key: keyof SearchFilters, v: string) =>
    setDraft((d) => ({ ...d, [key]: v, ...(key === 'country' ? { region: '' } : {}) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ageRangeProblem(draft)) {
      setChecked(true);
      setOpen(true);
      document.getElementById('search-max-age')?.focus();
      return;
    }
    onSearch(draft);
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} aria-label={t('search.title')}>
      {/* On a phone the filters fold away behind one button: the faces come first. */}
      <button
        type="button"
        className="btn btn-link text-body text-decoration-none d-flex d-md-none align-items-center gap-2 px-3 py-2"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <Sliders aria-hidden="true" />
        <span className="fw-semibold">{t('search.filters')}</span>
        {open ? (
          <ChevronUp className="ms-auto" aria-hidden="true" />
        ) : (
          <ChevronDown className="ms-auto" aria-hidden="true" />
        )}
      </button>
      <div
        id="search-filters"
        className={`card-body row g-2 align-items-end${open ? '' : ' d-none'} d-md-flex pt-md-3 pt-0`}
      >
        <div className="col-6 col-md-4 col-lg">
          <label className="form-label small fw-semibold" htmlFor="search-gender">
            {t('search.gender')}
          </label>
          <select
            id="search-gender"
            className="form-select"
            value={draft.gender ?? ''}
            onChange={(e) => set('gender', e.target.value)}
          >
            <option value="">{t('search.any')}</option>
            <option value="female">{t('search.women')}</option>
            <option value="male">{t('search.men')}</option>
          </select>
        </div>
        <div className="col-6 col-md-4 col-lg">
          <label className="form-label small fw-semibold" htmlFor="search-country">
            {t('search.country')}
          </label>
          <select
            id="search-country"
            className="form-select"
            value={draft.country ?? ''}
            onChange={(e) => set('country', e.target.value)}
          >
            <option value="">{t('search.any')}</option>
            {SUPPORTED_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {format.region(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 col-lg">
          <label className="form-label small fw-semibold" htmlFor="search-region">
            {t('search.region')}
          </label>
          <select
            id="search-region"
            className="form-select"
            value={draft.region ?? ''}
            disabled={!draft.country}
            onChange={(e) => set('region', e.target.value)}
          >
            <option value="">{t('search.any')}</option>
            {(draft.country ? (regions?.[draft.country] ?? []) : []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <AgeSelect
          name="min_age"
          label={t('search.min_age')}
          value={draft.min_age}
          onChange={(v) => set('min_age', v)}
        />
        <AgeSelect
          name="max_age"
          label={t('search.max_age')}
          value={draft.max_age}
          onChange={(v) => set('max_age', v)}
          error={ageProblem && t(ageProblem)}
        />
        <div className="col-12 col-md-4 col-lg">
          <label className="form-label small fw-semibold" htmlFor="search-appearance">
            {t('match_finder.appearance.label')}
          </label>
          <select
            id="search-appearance"
            className="form-select"
            value={draft.appearance ?? ''}
            onChange={(e) => set('appearance', e.target.value)}
          >
            <option value="">{t('search.any')}</option>
            {APPEARANCES.map((a) => (
              <option key={a} value={a}>
                {t(`match_finder.appearance.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 col-lg-auto d-flex align-items-end">
          <div className="form-check mb-2">
            <input
              id="search-verified"
              type="checkbox"
              className="form-check-input"
              checked={draft.verified === '1'}
              onChange={(e) => set('verified', e.target.checked ? '1' : '')}
            />
            <label className="form-check-label small fw-semibold" htmlFor="search-verified">
              {t('verification.filter')}
            </label>
          </div>
        </div>
        <div className="col-12 col-md-2 col-lg-auto d-grid">
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden="true" />
            <span className="ms-1">{t('search.submit')}</span>
          </button>
        </div>
      </div>
    </form>
  );
}
