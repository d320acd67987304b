import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '../../components/Brand';
import { useUser } from '../../lib/queries';

/** SPEC §2 signup steps 1-4 after the account exists: a photo, then profile information. */
export const COMPLETE_STEPS = ['photo', 'appearance', 'interests', 'looking'] as const;

/**
 * SPEC §2 /complete-signup: steps 1 (photo) to 4 (profile information), each of which can be
 * done later from the profile; then the member goes to the members area.
 */
export default function CompleteSignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get('step') ?? '1') || 1, 1), COMPLETE_STEPS.length);
  const key = COMPLETE_STEPS[step - 1] ?? 'photo';
  const next = () => {
    if (step >= COMPLETE_STEPS.length) navigate('/members');
    else setParams({ step: String(step + 1) });
  };
  return (
    <div className="container py-4" style={{ maxWidth: 540 }}>
      <Brand />
      <div className="card shadow-sm mt-3">
        <div className="card-body p-4">
          <div
            className="progress mb-3"
            role="progressbar"
            aria-label={t('complete.progress', { step, total: COMPLETE_STEPS.length })}
            aria-valuenow={step}
            aria-valuemin={1}
            aria-valuemax={COMPLETE_STEPS.length}
          >
            <div className="progress-bar" style={{ width: `${(step / COMPLETE_STEPS.length) * 100}%` }} />
          </div>
          <p className="text-body-secondary small mb-1">
            {t('complete.progress', { step, total: COMPLETE_STEPS.length })}
          </p>
          <h1 className="h4">{t(`complete.${key}.title`, { name: user?.profile.name ?? '' })}</h1>
          <p>{t(`complete.${key}.body`)}</p>
          {step === 1 && user?.status === 'not_confirmed' && (
            <div className="alert alert-info small" role="status">
              {t('complete.check_mail', { email: user.email })}
            </div>
          )}
          <Link to="/profile" className="btn btn-outline-primary">
            {step === 1 ? t('own.add_photo') : t('complete.fill_in')}
          </Link>
          <div className="d-flex justify-content-between align-items-center mt-4">
            <Link to="/members" className="link-secondary">
              {t('complete.skip_all')}
            </Link>
            <button type="button" className="btn btn-primary" onClick={next}>
              {t('complete.later')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
