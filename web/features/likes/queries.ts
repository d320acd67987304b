import { AUTO_LIKE_RELOAD_MS } from '@common/constants';
import type { autoLikeAnswer, blockedAnswer, likeAnswer, likesAnswer } from '@common/schemas/likes';
import type { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Answer, type ApiError, api } from '../../lib/api';
import { useUser } from '../../lib/queries';
import { chatKeys } from '../chats/queries';
import { memberKeys } from '../members/queries';

/** Query keys of likes and matches (CONVENTIONS 12). */
export const likeKeys = {
  all: ['likes'] as const,
  /** Under `all`, so whatever reloads the likes after a block or unblock reloads this list too. */
  blocked: ['likes', 'blocked'] as const,
};

/** SPEC §7 `GET /api/likes.php`; the progress indicator shows only on the first load. */
export function useLikes() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: likeKeys.all,
    enabled: Boolean(user),
    queryFn: () => api<Answer<typeof likesAnswer>>('/api/likes.php'),
  });
}

/** SPEC §2: new likes for the badge and the page title. */
export function useNewLikes(): number {
  const { data } = useLikes();
  return data?.liked_by.filter((l) => l.like_new).length ?? 0;
}

/**
 * Like (`POST /api/likes/:id`, `source` profile or swipe) or unlike (`DELETE`) a member; answers
 * whether the like completed a match (SPEC §4; an unlike never does). Throws ApiError
 * (`swipe_limit` after 4 swipe likes a day).
 */
export async function likeMember(
  profileId: number,
  on: boolean,
  source: 'profile' | 'swipe' = 'profile',
): Promise<{ match: boolean }> {
  if (!on) {
    await api<Answer<typeof okAnswer>>(`/api/likes/${profileId}`, { method: 'DELETE' });
    return { match: false };
  }
  const query = source === 'swipe' ? '?source=swipe' : '';
  return api<Answer<typeof likeAnswer>>(`/api/likes/${profileId}${query}`, { method: 'POST' });
}

/**
 * Like or unlike `profileId` from the profile page; then the profile and the likes are loaded
 * again, and `onMatch` runs when the like completed a match.
 */
export function useLikeMember(profileId: number, onMatch: () => void) {
  const queryClient = useQueryClient();
  return useMutation<{ match: boolean }, ApiError, boolean>({
    mutationFn: (on) => likeMember(profileId, on),
    onSuccess: (answer) => {
      if (answer.match) onMatch();
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(profileId) });
      void queryClient.invalidateQueries({ queryKey: likeKeys.all });
    },
  });
}

/**
 * Block (`POST /api/blocks/:id`, variable true) or unblock (`DELETE`, false) a member (SPEC §6).
 * On success `onDone` runs at once, the profile and the likes are loaded again, and the mutation
 * settles (e.g. `mutate`'s own `onSuccess`) once the chat list is loaded again.
 */
export function useBlockMember(profileId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, boolean>({
    mutationFn: (on) =>
      api<Answer<typeof okAnswer>>(`/api/blocks/${profileId}`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: () => {
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(profileId) });
      void queryClient.invalidateQueries({ queryKey: likeKeys.all });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

/** SPEC §4: opening a like clears its `like_new` (`POST /api/likes/:id/seen`); the likes are loaded again either way. */
export function useMarkLikeSeen() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (profileId) =>
      api<Answer<typeof okAnswer>>(`/api/likes/${profileId}/seen`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: likeKeys.all });
    },
  });
}

/**
 * Hook answering a function that asks the like pop-up's profile (SPEC §7 `GET /api/auto-like.php`:
 * id, name, match photo path) and reloads the likes AUTO_LIKE_RELOAD_MS (500 ms) later. Throws
 * ApiError `not_found` when there is no profile to show.
 */
export function useAutoLike() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const profile = await api<Answer<typeof autoLikeAnswer>>('/api/auto-like.php');
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: likeKeys.all }), AUTO_LIKE_RELOAD_MS);
    return profile;
  }, [queryClient]);
}

/** `GET /api/blocks` (SPEC §6, API.md): the members this member blocked, newest block first. */
export function useBlockedMembers() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: likeKeys.blocked,
    enabled: Boolean(user),
    queryFn: () => api<Answer<typeof blockedAnswer>>('/api/blocks'),
  });
}

/**
 * Unblock the member whose id is the variable (`DELETE /api/blocks/:id`, SPEC §6), from the
 * blocked list; on success the likes (the blocked list among them), that profile and the chat
 * list are loaded again. Throws ApiError.
 */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (profileId) => api<Answer<typeof okAnswer>>(`/api/blocks/${profileId}`, { method: 'DELETE' }),
    onSuccess: (_answer, profileId) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(profileId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      return queryClient.invalidateQueries({ queryKey: likeKeys.all });
    },
  });
}
