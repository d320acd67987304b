import { useTranslation } from 'react-i18next';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberTile, TilePlaceholder } from './parts/MemberTile';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

/** How many photos the collage holds. */
const COLLAGE = 18;

/**
 * SPEC §2 `/landers/collagelanding/{slug?}`: a full-width collage of member photos in varied
 * sizes, with the headline card over its lower edge.
 */
export default function CollagePage() {
  const { t } = useTranslation();
  const lander = useLander('collagelanding', COLLAGE);
  return (
    <LanderPage name="collagelanding">
      <ul className="lander-collage list-unstyled mb-0 p-1" aria-label={t('landers.members_label')}>
        {lander.members
          ? lander.members.map((m, i) => (
              <li key={m.id}>
                <MemberTile member={m} sizes="(min-width: 768px) 34vw, 67vw" eager={i < 4} />
              </li>
            ))
          : Array.from({ length: COLLAGE }, (_, i) => (
              // Keys of their own: a member whose id equals a placeholder's index must not take over (and
              // move) that placeholder's element when the members arrive (a layout shift).
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={`placeholder-${i}`}>
                <TilePlaceholder />
              </li>
            ))}
      </ul>
      <div className="container">
        <section className="lander-collage-card card shadow-lg border-0 mx-auto p-4 p-md-5 text-center">
          <OnlineBadge count={lander.online} className="mx-auto mb-3 border" />
          <h1 className="display-6 fw-bold text-secondary">{lander.title}</h1>
          <p className="lead my-3">{t('landers.collagelanding.lead')}</p>
          <div>
            <SignupButton />
          </div>
        </section>
      </div>
      <div className="mt-5">
        <FinalCta place={lander.placeName} />
      </div>
    </LanderPage>
  );
}
