import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { useSignupModal } from '../../auth/SignupModal';
import { MemberPhoto } from './MemberPhoto';

/**
 * A member on a lander: the photo with name, age and city over it and an online dot. Pressing it
 * opens the signup, since visitors see profiles after signing up. Its name is the caption it shows
 * and the action ("Anna, 29, Utrecht: Meld je nu gratis aan").
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
    <button type="button" data-signup="" className={`lander-tile ${className}`} onClick={() => signup.open()}>
      <MemberPhoto member={member} sizes={sizes} eager={eager} decorative className="lander-tile-photo" />
      {/* The visible caption is the button's name (WCAG 2.5.3 label in name), then what it does. */}
      <span className="lander-tile-caption">
        <span className="fw-semibold d-block text-truncate">
          {member.online && <span className="online-dot me-1" aria-hidden="true" />}
          {member.name}, {member.age}
        </span>
        {member.city && (
          <span className="small d-block text-truncate opacity-75">
            <span className="visually-hidden">, </span>
            {member.city}
          </span>
        )}
      </span>
      <span className="visually-hidden">: {t('landers.cta_now')}</span>
    </button>
  );
}

/** Grey squares in a tile's place while the members load (no layout shift). */
export function TilePlaceholder({ className = '' }: { className?: string }) {
  return <span className={`lander-tile lander-tile-placeholder ${className}`} aria-hidden="true" />;
}
