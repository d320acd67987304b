import type { LikeCard } from '@common/schemas/likes';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { MemberCard } from '../../components/MemberCard';
import { PageSpinner } from '../../components/PageSpinner';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useLikes } from './queries';

/** SPEC §2 /likes/{type}: the tabs of the likes overview. */
export const LIKE_TYPES = ['received', 'given', 'matches'] as const;
type LikeType = (typeof LIKE_TYPES)[number];

const filters: Record<LikeType, (c: LikeCard) => boolean> = {
  received: (c) => c.liked_me,
  given: (c) => c.liked,
  matches: (c) => c.match,
};

/** SPEC §2 /likes and /likes/{type}: likes received, given and matches. */
export default function LikesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = (params.type ?? 'received') as LikeType;
  const { data, isPending, isError, error } = useLikes();
  if (!LIKE_TYPES.includes(type)) return <NotFoundPage />;
  if (isPending) return <PageSpinner />;
  const cards = (data?.profiles ?? []).filter(filters[type]);
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      <nav aria-label={t('likes.title')}>
        <ul className="nav nav-pills mb-4">
          {LIKE_TYPES.map((tab) => {
            const count = (data?.profiles ?? []).filter(filters[tab]).length;
            return (
              <li key={tab} className="nav-item">
                <NavLink
                  to={`/likes/${tab}`}
                  className={({ isActive }) =>
                    `nav-link${isActive || (tab === 'received' && !params.type) ? ' active' : ''}`
                  }
                >
                  {t(`likes.tab_${tab}`)} <span className="badge text-bg-light">{count}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {isError && (
        <div className="alert alert-danger" role="alert">
          {error.message}
        </div>
      )}
      {cards.length === 0 ? (
        <p>{t(`likes.empty_${type}`)}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
          {cards.map((c) => (
            <li key={c.id} className="col">
              <MemberCard
                member={{
                  ...c,
                  main_image: c.main_image
                    ? { filename: c.main_image.filename, thumb_filename: c.main_image.thumb_filename }
                    : null,
                }}
                to={`/likes/m/${c.id}`}
                badge={c.like_new ? t('likes.new') : c.match ? t('likes.match') : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
