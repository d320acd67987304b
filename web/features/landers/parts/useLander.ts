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
  return {
    slug,
    place,
    title,
    members: showcase.data?.members,
    online: showcase.data?.online_now,
    total: showcase.data?.members_total,
    placeName: shownPlace,
  };
}
