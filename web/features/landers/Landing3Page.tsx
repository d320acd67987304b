import { useTranslation } from 'react-i18next';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { useFormat } from '../../lib/format';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberTile, TilePlaceholder } from './parts/MemberTile';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

const WHY = ['real', 'near', 'safe'] as const;

/**
 * SPEC §2 `/landing3/{slug?}`: the figures lander: members and members online now in the place,
 * a strip of faces to scroll, and why to join.
 */
export default function Landing3Page() {
  const { t } = useTranslation();
  const format = useFormat();
  const lander = useLander('landing3', 12);
  // A figure too small to show (honest social proof) leaves its place to the others.
  const figure = (n: number | null) => (n === null ? (lander.loaded ? null : '…') : format.number(n));
  const members = figure(lander.total);
  const online = figure(lander.online);
  return (
    <LanderPage name="landing3">
      <section className="bg-white py-5 border-bottom">
        <div className="container py-md-3 text-center">
          <h1 className="display-5 fw-bold text-secondary">
            {lander.placeName || lander.thousands ? lander.title : t('landers.landing3.title_few')}
          </h1>
          <p className="lead my-4 mx-auto" style={{ maxWidth: '40rem' }}>
            {t('landers.landing3.lead')}
          </p>
          <dl className="row g-3 justify-content-center my-4">
            {members !== null && (
              <div className="col-4 col-md-3 d-flex flex-column-reverse">
                <dt className="small text-body-secondary fw-normal">{t('landers.landing3.stat_members')}</dt>
                <dd className="lander-stat mb-1">{members}</dd>
              </div>
            )}
            {online !== null && (
              <div className="col-4 col-md-3 d-flex flex-column-reverse">
                <dt className="small text-body-secondary fw-normal">{t('landers.landing3.stat_online')}</dt>
                <dd className="lander-stat mb-1">{online}</dd>
              </div>
            )}
            <div className="col-4 col-md-3 d-flex flex-column-reverse">
              <dt className="small text-body-secondary fw-normal">{t('landers.landing3.stat_free')}</dt>
              <dd className="lander-stat mb-1">100%</dd>
            </div>
          </dl>
          <SignupButton />
        </div>
      </section>
      <section className="container py-5" aria-labelledby="landing3-faces">
        <h2 id="landing3-faces" className="h3 lander-section-title mb-3">
          {lander.membersTitle()}
        </h2>
        <ul className="lander-strip list-unstyled mb-0" aria-label={t('landers.members_label')}>
          {lander.members
            ? lander.members.map((m, i) => (
                <li key={m.id}>
                  <MemberTile member={m} sizes="9rem" eager={i < 2} />
                </li>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                // Keys of their own: a member whose id equals a placeholder's index must not take over (and
                // move) that placeholder's element when the members arrive (a layout shift).
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={`placeholder-${i}`}>
                  <TilePlaceholder />
                </li>
              ))}
        </ul>
      </section>
      <section className="container pb-5" aria-labelledby="landing3-why">
        <h2 id="landing3-why" className="h3 lander-section-title mb-4">
          {t('landers.landing3.why_title')}
        </h2>
        <ul className="row g-4 list-unstyled">
          {WHY.map((key) => (
            <li key={key} className="col-md-4 d-flex gap-3">
              <CheckCircleFill className="text-primary fs-3 flex-shrink-0" aria-hidden="true" />
              <div>
                <h3 className="h5">{t(`landers.landing3.why.${key}.title`)}</h3>
                <p className="mb-0 text-body-secondary">{t(`landers.landing3.why.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
