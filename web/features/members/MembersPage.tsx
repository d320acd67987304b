import { SUPPORTED_COUNTRIES } from '@common/constants';
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '@common/schemas/members';
import { type FormEvent, useState } from 'react';
import { Lock, Search } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MemberCard } from '../../components/MemberCard';
import { PageSpinner } from '../../components/PageSpinner';
import { useSignupModal } from '../../components/SignupModal';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useRegions, useUser } from '../../lib/queries';
import { useMemberSearch } from './queries';
import { searchDefaults } from './searchDefaults';

/** Cards whose photos load at once: the first row on wide screens, the first rows on phones. */
const FIRST_SCREENFUL = 6;

const FILTERS = ['gender', 'country', 'region', 'min_age', 'max_age'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, i) =>
  String(MIN_SEARCH_AGE + i),
);

function AgeSelect({
  name,
  label,
  value,
  onChange,
}: {
  name: 'min_age' | 'max_age';
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `search-${name.replace('_', '-')}`;
  return (
    <div className="col-6 col-md-2">
      <label className="form-label small fw-semibold" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">–</option>
        {AGES.map((a) => (
          <option key={a}>{a}</option>
        ))}
      </select>
    </div>
  );
}

function SearchForm({ value, onSearch }: { value: Filters; onSearch: (f: Filters) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: regions } = useRegions();
  const [draft, setDraft] = useState<Filters>(value);
  const set = (key: keyof Filters, v: string) =>
    setDraft((d) => ({ ...d, [key]: v, ...(key === 'country' ? { region: '' } : {}) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} aria-label={t('search.title')}>
      <div className="card-body row g-2 align-items-end">
        <div className="col-6 col-md-2">
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
        <div className="col-6 col-md-2">
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
        <div className="col-12 col-md-3">
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
        />
        <div className="col-12 col-md-1 d-grid">
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden="true" />
            <span className="ms-1 d-md-none">{t('search.submit')}</span>
            <span className="visually-hidden d-none d-md-inline">{t('search.submit')}</span>
          </button>
        </div>
      </div>
    </form>
  );
}

/** SPEC §2 /members: member search with filters, page by page (SPEC §3 search state). */
export default function MembersPage() {
  const { t } = useTranslation();
  const { isPending: userPending } = useUser();
  const signup = useSignupModal();
  const [params, setParams] = useSearchParams();
  const hasFilters = FILTERS.some((f) => params.has(f));
  const filters: Filters = hasFilters
    ? Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) ?? '']] : [])))
    : Object.fromEntries(
        Object.entries(searchDefaults()).filter(([k, v]) => (FILTERS as readonly string[]).includes(k) && v),
      );
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, v]) => v) as Array<[string, string]>,
  ).toString();
  const search = useMemberSearch(query);

  if (userPending || search.isPending) return <PageSpinner />;
  if (search.error instanceof ApiError && search.error.code === 'authentication_required') {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <Lock className="display-4 text-primary" aria-hidden="true" />
        <h1 className="h3 mt-3">{t('members.login_required_title')}</h1>
        <p>{t('members.login_required')}</p>
        <div className="d-flex justify-content-center gap-2">
          <Link to="/login?next=/members" className="btn btn-outline-primary">
            {t('nav.login')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => signup.open()}>
            {t('nav.signup')}
          </button>
        </div>
      </div>
    );
  }
  const first = search.data?.pages[0];
  const members = search.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <div className="container py-4">
      <div className="d-flex align-items-baseline justify-content-between mb-3">
        <h1 className="h3 mb-0">{t('members.title')}</h1>
        {first && (
          <span className="text-body-secondary small" aria-live="polite">
            {t('members.count', { count: first.numResults })}
          </span>
        )}
      </div>
      <SearchForm
        key={query}
        value={filters}
        onSearch={(f) =>
          setParams(Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>)
        }
      />
      {search.isError && (
        <div className="alert alert-danger" role="alert">
          {search.error.message}
        </div>
      )}
      {members.length === 0 ? (
        <p>{t('members.empty_search')}</p>
      ) : (
        <ul
          className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled"
          aria-label={t('members.results')}
        >
          {members.map((m, i) => (
            <li key={m.id} className="col">
              <MemberCard member={m} eager={i === 0 ? 'first' : i < FIRST_SCREENFUL ? 'yes' : 'no'} />
            </li>
          ))}
        </ul>
      )}
      {search.hasNextPage && (
        <div className="text-center mt-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('members.load_more')}
          </button>
        </div>
      )}
      {first && first.similar_results.length > 0 && (
        <section className="mt-5" aria-labelledby="similar-title">
          <h2 id="similar-title" className="h5">
            {t('members.similar')}
          </h2>
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
            {first.similar_results.map((m) => (
              <li key={m.id} className="col">
                <MemberCard member={m} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
