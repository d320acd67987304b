import { useTranslation } from 'react-i18next';
import { GenderFemale } from '../../components/icons/gender-female';
import { GenderMale } from '../../components/icons/gender-male';
import { useSignupModal } from '../auth/SignupModal';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { OnlineBadge } from './parts/OnlineBadge';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

const SIX = {
  cols: 'row-cols-2 row-cols-md-3',
  sizes: '(min-width: 992px) 15vw, (min-width: 768px) 30vw, 50vw',
};

/**
 * SPEC §2 `/landing2/{slug?}`: the quick-start lander: "who are you looking for?" as two big
 * choices that open the signup, beside six faces of the place.
 */
export default function Landing2Page() {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const lander = useLander('landing2', 6);
  return (
    <LanderPage name="landing2">
      <section className="lander-hero py-5">
        <div className="container py-md-4">
          <div className="row gx-4 gx-lg-5 gy-5 align-items-center">
            <div className="col-lg-5">
              <span className="lander-eyebrow mb-3">{t('landers.landing2.eyebrow')}</span>
              <h1 className="display-5 fw-bold">{lander.title}</h1>
              <p className="lead my-4">{t('landers.landing2.lead')}</p>
              <fieldset>
                <legend className="h5 fw-semibold mb-3">{t('landers.landing2.question')}</legend>
                <div className="row g-3">
                  <div className="col-6">
                    <button
                      type="button"
                      data-signup=""
                      className="lander-choice"
                      onClick={() => signup.open()}
                    >
                      <GenderFemale aria-hidden="true" className="d-block mx-auto mb-2" />
                      {t('landers.landing2.woman')}
                    </button>
                  </div>
                  <div className="col-6">
                    <button
                      type="button"
                      data-signup=""
                      className="lander-choice"
                      onClick={() => signup.open()}
                    >
                      <GenderMale aria-hidden="true" className="d-block mx-auto mb-2" />
                      {t('landers.landing2.man')}
                    </button>
                  </div>
                </div>
              </fieldset>
              <p className="small mt-3 mb-0 opacity-75">{t('landers.free_note')}</p>
            </div>
            <div className="col-lg-7">
              <OnlineBadge count={lander.online} className="mb-3" />
              <MemberGrid
                members={lander.members}
                count={6}
                grid={SIX}
                eager={2}
                label={t('landers.members_label')}
              />
            </div>
          </div>
        </div>
      </section>
      <div className="container py-4 d-flex justify-content-center">
        <TrustBadges />
      </div>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
