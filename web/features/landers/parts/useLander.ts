import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ShowcaseFilters, useShowcase } from '../queries';

/**
 * What a lander shows (SPEC §2): the route's optional `:slug`, real members from the showcase
 * (`limit` of them, filtered by `filters`), and `title(key)`: the lander's headline
 * `landers.<key>.title`, or `landers.<key>.title_place` ("Singles in Utrecht") once the slug
 * named a known city or region.
 */
export function useLander(key: string, limit: number, filters: Omit<ShowcaseFilters, 'slug' | 'limit'> = {}) {
  const { t } = useTranslation();
  const { slug } = useParams();
  // A place with few members is filled up from the rest of the country: a lander never looks empty.
  const showcase = useShowcase({ slug, limit, fill: '1', ...filters });
  const place = showcase.data?.place ?? null;
  const title = place ? t(`landers.${key}.title_place`, { place: place.name }) : t(`landers.${key}.title`);
  return {
    slug,
    place,
    title,
    members: showcase.data?.members,
    online: showcase.data?.online_now,
    total: showcase.data?.members_total,
    placeName: place?.name,
  };
}
