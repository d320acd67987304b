import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { FinalCta } from './parts/FinalCta';
import { LanderPage } from './parts/LanderPage';
import { MemberGrid } from './parts/MemberGrid';
import { MemberPhoto } from './parts/MemberPhoto';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { useLander } from './parts/useLander';

/** Photos of a row a phone's screen shows before the wall moves (144 px each, 0.5 rem apart, scaled 1.15). */
const FIRST_SCREEN = 3;

/** Rows of the moving wall; each holds its photos four times so that the scroll loops seamlessly. */
function Wall({ members }: { members: ShowcaseMember[] }) {
  const rows = [0, 1, 2, 3].map((r) => {
    const row = members.filter((_, i) => i % 4 === r);
    return {
      key: `row-${r}`,
      items: [0, 1, 2, 3].flatMap((copy) => row.map((m) => ({ key: `${m.id}-${copy}`, m, copy }))),
    };
  });
  return (
    <div className="lander-wall" aria-hidden="true">
      {rows.map((row) => (
        <div key={row.key} className="lander-wall-row">
          {row.items.map(({ key, m, copy }, index) => (
            <MemberPhoto
              key={key}
              member={m}
              thumbnail
              decorative
              eager={copy === 0}
              priority={copy === 0 && index < FIRST_SCREEN ? 'high' : 'low'}
              width={144}
              height={144}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * SPEC §2 `/landers/video/{slug?}`: a "live" lander: a wall of members' faces moving behind the
 * headline like a video (CSS animation; still with reduced motion), then the members online.
 */
export default function VideoPage() {
  const { t } = useTranslation();
  const lander = useLander('video', 24);
  return (
    <LanderPage name="video">
      <section className="lander-stage">
        <Wall members={lander.members ?? []} />
        <div className="lander-stage-overlay" />
        <div className="container lander-stage-content py-5">
          <span className="lander-live mb-3">
            <span className="lander-pulse bg-white" aria-hidden="true" />
            {t('landers.video.live')}
          </span>
          <h1 className="display-4 fw-bold">{lander.title}</h1>
          <p className="lead my-4" style={{ maxWidth: '36rem' }}>
            {t('landers.video.lead')}
          </p>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <SignupButton variant="light" className="text-primary" />
            <OnlineBadge count={lander.online} />
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="video-members">
        <h2 id="video-members" className="h3 lander-section-title mb-3">
          {lander.membersTitle()}
        </h2>
        <MemberGrid members={lander.members?.slice(0, 8)} count={8} label={t('landers.members_label')} />
      </section>
      <FinalCta place={lander.placeName} />
    </LanderPage>
  );
}
