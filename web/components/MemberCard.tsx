import type { MemberCard as Card } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl, useSettings } from '../lib/queries';
import { FictionalBadge } from './FictionalBadge';
import { Person } from './icons/person';
import { VerifiedBadge } from './VerifiedBadge';

/**
 * A member in a grid (search, likes): photo, name and age, city, online and fictional marks.
 * `eager`: the card is in the first screenful, so its photo loads at once (the first one at high
 * priority: it is the page's largest paint) instead of lazily.
 */
export function MemberCard({
  member,
  to,
  badge,
  eager = 'no',
}: {
  member: Card;
  to?: string;
  badge?: string | undefined;
  eager?: 'no' | 'yes' | 'first';
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <Link
      to={to ?? `/members/${member.id}`}
      className="card member-card h-100 border-0 shadow-sm overflow-hidden text-reset text-decoration-none"
    >
      <div className="position-relative">
        {member.main_image ? (
          <img
            src={mediaUrl(settings, member.main_image.thumb_filename)}
            alt={t('members.photo_of', { name: member.name })}
            className="member-photo"
            loading={eager === 'no' ? 'lazy' : 'eager'}
            fetchPriority={eager === 'first' ? 'high' : 'auto'}
            width="200"
            height="200"
          />
        ) : (
          <div
            className="member-photo d-flex align-items-center justify-content-center"
            role="img"
            aria-label={t('members.no_photo')}
          >
            <Person className="fs-1 text-body-secondary" aria-hidden="true" />
          </div>
        )}
        {badge && <span className="badge text-bg-primary position-absolute top-0 end-0 m-2">{badge}</span>}
      </div>
      <div className="card-body p-2">
        <h2 className="h6 mb-0 text-truncate">
          {member.online && (
            <>
              <span className="online-dot me-1" aria-hidden="true" />
              <span className="visually-hidden">{t('members.online')}, </span>
            </>
          )}
          {member.name}, {member.age}
        </h2>
        <p className="small text-body-secondary mb-0 text-truncate">{member.city}</p>
        {member.verified && <VerifiedBadge className="mt-1" />}
        {member.fictional && <FictionalBadge className="mt-1" />}
      </div>
    </Link>
  );
}
