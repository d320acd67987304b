import { GENDERS } from '@common/constants';
import type { MatchFinderAnswers } from '@common/schemas/match-finder';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { GenderFemale } from '../../components/icons/gender-female';
import { GenderMale } from '../../components/icons/gender-male';
import { Heart } from '../../components/icons/heart';
import { HeartFill } from '../../components/icons/heart-fill';
import { Stars } from '../../components/icons/stars';
import { PageSpinner } from '../../components/PageSpinner';
import { useUser } from '../../lib/queries';
import { useSearchDefaults } from '../members/queries';
import {
  defaultsFilters,
  filtersQuery,
  storedMatchFinder,
  storeMatchFinder,
} from '../members/searchDefaults';
import { useSaveMatchFinder } from '../profile/queries';
import { AGES, APPEARANCE, LOOKING_FOR, optionKey, type Question } from './questions';
import './matchfinder.css';

/** Icons of the answers, beside their labels. */
const ICONS: Record<string, typeof Heart> = {
  female: GenderFemale,
  male: GenderMale,
  '18-35': Heart,
  '35+': HeartFill,
  normal: Heart,
  sexy: Stars,
};

/** A gender named in the address (`?looking_for=female`, e.g. from a lander), else undefined. */
function genderParam(value: string | null): MatchFinderAnswers['looking_for'] {
  return GENDERS.find((g) => g === value);
}

/**
 * SPEC §2 /match-finder: the match finder as a page, one question at a time: whom the visitor looks
 * for (unless the address or the member's profile says it), the age group (18-35 or 35+, SPEC §9)
 * and the look (normal or sexy). A visitor's answers are kept in this browser and lead to
 * /signup-matches; a member's are saved as their search defaults and lead to the member search.
 */
export default function MatchFinderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user, isPending: userPending } = useUser();
  const defaults = useSearchDefaults();
  const save = useSaveMatchFinder();
  const known = genderParam(params.get('looking_for'));
  const [answers, setAnswers] = useState<Partial<MatchFinderAnswers>>(() => {
    const stored = storedMatchFinder();
    return { ...(stored ?? {}), ...(known ? { looking_for: known } : {}) };
  });
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  if (userPending || (user && defaults.isPending)) return <PageSpinner />;
  const questions: Question[] = [...(user || known ? [] : [LOOKING_FOR]), AGES, APPEARANCE];
  const question = questions[Math.min(step, questions.length - 1)] ?? AGES;
  // A member sees their current search defaults marked.
  const saved: Partial<MatchFinderAnswers> = {
    ...(defaults.filters.min_age ? { ages: Number(defaults.filters.min_age) >= 35 ? '35+' : '18-35' } : {}),
    ...(defaults.filters.appearance === 'normal' || defaults.filters.appearance === 'sexy'
      ? { appearance: defaults.filters.appearance }
      : {}),
  };
  const current = Math.min(step, questions.length - 1) + 1;

  const finish = async (all: MatchFinderAnswers) => {
    if (user) {
      const { looking_for: _known, ...asked } = all;
      const saved = await save.mutateAsync(asked);
      navigate(`/members?${filtersQuery(defaultsFilters(saved))}`);
    } else {
      storeMatchFinder(all);
      const query = new URLSearchParams({
        ...(all.looking_for ? { looking_for: all.looking_for } : {}),
        ages: all.ages,
        appearance: all.appearance,
      });
      navigate(`/signup-matches?${query.toString()}`);
    }
  };
  const choose = (value: string) => {
    const next = { ...answers, [question.name]: value };
    setAnswers(next);
    if (current < questions.length) {
      setStep(current);
      // The next question is announced and keyboard users continue from its heading.
      requestAnimationFrame(() => heading.current?.focus());
    } else if (next.ages && next.appearance) {
      void finish(next as MatchFinderAnswers).catch(() => undefined);
    }
  };

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 620 }}>
      <div className="text-center mb-4">
        <Stars className="display-6 text-primary" aria-hidden="true" />
        <h1 className="h3 mt-2 mb-1">{t('match_finder.page_title')}</h1>
        <p className="text-body-secondary mb-0">{t('match_finder.page_lead')}</p>
      </div>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">
          <div
            className="progress mb-2"
            style={{ height: 6 }}
            role="progressbar"
            aria-label={t('match_finder.step', { step: current, total: questions.length })}
            aria-valuenow={current}
            aria-valuemin={1}
            aria-valuemax={questions.length}
          >
            <div className="progress-bar" style={{ width: `${(current / questions.length) * 100}%` }} />
          </div>
          <p className="small text-body-secondary mb-3">
            {t('match_finder.step', { step: current, total: questions.length })}
          </p>
          <h2 ref={heading} tabIndex={-1} className="h4 mb-4" id="finder-question">
            {t(`match_finder.${question.name}.question`)}
          </h2>
          <fieldset className="d-grid gap-3 finder-options" aria-labelledby="finder-question">
            {question.options.map((option) => {
              const Icon = ICONS[option] ?? Heart;
              const chosen = (answers[question.name] ?? (user ? saved[question.name] : undefined)) === option;
              return (
                <button
                  key={option}
                  type="button"
                  className={`btn btn-lg finder-option ${chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={chosen}
                  disabled={save.isPending}
                  onClick={() => choose(option)}
                >
                  <Icon className="finder-option-icon" aria-hidden="true" />
                  <span className="text-start">
                    <span className="d-block fw-semibold">{t(optionKey(question.name, option))}</span>
                    {question.name === 'appearance' && (
                      <span className="d-block small finder-option-hint">
                        {t(`match_finder.appearance.${option}_hint`)}
                      </span>
                    )}
                  </span>
                </button>
              );
            })}
          </fieldset>
          {save.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {save.error.message}
            </div>
          )}
          {current > 1 && (
            <button
              type="button"
              className="btn btn-link px-0 mt-3"
              onClick={() => {
                setStep(current - 2);
                requestAnimationFrame(() => heading.current?.focus());
              }}
            >
              <ArrowLeft className="me-1" aria-hidden="true" />
              {t('match_finder.back')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
