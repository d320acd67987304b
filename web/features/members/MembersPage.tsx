import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Lock } from '../../components/icons/lock';
import { Stars } from '../../components/icons/stars';
import { MemberCard } from '../../components/MemberCard';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useUser } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';
import { useMemberSearch, useSearchDefaults, useVisitorSearchClosed } from './queries';
import { FILTERS, SearchForm } from './SearchForm';
import { filtersQuery, type SearchFilters } from './searchDefaults';

// The match finder's dialog (react-bootstrap's modal) loads when it is first opened.
const MatchFinderDialog = lazy(() =>
  import('./MatchFinderDialog').then((m) => ({ default: m.MatchFinderDialog })),
);

/** Cards whose photos load at once: the first row on wide screens, the first rows on phones. */
const FIRST_SCREENFUL = 6;

/** SPEC §2 /members: member search with filters, page by page (SPEC §3 search state). */
export default function MembersPage() {
  const { t } = useTranslation();
  const { isPending: userPending } = useUser();
  const signup = useSignupModal();
  const [params, setParams] = useSearchParams();
  const [finder, setFinder] = useState(false);
  // Mounted once opened, so that closing it can fade it out.
  const [finderOpened, setFinderOpened] = useState(false);
  // The address's filters; without any, the member's search defaults (SPEC §2 match finder).
  const hasFilters = FILTERS.some((f) => params.has(f));
  const defaults = useSearchDefaults();
  const filters: SearchFilters = hasFilters
    ? Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) ?? '']] : [])))
    : defaults.filters;
  const query = filtersQuery(filters);
  // A visitor whose search is closed is asked to log in at once, without asking the server.
  const closed = useVisitorSearchClosed();
  const search = useMemberSearch(query, (hasFilters || !defaults.isPending) && closed !== true);
  const show = (f: SearchFilters) =>
    setParams(Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>);

  const refused = search.error instanceof ApiError && search.error.code === 'authentication_required';
  if (!closed && !refused && (userPending || search.isPending)) return <PageSpinner />;
  if (closed || refused) {
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
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('members.title')}</h1>
        {first && (
          <span className="text-body-secondary small" aria-live="polite">
            {t('members.count', { count: first.numResults })}
          </span>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => {
            setFinderOpened(true);
            setFinder(true);
          }}
        >
          <Stars className="me-1" aria-hidden="true" />
          {t('match_finder.open')}
        </button>
      </div>
      <SearchForm key={query} value={filters} onSearch={show} />
      {finderOpened && (
        <Suspense fallback={null}>
          <MatchFinderDialog
            show={finder}
            onClose={() => setFinder(false)}
            filters={filters}
            onSaved={(saved) => show({ country: filters.country, region: filters.region, ...saved })}
          />
        </Suspense>
      )}
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
