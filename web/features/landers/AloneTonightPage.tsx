import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

/**
 * SPEC §2 `/landers/alonetonight/{slug?}`: the evening lander under a night sky: "alone tonight?",
 * how many singles are online right now, the faces of who is around (online ones first).
 */
export default function AloneTonightPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const lander = useLander('alonetonight', 12);
  return (
    <LanderPage name="alonetonight" className="lander-night">
      <section className="lander-stars py-5">
        <div className="container py-md-5 position-relative">
          <div className="row align-items-center g-4">
            <div className="col-lg-8">
              <h1 className="display-4 fw-bold">{lander.title}</h1>
              <p className="lead my-4">
                {lander.online === null
                  ? t('landers.alonetonight.lead')
                  : t('landers.alonetonight.lead_count', { n: format.number(lander.online) })}
              </p>
              <SignupButton>{t('landers.alonetonight.cta')}</SignupButton>
            </div>
            <div className="col-lg-4 d-none d-lg-flex justify-content-center">
              <div className="lander-moon" aria-hidden="true" />
            </div>
          </div>
        </div>
      </section>
      <section className="container pb-5" aria-labelledby="tonight-members">
        <h2 id="tonight-members" className="h3 fw-bold mb-3">
          {lander.membersTitle({
            place: 'landers.alonetonight.members_place',
            beyond: 'landers.alonetonight.members_place_beyond',
            online: 'landers.alonetonight.members_title',
            active: 'landers.alonetonight.members_active',
          })}
        </h2>
        <MemberGrid members={lander.members} count={12} eager={2} label={t('landers.members_label')} />
        <div className="text-center mt-5">
          <SignupButton>{t('landers.cta_now')}</SignupButton>
          <div className="d-flex justify-content-center mt-4">
            <TrustBadges tone="dark" />
          </div>
        </div>
      </section>
    </LanderPage>
  );
}
