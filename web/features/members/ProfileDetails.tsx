import type { MemberProfile } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { InterestIcon } from '../../components/InterestIcon';
import { useFormat } from '../../lib/format';
import { useInterests } from '../../lib/queries';

/**
 * A profile's text (SPEC §3): the about text, the visible fields (age in years, region by
 * `regionName`, country and city as they are, choices translated) and the interests with icons.
 */
export function ProfileDetails({ profile, regionName }: { profile: MemberProfile; regionName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: interests } = useInterests();
  const fieldRows = Object.entries(profile.fields).filter(([key]) => key !== 'interests' && key !== 'gender');
  const interestIds = Array.isArray(profile.fields.interests) ? profile.fields.interests : [];
  return (
    <>
      {profile.about && (
        <section className="mb-4" aria-labelledby="about-title">
          <h2 id="about-title" className="h5">
            {t('profile_page.about', { name: profile.name })}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {profile.about}
          </p>
        </section>
      )}
      {fieldRows.length > 0 && (
        <dl className="row mb-4">
          {fieldRows.map(([key, value]) => (
            <div key={key} className="col-6 col-lg-4 mb-2">
              <dt className="small text-body-secondary fw-normal">{t(`fields.${key}`)}</dt>
              <dd className="mb-0 fw-semibold">
                {key === 'date_of_birth'
                  ? t('profile_page.years', { count: Number(value) })
                  : key === 'region'
                    ? regionName
                    : key === 'country'
                      ? format.region(String(value))
                      : key === 'city'
                        ? String(value)
                        : t(`choices.${key}.${String(value)}`)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {interestIds.length > 0 && (
        <section aria-labelledby="interests-title">
          <h2 id="interests-title" className="h5">
            {t('fields.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {interestIds.map((i) => (
              <li key={i} className="interest-chip">
                <InterestIcon name={interests?.find((x) => x.id === i)?.icon} />
                {t(`interests.${i}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
