import { UNREAD_BADGE_CAP } from '@common/constants';

/** SPEC §2, §9: a count as a badge shows it, capped at "99+". */
export function badgeText(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
