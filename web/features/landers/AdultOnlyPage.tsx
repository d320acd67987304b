import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

/** Where the visitor's "I am 18 or older" is kept for the browser session. */
const CONFIRMED_KEY = 'amora.lander.adult';

function confirmedBefore(): boolean {
  try {
    return sessionStorage.getItem(CONFIRMED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC §2 `/landers/adultonly`: first the 18+ confirmation (blurred faces behind it); once the
 * visitor confirms, the adult-dating lander itself. "Leave" goes elsewhere.
 */
export default function AdultOnlyPage() {
  const { t } = useTranslation();
  const [adult, setAdult] = useState(confirmedBefore);
  const heading = useRef<HTMLHeadingElement>(null);
  const lander = useLander('adultonly', 12);
  const confirmedNow = useRef(false);
  useEffect(() => {
    if (adult && confirmedNow.current) heading.current?.focus();
  }, [adult]);

  const confirm = () => {
    try {
      sessionStorage.setItem(CONFIRMED_KEY, '1');
    } catch {
      // Private mode without storage: asked again on the next visit.
    }
    confirmedNow.current = true;
    setAdult(true);
  };

  // The lander's own content is drawn behind the gate too, hidden: the server-drawn page's script
  // (`web/islands/adult.ts`) shows it once the visitor confirms, without the app.
  return (
    <LanderPage name="adultonly" className="lander-dark">
      {!adult && (
        <section
          className="lander-hero lander-gate-screen position-relative py-5 overflow-hidden"
          data-adult-gate=""
        >
          {/* The faces behind the question appear once loaded, with no placeholders to replace. */}
          {lander.members && (
            <div
              className="container lander-blur position-absolute top-0 start-50 translate-middle-x py-4"
              aria-hidden="true"
              inert
            >
              <MemberGrid members={lander.members} count={8} label="" />
            </div>
          )}
          <div className="container position-relative py-md-5">
            <section
              className="lander-gate mx-auto p-4 p-md-5 text-center"
              aria-labelledby="adult-gate-title"
            >
              <span className="lander-gate-badge mb-3">18+</span>
              <h1 id="adult-gate-title" className="h2 fw-bold">
                {t('landers.adultonly.gate_title')}
              </h1>
              <p className="my-3">{t('landers.adultonly.gate_body')}</p>
              <div className="d-grid gap-2">
                <button
                  type="button"
                  data-adult-confirm=""
                  className="btn btn-primary btn-lg fw-semibold"
                  onClick={confirm}
                >
                  {t('landers.adultonly.yes')}
                </button>
                <a className="btn btn-outline-light" href="https://www.google.com/" rel="noreferrer">
                  {t('landers.adultonly.no')}
                </a>
              </div>
            </section>
          </div>
        </section>
      )}
      <div data-adult-content="" hidden={!adult}>
        <section className="lander-hero py-5">
          <div className="container py-md-4 text-center">
            <span className="lander-eyebrow mb-3">18+</span>
            <h1 ref={heading} tabIndex={-1} className="display-5 fw-bold">
              {lander.title}
            </h1>
            <p className="lead my-4 mx-auto" style={{ maxWidth: '40rem' }}>
              {t('landers.adultonly.lead')}
            </p>
            <OnlineBadge count={lander.online} className="mb-4" />
            <div>
              <SignupButton />
            </div>
          </div>
        </section>
        <section className="container py-5" aria-labelledby="adult-members">
          <h2 id="adult-members" className="h3 lander-section-title mb-3">
            {t('landers.adultonly.members_title')}
          </h2>
          <MemberGrid members={lander.members} count={12} eager={2} label={t('landers.members_label')} />
          <div className="text-center mt-5">
            <SignupButton>{t('landers.cta_now')}</SignupButton>
            <div className="d-flex justify-content-center mt-4">
              <TrustBadges tone="dark" />
            </div>
          </div>
        </section>
      </div>
    </LanderPage>
  );
}
