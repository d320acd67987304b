import { useTranslation } from 'react-i18next';
import { ChatHeartFill } from '../../components/icons/chat-heart-fill';
import { HeartFill } from '../../components/icons/heart-fill';
import { PersonBadgeFill } from '../../components/icons/person-badge-fill';
import { Fan } from './parts/Fan';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

const STEPS = [
  { key: 'profile', Icon: PersonBadgeFill },
  { key: 'like', Icon: HeartFill },
  { key: 'chat', Icon: ChatHeartFill },
] as const;

/** SPEC §2 `/landing`: the general lander: faces beside the headline, members online, how it works. */
export default function LandingPage() {
  const { t } = useTranslation();
  const lander = useLander('landing', 12);
  return (
    <LanderPage name="landing">
      <section className="lander-hero py-5">
        <div className="container py-md-4">
          <div className="row align-items-center gx-4 gx-lg-5 gy-5">
            <div className="col-lg-6">
              <OnlineBadge count={lander.online} className="mb-3" />
              <h1 className="display-4 fw-bold">{lander.title}</h1>
              <p className="lead my-4">{t('landers.landing.lead')}</p>
              <SignupButton variant="light" className="text-primary" />
              <p className="small mt-3 mb-0 opacity-75">{t('landers.free_note')}</p>
            </div>
            <div className="col-lg-6 d-none d-lg-block">
              <Fan members={lander.members} />
            </div>
          </div>
        </div>
      </section>
      <div className="container py-4">
        <TrustBadges />
      </div>
      <section className="container py-4" aria-labelledby="landing-members">
        <h2 id="landing-members" className="h3 lander-section-title mb-3">
          {lander.membersTitle()}
        </h2>
        <MemberGrid
          members={lander.members?.slice(3)}
          count={8}
          eager={2}
          label={t('landers.members_label')}
        />
      </section>
      <section className="container py-5" aria-labelledby="landing-how">
        <h2 id="landing-how" className="h3 lander-section-title text-center mb-4">
          {t('landers.how_title')}
        </h2>
        <ol className="row g-4 list-unstyled">
          {STEPS.map(({ key, Icon }) => (
            <li key={key} className="col-md-4 text-center">
              <span className="lander-step-icon mb-3">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="h5">{t(`landers.how.${key}.title`)}</h3>
              <p className="mb-0 text-body-secondary">{t(`landers.how.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
