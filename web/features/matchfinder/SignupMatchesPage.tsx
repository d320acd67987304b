import { SOCIAL_PROOF_MIN_ONLINE, shownCount } from '@common/constants';
import { agesRange, type MatchFinderAnswers, matchFinderAnswers } from '@common/schemas/match-finder';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PencilFill } from '../../components/icons/pencil-fill';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useMemberOnArrival } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';
import { MemberGrid } from '../landers/parts/MemberGrid';
import { OnlineBadge } from '../landers/parts/OnlineBadge';
import '../landers/landers.css';
import { useShowcase } from '../landers/queries';
import {
  defaultsFilters,
  filtersQuery,
  storedMatchFinder,
  storeMatchFinder,
} from '../members/searchDefaults';
import { useSaveMatchFinder } from '../profile/queries';
import { optionKey } from './questions';
import './matchfinder.css';

/** Members shown: three rows on phones, two on wide screens. */
const SHOWN = 12;

/** The answers in the address (`?looking_for=&ages=&appearance=`), else those kept in this browser. */
function readAnswers(params: URLSearchParams): MatchFinderAnswers | null {
  const fromAddress = matchFinderAnswers.safeParse(Object.fromEntries(params));
  return fromAddress.success ? fromAddress.data : storedMatchFinder();
}

/** A member who arrived here: the answers (if any) become their search defaults, then the search. */
function MemberRedirect({ answers }: { answers: MatchFinderAnswers | null }) {
  const navigate = useNavigate();
  const save = useSaveMatchFinder();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!answers) {
      navigate('/members', { replace: true });
      return;
    }
    const { looking_for: _known, ...asked } = answers;
    save
      .mutateAsync(asked)
      .then((saved) => navigate(`/members?${filtersQuery(defaultsFilters(saved))}`, { replace: true }))
      .catch(() => navigate('/members', { replace: true }));
  }, [answers, navigate, save]);
  return <PageSpinner />;
}

/**
 * SPEC §2 /signup-matches: members matching the visitor's match finder answers (photo, first name,
 * age, city; `GET /api/showcase.php`) with the signup as the call to action; the answers travel
 * with the signup. Without answers it starts the match finder; members go to the member search
 * with the answers applied and saved.
 */
export default function SignupMatchesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const signup = useSignupModal();
  const [params] = useSearchParams();
  const member = useMemberOnArrival();
  const answers = useMemo(() => readAnswers(params), [params]);
  const range = answers ? agesRange(answers.ages) : null;
  const showcase = useShowcase({
    gender: answers?.looking_for,
    min_age: range?.min_age,
    max_age: range?.max_age ?? undefined,
    appearance: answers?.appearance,
    limit: SHOWN,
  });
  // Answers from a link are kept too, so that the signup carries them.
  useEffect(() => {
    if (answers && member === false) storeMatchFinder(answers);
  }, [answers, member]);

  if (member === null) return <PageSpinner />;
  if (member) return <MemberRedirect answers={answers} />;
  if (!answers) return <Navigate to="/match-finder" replace />;
  const data = showcase.data;
  const summary = [
    answers.looking_for
      ? t(answers.looking_for === 'female' ? 'match_finder.results.women' : 'match_finder.results.men')
      : null,
    t(optionKey('ages', answers.ages)),
    t(optionKey('appearance', answers.appearance)),
  ].filter((s): s is string => Boolean(s));
  const cta = (
    <button
      type="button"
      className="btn btn-primary btn-lg px-4 fw-semibold finder-cta"
      onClick={() => signup.open()}
    >
      {t('match_finder.results.cta')}
    </button>
  );
  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <header className="text-center mb-4">
        <h1 className="h3 mb-2">{t('match_finder.results.title')}</h1>
        <p className="finder-summary d-flex flex-wrap justify-content-center align-items-center gap-2 mb-2">
          <span className="visually-hidden">{t('match_finder.results.your_answers')}</span>
          {summary.map((s) => (
            <span key={s} className="badge rounded-pill text-bg-light border fs-6">
              {s}
            </span>
          ))}
          <Link to="/match-finder" className="small">
            <PencilFill className="me-1" aria-hidden="true" />
            {t('match_finder.results.change')}
          </Link>
        </p>
        <p className="lead mb-1" aria-live="polite">
          {data
            ? t('match_finder.results.count', {
                count: data.members_total,
                n: format.number(data.members_total),
              })
            : '\u00a0'}
        </p>
        {shownCount(data?.online_now, SOCIAL_PROOF_MIN_ONLINE) !== null && (
          <OnlineBadge count={data?.online_now} className="mb-1" />
        )}
        <div className="mt-3">{cta}</div>
      </header>
      {data && data.members.length === 0 ? (
        <div className="alert alert-info text-center" role="status">
          {t('match_finder.results.empty')}
        </div>
      ) : (
        <MemberGrid
          members={data?.members}
          count={SHOWN}
          eager={4}
          label={t('match_finder.results.members_label')}
        />
      )}
      <section className="card border-0 shadow-sm text-center mt-4" aria-labelledby="matches-cta-title">
        <div className="card-body p-4">
          <h2 id="matches-cta-title" className="h4">
            {t('match_finder.results.cta_title')}
          </h2>
          <p className="text-body-secondary">{t('match_finder.results.cta_body')}</p>
          {cta}
        </div>
      </section>
    </div>
  );
}
