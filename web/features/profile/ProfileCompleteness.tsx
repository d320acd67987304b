import type { OwnProfile } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useSettings } from '../../lib/queries';
import { type CompletenessPart, profileCompleteness } from './completeness';

/** The label of a counted part in the member's language (the profile form's own field names). */
function usePartLabel(): (part: CompletenessPart) => string {
  const { t } = useTranslation();
  return (part) => {
    if (part === 'photo') return t('own.completeness_photo');
    if (part === 'about') return t('own.about');
    return t(`fields.${part}`);
  };
}

/**
 * The profile-completeness meter on `/profile`: the percentage of filled parts (photo, place,
 * description, choices, interests; see `profileCompleteness`), what is still missing as a list in
 * the member's language, and a link to the `/complete-signup` step that asks the first of them.
 */
export function ProfileCompleteness({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = usePartLabel();
  const { data: settings } = useSettings();
  const { percent, missing, step } = profileCompleteness(profile, settings?.visible_profile_fields);
  const list = new Intl.ListFormat(format.tag, { type: 'conjunction' }).format(missing.map(label));
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="completeness-title">
      <div className="card-body">
        <h2 id="completeness-title" className="h6 mb-2">
          {t('own.completeness', { percent: format.percent(percent) })}
        </h2>
        <div
          className="progress mb-2"
          role="progressbar"
          aria-labelledby="completeness-title"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className={`progress-bar${percent === 100 ? ' bg-success' : ''}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        {step === null ? (
          <p className="small mb-0">{t('own.completeness_done')}</p>
        ) : (
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <p className="small mb-0">{t('own.completeness_missing', { parts: list })}</p>
            <Link to={`/complete-signup?step=${step}`} className="btn btn-sm btn-outline-primary">
              {t('own.completeness_fill')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
