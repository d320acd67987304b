import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { useSignupModal } from '../../auth/SignupModal';
import { MemberPhoto } from './MemberPhoto';

/**
 * A member on a lander: the photo with name, age and city over it and an online dot. Pressing it
 * opens the signup ("Meet Anna, 29: sign up free"), since visitors see profiles after signing up.
 */
export function MemberTile({
  member,
  sizes,
  eager = false,
  className = '',
}: {
  member: ShowcaseMember;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  return (
    <button
      type="button"
      className={`lander-tile ${className}`}
      onClick={() => signup.open()}
      aria-label={t('landers.meet', { name: member.name, age: member.age })}
    >
      <MemberPhoto member={member} sizes={sizes} eager={eager} decorative className="lander-tile-photo" />
      <span className="lander-tile-caption" aria-hidden="true">
        <span className="fw-semibold d-block text-truncate">
          {member.online && <span className="online-dot me-1" />}
          {member.name}, {member.age}
        </span>
        {member.city && <span className="small d-block text-truncate opacity-75">{member.city}</span>}
      </span>
    </button>
  );
}

/** Grey squares in a tile's place while the members load (no layout shift). */
export function TilePlaceholder({ className = '' }: { className?: string }) {
  return <span className={`lander-tile lander-tile-placeholder ${className}`} aria-hidden="true" />;
}
