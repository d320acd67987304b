import type { SearchDefaults } from '@common/match-finder';
import type { memberProfileAnswer, membersAnswer } from '@common/schemas/members';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { useSettings, useUser } from '../../lib/queries';
import { storedTracking } from '../../lib/tracking';
import {
  answersFilters,
  defaultsFilters,
  SEARCH_DEFAULTS_KEY,
  type SearchFilters,
  storedMatchFinder,
} from './searchDefaults';

/** Query keys of the member search and the profile pages (CONVENTIONS 12). */
export const memberKeys = {
  /** One search: the viewer (null for a visitor) and the filters as a query string. */
  search: (viewer: number | null, filters: string) => ['members', 'search', viewer, filters] as const,
  profile: (id: number) => ['members', 'profile', id] as const,
};

/**
 * Answers of this site's own server, typed and not parsed again (`lib/queries.ts`).
 *
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
      api<z.output<typeof membersAnswer>>(
        `/api/members?${filters}${filters ? '&' : ''}page=${pageParam.page}${pageParam.cursor ? `&cursor=${pageParam.cursor}` : ''}`,
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
    queryFn: () => api<z.output<typeof memberProfileAnswer>>(`/api/members/${id}`),
    select: (data) => data.profile,
  });
}

/**
 * Whether the viewer is a visitor whose search the server refuses (API.md `GET /api/members`:
 * neither the site's `logged_out_search` nor, for a visitor from a traffic source,
 * `logged_out_search_trafficsource`): known from the page state (`lib/pageState.ts`) without
 * asking, so "log in to search" is drawn at once. Undefined while the member or the settings are
 * not known; false for a member. Drawn at build time (`prerender.tsx`, user null, no settings), it
 * answers true: the server answers that drawing of `/members` only to such visitors
 * (`server/plugins/page-state.ts` `visitorSearchOpen`).
 */
export function useVisitorSearchClosed(): boolean | undefined {
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  if (user !== null) return user ? false : undefined;
  if (!settings) return import.meta.env.SSR ? true : undefined;
  const fromTrafficSource = Boolean(storedTracking());
  return !(settings.logged_out_search || (settings.logged_out_search_trafficsource && fromTrafficSource));
}

/**
 * Where the member search starts (SPEC §2 match finder): for a member their search defaults
 * (`GET /api/profile/search-defaults`: gender sought, ages, look; typed, not parsed), for a visitor
 * the match finder answers kept in this browser, else no filters. `isPending` until that is known.
 */
export function useSearchDefaults(): { filters: SearchFilters; isPending: boolean } {
  const { data: user, isPending: userPending } = useUser();
  const query = useQuery({
    queryKey: SEARCH_DEFAULTS_KEY,
    queryFn: () => api<{ search_defaults: SearchDefaults }>('/api/profile/search-defaults'),
    select: (answer) => answer.search_defaults,
    enabled: Boolean(user),
  });
  if (userPending) return { filters: {}, isPending: true };
  if (!user) {
    const stored = storedMatchFinder();
    return { filters: stored ? answersFilters(stored) : {}, isPending: false };
  }
  return { filters: query.data ? defaultsFilters(query.data) : {}, isPending: query.isPending };
}
