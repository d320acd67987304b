import { useTranslation } from 'react-i18next';
import { CalendarHeartFill } from '../../components/icons/calendar-heart-fill';
import { ChatHeartFill } from '../../components/icons/chat-heart-fill';
import { HeartFill } from '../../components/icons/heart-fill';
import { PersonBadgeFill } from '../../components/icons/person-badge-fill';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberPhoto } from './parts/MemberPhoto';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

const STEPS = [
  { key: 'profile', Icon: PersonBadgeFill },
  { key: 'like', Icon: HeartFill },
  { key: 'chat', Icon: ChatHeartFill },
  { key: 'meet', Icon: CalendarHeartFill },
] as const;

/**
 * SPEC §2 `/landers/iconslanding/{slug?}`: how it works in four steps, each a big icon, with a
 * row of members' faces as social proof.
 */
export default function IconsPage() {
  const { t } = useTranslation();
  const lander = useLander('iconslanding', 6);
  return (
    <LanderPage name="iconslanding">
      <section className="bg-white py-5">
        <div className="container text-center py-md-3">
          <h1 className="display-5 fw-bold text-secondary">{lander.title}</h1>
          <p className="lead my-3 mx-auto" style={{ maxWidth: '38rem' }}>
            {t('landers.iconslanding.lead')}
          </p>
          <div className="d-flex flex-wrap justify-content-center align-items-center gap-3 mb-4">
            <div className="lander-avatars" aria-hidden="true">
              {lander.members?.map((m) => (
                <MemberPhoto key={m.id} member={m} sizes="48px" decorative eager width={48} height={48} />
              ))}
            </div>
            <OnlineBadge count={lander.online} className="border" />
          </div>
          <SignupButton />
        </div>
      </section>
      <section className="container py-5" aria-labelledby="icons-steps">
        <h2 id="icons-steps" className="h3 lander-section-title text-center mb-5">
          {t('landers.how_title')}
        </h2>
        <ol className="row g-4 list-unstyled">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="col-sm-6 col-lg-3 text-center">
              <span className="lander-step-icon mb-3">
                <Icon aria-hidden="true" />
              </span>
              <p className="lander-step-number mb-1">{t('landers.iconslanding.step', { n: i + 1 })}</p>
              <h3 className="h5">{t(`landers.how.${key}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`landers.how.${key}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="text-center mt-5">
          <SignupButton>{t('landers.cta_now')}</SignupButton>
        </div>
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
