import { useTranslation } from 'react-i18next';
import { SignupButton } from './SignupButton';
import { TrustBadges } from './TrustBadges';

/** The closing band of a lander: a last headline, the signup button, the trust badges. */
export function FinalCta({ place }: { place?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="lander-final text-center text-white py-5" aria-labelledby="lander-final-title">
      <div className="container py-md-4">
        <h2 id="lander-final-title" className="h2 fw-bold">
          {place ? t('landers.final.title_place', { place }) : t('landers.final.title')}
        </h2>
        <p className="lead mb-4">{t('landers.final.body')}</p>
        <SignupButton variant="light" className="text-primary">
          {t('landers.cta_now')}
        </SignupButton>
        <div className="d-flex justify-content-center mt-4">
          <TrustBadges tone="dark" />
        </div>
      </div>
    </section>
  );
}
