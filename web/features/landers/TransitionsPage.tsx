import { useTranslation } from 'react-i18next';
import { LanderPage } from './parts/LanderPage';
import { MemberPhoto } from './parts/MemberPhoto';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

/** Photos in the crossfade; each shows for a sixth of the 24 s cycle (see `.lander-slides`). */
const SLIDES = 6;

/**
 * SPEC §2 `/landers/transitionsvideolanding/{slug?}`: a full-screen "video" made of members'
 * photos crossfading with a slow zoom (CSS animation; one still photo with reduced motion), under
 * the headline and the signup.
 */
export default function TransitionsPage() {
  const { t } = useTranslation();
  const lander = useLander('transitionsvideolanding', SLIDES);
  return (
    <LanderPage name="transitionsvideolanding">
      <section className="lander-stage">
        <ul className="lander-slides" aria-hidden="true">
          {lander.members?.map((m, i) => (
            <li key={m.id} style={{ animationDelay: `${i * 4}s` }}>
              <MemberPhoto member={m} sizes="100vw" decorative eager={i < 2} />
            </li>
          ))}
        </ul>
        <div className="lander-stage-overlay" />
        <div className="container lander-stage-content py-5 text-center">
          <OnlineBadge count={lander.online} className="mb-3" />
          <h1 className="display-4 fw-bold">{lander.title}</h1>
          <p className="lead my-4 mx-auto" style={{ maxWidth: '36rem' }}>
            {t('landers.transitionsvideolanding.lead')}
          </p>
          <SignupButton variant="light" className="text-primary" />
          <div className="d-flex justify-content-center mt-4">
            <TrustBadges tone="dark" />
          </div>
        </div>
      </section>
    </LanderPage>
  );
}
