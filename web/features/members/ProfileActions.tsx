import type { MemberProfile } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatHeart } from '../../components/icons/chat-heart';
import { Flag } from '../../components/icons/flag';
import { Gift } from '../../components/icons/gift';
import { Heart } from '../../components/icons/heart';
import { HeartFill } from '../../components/icons/heart-fill';
import { SlashCircle } from '../../components/icons/slash-circle';

/** What a visitor is asked to log in or sign up for (SPEC §2 login_required texts). */
export type LoginReason = 'like' | 'chat' | 'gift';

/**
 * The buttons on another member's profile (SPEC §2): like, message, gift and block for a
 * `member`; for a visitor like, message and gift ask to log in (`onLoginNeeded`). Everyone may
 * report the profile (`/complaints?profile=<id>`, DSA Art. 16).
 */
export function ProfileActions({
  profile,
  member,
  liking,
  onLike,
  onBlock,
  onLoginNeeded,
}: {
  profile: MemberProfile;
  member: boolean;
  liking: boolean;
  onLike: () => void;
  onBlock: () => void;
  onLoginNeeded: (reason: LoginReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2 mb-4">
      <button
        type="button"
        className={`btn ${profile.liked ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={profile.liked}
        disabled={liking || profile.blocked}
        onClick={() => (member ? onLike() : onLoginNeeded('like'))}
      >
        {profile.liked ? (
          <HeartFill className="me-1" aria-hidden="true" />
        ) : (
          <Heart className="me-1" aria-hidden="true" />
        )}
        {profile.liked ? t('profile_page.liked') : t('profile_page.like')}
      </button>
      {member ? (
        !profile.blocked && (
          <>
            <Link to={`/members/${profile.id}/chat`} className="btn btn-primary">
              <ChatHeart className="me-1" aria-hidden="true" />
              {t('profile_page.message')}
            </Link>
            <Link to={`/members/${profile.id}/chat`} className="btn btn-outline-primary">
              <Gift className="me-1" aria-hidden="true" />
              {t('profile_page.gift')}
            </Link>
          </>
        )
      ) : (
        <>
          <button type="button" className="btn btn-outline-primary" onClick={() => onLoginNeeded('chat')}>
            <ChatHeart className="me-1" aria-hidden="true" />
            {t('profile_page.message')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => onLoginNeeded('gift')}>
            <Gift className="me-1" aria-hidden="true" />
            {t('profile_page.gift')}
          </button>
        </>
      )}
      {member && (
        <button type="button" className="btn btn-outline-secondary" onClick={onBlock}>
          <SlashCircle className="me-1" aria-hidden="true" />
          {profile.blocked ? t('block.unblock') : t('block.block')}
        </button>
      )}
      <Link
        to={`/complaints?profile=${profile.id}`}
        className="btn btn-outline-secondary"
        aria-label={t('complaints.report_member', { name: profile.name })}
      >
        <Flag className="me-1" aria-hidden="true" />
        {t('complaints.report')}
      </Link>
    </div>
  );
}
