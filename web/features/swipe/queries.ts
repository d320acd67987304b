import { swipeAnswer } from '@common/schemas/likes';
import type { MemberCard } from '@common/schemas/members';
import { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';
import { likeKeys, likeMember } from '../likes/queries';

/** Query keys of the swipe game (CONVENTIONS 12). */
export const swipeKeys = {
  game: ['swipe-game'] as const,
};

/** The place the swipe game's cards come from (`?country=&region=`, as the member search names it). */
export interface SwipePlace {
  country?: string;
  region?: string;
}

/**
 * SPEC §1 swipe game (`GET /api/swipe-game`): the next card (null when none is left) within the
 * member's search defaults and `place`, and the likes left today; fails with ApiError
 * `swipe_limit` (the message says how long to wait) after 4 likes.
 */
export function useSwipeGame(place: SwipePlace = {}) {
  const query = new URLSearchParams(
    Object.entries(place).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return useQuery({
    queryKey: [...swipeKeys.game, query],
    queryFn: () => api(`/api/swipe-game${query ? `?${query}` : ''}`, { schema: swipeAnswer }),
  });
}

/**
 * Like (source swipe) or pass (`POST /api/swipe-game/pass/:id`) the shown card, then the next
 * card and the likes are loaded; `onMatch` gets the card when the like completed a match. A
 * failure loads the game again (it may have hit the day's limit).
 */
export function useSwipe(onMatch: (profile: MemberCard) => void) {
  const queryClient = useQueryClient();
  return useMutation<{ match: boolean }, ApiError, { profile: MemberCard; like: boolean }>({
    mutationFn: ({ profile, like }) =>
      like
        ? likeMember(profile.id, true, 'swipe')
        : api(`/api/swipe-game/pass/${profile.id}`, { method: 'POST', schema: okAnswer }).then(() => ({
            match: false,
          })),
    onSuccess: (answer, { profile }) => {
      if (answer.match) onMatch(profile);
      void queryClient.invalidateQueries({ queryKey: swipeKeys.game });
      void queryClient.invalidateQueries({ queryKey: likeKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: swipeKeys.game }),
  });
}
