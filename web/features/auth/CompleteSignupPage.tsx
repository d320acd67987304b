import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '../../components/Brand';
import { PageSpinner } from '../../components/PageSpinner';
import { useUser } from '../../lib/queries';
import { useOwnProfile } from '../profile/queries';
import { PhotoStep } from './complete/PhotoStep';
import { ProfileStep } from './complete/ProfileStep';

/** SPEC §2 signup steps 1-4 after the account exists: a photo, then profile information. */
export const COMPLETE_STEPS = ['photo', 'appearance', 'interests', 'looking'] as const;

/**
 * SPEC §2 /complete-signup: steps 1 (photo: take or choose, crop, upload) to 4 (profile
 * information), each saved in place or skipped with "Overslaan", under a progress meter; after
 * the last step the member goes to the members area. `?step=` (1-4) opens a step.
 */
export default function CompleteSignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const profile = useOwnProfile();
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get('step') ?? '1') || 1, 1), COMPLETE_STEPS.length);
  const key = COMPLETE_STEPS[step - 1] ?? 'photo';
  const last = step >= COMPLETE_STEPS.length;
  const next = () => {
    if (last) navigate('/members');
    else setParams({ step: String(step + 1) });
  };
  // A new step starts at its title, where a screen reader and the eye go on.
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  });
  const progress = t('complete.progress', { step, total: COMPLETE_STEPS.length });
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <Brand />
      <div className="card shadow-sm mt-3">
        <div className="card-body p-3 p-sm-4">
          <div
            className="progress complete-progress mb-2"
            role="progressbar"
            aria-label={progress}
            aria-valuenow={step}
            aria-valuemin={1}
            aria-valuemax={COMPLETE_STEPS.length}
          >
            <div className="progress-bar" style={{ width: `${(step / COMPLETE_STEPS.length) * 100}%` }} />
          </div>
          <p className="text-body-secondary small mb-1">{progress}</p>
          <h1 className="h4" ref={title} tabIndex={-1}>
            {t(`complete.${key}.title`, { name: user?.profile.name ?? '' })}
          </h1>
          <p>{t(`complete.${key}.body`)}</p>
          {step === 1 && user?.status === 'not_confirmed' && (
            <div className="alert alert-info small" role="status">
              {t('complete.check_mail', { email: user.email })}
            </div>
          )}
          {profile.isPending ? (
            <PageSpinner />
          ) : !profile.data ? (
            <div className="alert alert-danger" role="alert">
              {profile.error?.message ?? t('errors.generic')}
            </div>
          ) : step === 1 ? (
            <PhotoStep profile={profile.data} onNext={next} />
          ) : (
            <ProfileStep
              // A fresh form per step, filled from the profile as saved by the step before.
              key={step}
              profile={profile.data}
              choices={
                step === 2
                  ? ['appearance', 'hair_colour', 'eye_colour', 'body_type', 'tattoos']
                  : step === 3
                    ? ['interests']
                    : ['relationship_status', 'sexuality', 'signup_reason']
              }
              place={step === 4}
              about={step === 4}
              last={last}
              onNext={next}
            />
          )}
        </div>
      </div>
      <p className="text-center mt-3">
        <Link to="/members" className="link-secondary">
          {t('complete.skip_all')}
        </Link>
      </p>
    </div>
  );
}
