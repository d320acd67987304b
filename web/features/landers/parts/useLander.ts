import {
  SOCIAL_PROOF_MIN_MEMBERS,
  SOCIAL_PROOF_MIN_ONLINE,
  SOCIAL_PROOF_THOUSANDS,
  shownCount,
} from '@common/constants';
import { slugDisplayName } from '@common/slugs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ShowcaseFilters, useShowcase } from '../queries';

/**
 * What a lander shows (SPEC §2): the route's optional `:slug`, real members from the showcase
 * (`limit` of them, filtered by `filters`), and `title(key)`: the lander's headline
 * `landers.<key>.title`, or `landers.<key>.title_place` ("Singles in Utrecht") once the slug
 * named a known city or region. While the showcase loads, a slug's headline names the place as
 * the slug spells it, so the headline keeps its lines when the answer comes (no layout shift).
 * Counts come back only when worth showing (honest social proof, common/constants.ts).
 */
export function useLander(key: string, limit: number, filters: Omit<ShowcaseFilters, 'slug' | 'limit'> = {}) {
  const { t } = useTranslation();
  const { slug } = useParams();
  // A place with few members is filled up from the rest of the country: a lander never looks empty.
  const showcase = useShowcase({ slug, limit, fill: '1', ...filters });
  const place = showcase.data?.place ?? null;
  const shownPlace = showcase.data ? place?.name : slug ? slugDisplayName(slug) : undefined;
  const title = shownPlace
    ? t(`landers.${key}.title_place`, { place: shownPlace })
    : t(`landers.${key}.title`);
  const members = showcase.data?.members;
  // Honest headings over the members (SPEC §2): "in Utrecht" only while every face is from there,
  // "online now" only while every face is online.
  const beyond = members?.some((m) => !m.in_place) ?? false;
  const allOnline = members ? members.length > 0 && members.every((m) => m.online) : true;
  /**
   * The heading over the faces: `keys.place` / `keys.beyond` ({{place}}) with a place (the second
   * once members from elsewhere fill it up), else `keys.online` or, when not all are online,
   * `keys.active`. Defaults: the shared `landers.members_*` texts.
   */
  const membersTitle = (
    keys: { place: string; beyond: string; online: string; active: string } = {
      place: 'landers.members_in',
      beyond: 'landers.members_in_beyond',
      online: 'landers.members_online',
      active: 'landers.members_active',
    },
  ) =>
    shownPlace
      ? t(beyond ? keys.beyond : keys.place, { place: shownPlace })
      : t(allOnline ? keys.online : keys.active);
  return {
    slug,
    place,
    title,
    members,
    /** Members online now, null when unknown or too few to show (SOCIAL_PROOF_MIN_ONLINE). */
    online: shownCount(showcase.data?.online_now, SOCIAL_PROOF_MIN_ONLINE),
    /** Matching members, null when unknown or too few to show (SOCIAL_PROOF_MIN_MEMBERS). */
    total: shownCount(showcase.data?.members_total, SOCIAL_PROOF_MIN_MEMBERS),
    /** True once the answer says the members are in the thousands (SOCIAL_PROOF_THOUSANDS). */
    thousands: (showcase.data?.members_total ?? 0) >= SOCIAL_PROOF_THOUSANDS,
    loaded: showcase.data !== undefined,
    membersTitle,
    placeName: shownPlace,
  };
}
