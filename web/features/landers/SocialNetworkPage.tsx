import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { ChatDots } from '../../components/icons/chat-dots';
import { Heart } from '../../components/icons/heart';
import { useSignupModal } from '../auth/SignupModal';
import { LanderPage } from './parts/LanderPage';
import { MemberPhoto } from './parts/MemberPhoto';
import { OnlineBadge } from './parts/OnlineBadge';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

/** How many example status lines `landers.socialnetwork.posts` holds (p1 … p8). */
const POSTS = 8;

function Post({ member, index }: { member: ShowcaseMember; index: number }) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const withPhoto = index % 3 === 0;
  return (
    <article className="card lander-post mb-3" aria-labelledby={`post-${member.id}`}>
      <div className="card-body d-flex align-items-center gap-3 pb-2">
        <MemberPhoto
          member={member}
          sizes="44px"
          decorative
          className="lander-avatar"
          width={44}
          height={44}
          eager={index < 2}
        />
        <div className="min-w-0">
          <h2 id={`post-${member.id}`} className="h6 mb-0 text-truncate">
            {member.online && <span className="online-dot me-1" aria-hidden="true" />}
            {member.name}, {member.age}
          </h2>
          <p className="small text-body-secondary mb-0 text-truncate">
            {member.online ? t('landers.socialnetwork.online') : member.city}
          </p>
        </div>
      </div>
      <p className="card-body py-0 mb-2">
        {t(`landers.socialnetwork.posts.p${(index % POSTS) + 1}`, { city: member.city })}
      </p>
      {withPhoto && (
        <MemberPhoto
          member={member}
          sizes="(min-width: 768px) 560px, 100vw"
          className="lander-post-photo"
          eager={index === 0}
        />
      )}
      <div className="card-body d-flex gap-2 pt-2">
        <button
          type="button"
          data-signup=""
          className="btn btn-sm btn-outline-primary"
          onClick={() => signup.open()}
        >
          <Heart aria-hidden="true" className="me-1" />
          {t('landers.socialnetwork.like')}
        </button>
        <button
          type="button"
          data-signup=""
          className="btn btn-sm btn-outline-secondary"
          onClick={() => signup.open()}
        >
          <ChatDots aria-hidden="true" className="me-1" />
          {t('landers.socialnetwork.reply')}
        </button>
      </div>
    </article>
  );
}

/**
 * SPEC §2 `/landers/socialnetwork/{slug?}`: a social-network-like feed of members' status posts;
 * liking or replying to a post opens the signup. Beside it (desktop) who is online.
 */
export default function SocialNetworkPage() {
  const { t } = useTranslation();
  const lander = useLander('socialnetwork', 12);
  const members = lander.members ?? [];
  return (
    <LanderPage name="socialnetwork" className="lander-feed">
      <div className="container py-4">
        <div className="row g-4">
          <div className="col-lg-4 order-lg-2">
            <section className="card lander-post p-4 sticky-lg-top" style={{ top: '1rem' }}>
              <h1 className="h3 fw-bold text-secondary">{lander.title}</h1>
              <p className="mb-3">{t('landers.socialnetwork.lead')}</p>
              <OnlineBadge count={lander.online} className="border mb-3 align-self-start" />
              <SignupButton className="w-100" />
              <div className="mt-3">
                <TrustBadges />
              </div>
            </section>
          </div>
          <section className="col-lg-8 order-lg-1" aria-label={t('landers.socialnetwork.feed_label')}>
            {/* Posts' places while they load, taller than a screen: what follows waits below the
                fold instead of moving down in sight (layout shift). */}
            {!lander.members &&
              ['first', 'second', 'third'].map((key) => (
                <div
                  key={key}
                  className="card lander-post lander-tile-placeholder mb-3"
                  style={{ height: '20rem' }}
                  aria-hidden="true"
                />
              ))}
            {members.map((m, i) => (
              <Post key={m.id} member={m} index={i} />
            ))}
            <div className="text-center py-3">
              <SignupButton>{t('landers.socialnetwork.more')}</SignupButton>
            </div>
          </section>
        </div>
      </div>
    </LanderPage>
  );
}
