import { memberProfileAnswer, membersAnswer } from '@common/schemas/members';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useUser } from '../../lib/queries';

/** Query keys of the member search and the profile pages (CONVENTIONS 12). */
export const memberKeys = {
  /** One search: the viewer (null for a visitor) and the filters as a query string. */
  search: (viewer: number | null, filters: string) => ['members', 'search', viewer, filters] as const,
  profile: (id: number) => ['members', 'profile', id] as const,
};

/**
 * SPEC §3 search (API.md `GET /api/members`): `filters` is the query string of the filters
 * (gender, country, region, min_age, max_age, appearance); pages continue with the answer's
 * cursor. Waits until it is known whether someone is signed in (visitors may get
 * `authentication_required`) and while `enabled` is false (e.g. the search defaults load).
 */
export function useMemberSearch(filters: string, enabled = true) {
  const { data: user, isPending: userPending } = useUser();
  return useInfiniteQuery({
    queryKey: memberKeys.search(user?.id ?? null, filters),
    enabled: enabled && !userPending,
    initialPageParam: { page: 1, cursor: null as string | null },
    queryFn: ({ pageParam }) =>
      api(
        `/api/members?${filters}${filters ? '&' : ''}page=${pageParam.page}${pageParam.cursor ? `&cursor=${pageParam.cursor}` : ''}`,
        { schema: membersAnswer },
      ),
    getNextPageParam: (last) =>
      last.next_cursor ? { page: last.page + 1, cursor: last.next_cursor } : undefined,
  });
}

/**
 * A member's profile as the viewer may see it (API.md `GET /api/members/:id`: locked photos,
 * liked, match, blocked). Not asked for an id that is not a positive integer.
 */
export function useMemberProfile(id: number) {
  return useQuery({
    queryKey: memberKeys.profile(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: () => api(`/api/members/${id}`, { schema: memberProfileAnswer }),
    select: (data) => data.profile,
  });
}
