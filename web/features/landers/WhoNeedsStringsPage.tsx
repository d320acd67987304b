import { useTranslation } from 'react-i18next';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

const RULES = ['honest', 'fun', 'discreet'] as const;
const SIX = { cols: 'row-cols-3 row-cols-lg-6', sizes: '(min-width: 992px) 16vw, 33vw' };

/**
 * SPEC §2 `/landers/whoneedsstrings`: the casual-dating lander: a bold "no strings attached"
 * headline, the house rules of casual dating, faces, and the signup.
 */
export default function WhoNeedsStringsPage() {
  const { t } = useTranslation();
  const lander = useLander('whoneedsstrings', 12);
  return (
    <LanderPage name="whoneedsstrings" className="lander-strings">
      <section className="lander-hero py-5">
        <div className="container py-md-5">
          <OnlineBadge count={lander.online} className="mb-3" />
          <h1 className="mb-4">{lander.title}</h1>
          <p className="lead mb-4" style={{ maxWidth: '38rem' }}>
            {t('landers.whoneedsstrings.lead')}
          </p>
          <SignupButton variant="light" className="text-primary">
            {t('landers.whoneedsstrings.cta')}
          </SignupButton>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="strings-rules">
        <h2 id="strings-rules" className="h3 lander-section-title mb-4">
          {t('landers.whoneedsstrings.rules_title')}
        </h2>
        <ol className="row g-3 list-unstyled">
          {RULES.map((key, i) => (
            <li key={key} className="col-md-4">
              <div className="lander-rule p-4 h-100 shadow-sm">
                <span className="lander-step-number">0{i + 1}</span>
                <h3 className="h5 mt-1">{t(`landers.whoneedsstrings.rules.${key}.title`)}</h3>
                <p className="mb-0 text-body-secondary">{t(`landers.whoneedsstrings.rules.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="container pb-5" aria-labelledby="strings-members">
        <h2 id="strings-members" className="h3 lander-section-title mb-3">
          {t('landers.whoneedsstrings.members_title')}
        </h2>
        <MemberGrid members={lander.members} count={12} grid={SIX} label={t('landers.members_label')} />
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
