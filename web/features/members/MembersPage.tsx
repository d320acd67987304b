import type { MemberCard } from '@common/schemas/members';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSignupModal } from '../../components/SignupModal';
import { ApiError, api } from '../../lib/api';
import { mediaUrl, useSettings, useUser } from '../../lib/queries';

interface MembersPageAnswer {
  results: MemberCard[];
  numResults: number;
  page: number;
  next_cursor: string | null;
}

/** Query keys of the members feature. */
export const memberKeys = {
  list: (viewer: number | null) => ['members', 'list', viewer] as const,
};

function Card({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <div className="card member-card h-100 border-0 shadow-sm overflow-hidden">
      {member.main_image ? (
        <img
          src={mediaUrl(settings, member.main_image.thumb_filename)}
          alt={t('members.photo_of', { name: member.name })}
          className="member-photo"
          loading="lazy"
          width="200"
          height="200"
        />
      ) : (
        <div
          className="member-photo d-flex align-items-center justify-content-center"
          role="img"
          aria-label={t('members.no_photo')}
        >
          <i className="bi bi-person fs-1 text-body-secondary" aria-hidden="true" />
        </div>
      )}
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
        {member.fictional && (
          <span className="badge text-bg-light border mt-1">
            <i className={`bi bi-${settings?.fictional_icon ?? 'info-circle'} me-1`} aria-hidden="true" />
            {settings?.fictional_singular}
          </span>
        )}
      </div>
    </div>
  );
}

/** SPEC §2 /members: the member list, page by page with "load more". */
export default function MembersPage() {
  const { t } = useTranslation();
  const { data: user, isPending: userPending } = useUser();
  const signup = useSignupModal();
  const query = useInfiniteQuery({
    queryKey: memberKeys.list(user?.id ?? null),
    enabled: !userPending,
    initialPageParam: { page: 1, cursor: null as string | null },
    queryFn: ({ pageParam }) =>
      api<MembersPageAnswer>(
        `/api/members?page=${pageParam.page}${pageParam.cursor ? `&cursor=${pageParam.cursor}` : ''}`,
      ),
    getNextPageParam: (last) =>
      last.next_cursor ? { page: last.page + 1, cursor: last.next_cursor } : undefined,
  });

  if (userPending || query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError && query.error.code === 'authentication_required') {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <i className="bi bi-lock display-4 text-primary" aria-hidden="true" />
        <h1 className="h3 mt-3">{t('members.login_required_title')}</h1>
        <p>{t('members.login_required')}</p>
        <div className="d-flex justify-content-center gap-2">
          <Link to="/login?next=/members" className="btn btn-outline-primary">
            {t('nav.login')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => signup.open()}>
            {t('nav.signup')}
          </button>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {query.error.message}
        </div>
      </div>
    );
  }
  const members = query.data.pages.flatMap((p) => p.results);
  const total = query.data.pages[0]?.numResults ?? 0;
  return (
    <div className="container py-4">
      <div className="d-flex align-items-baseline justify-content-between mb-3">
        <h1 className="h3 mb-0">{t('members.title')}</h1>
        <span className="text-body-secondary small">{t('members.count', { count: total })}</span>
      </div>
      {members.length === 0 ? (
        <p>{t('members.empty')}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
          {members.map((m) => (
            <li key={m.id} className="col">
              <Card member={m} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="text-center mt-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('members.load_more')}
          </button>
        </div>
      )}
    </div>
  );
}
