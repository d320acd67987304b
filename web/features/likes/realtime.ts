import type { FrameHandlers } from '../../lib/realtime';
import { likeKeys } from './queries';

/**
 * The likes feature's realtime handlers (API.md "Realtime", composed in `web/app/realtime.ts`):
 * `like` and `match` carry only the other member's id, not the like card the page shows, so the
 * likes are fetched again (badge, pop-up, `/likes`).
 */
export const likeFrameHandlers: Pick<FrameHandlers, 'like' | 'match'> = {
  like: (_frame, queryClient) => void queryClient.invalidateQueries({ queryKey: likeKeys.all }),
  match: (_frame, queryClient) => void queryClient.invalidateQueries({ queryKey: likeKeys.all }),
};
