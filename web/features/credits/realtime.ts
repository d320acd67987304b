import { putBalance, shellKeys } from '../../lib/queries';
import type { FrameHandlers } from '../../lib/realtime';

/**
 * The credits feature's realtime handler (API.md "Realtime", composed in `web/app/realtime.ts`):
 * `credits_changed` carries the new balance, which goes into the cached user without a fetch
 * (SPEC §2 credits badge). One case is fetched: a member who never paid whose balance rose, as a
 * paid order (the only way `paid_user` becomes true, SPEC §3) raises it and the frame does not
 * carry the flag; a message, which lowers it, never is.
 */
export const creditFrameHandlers: Pick<FrameHandlers, 'credits_changed'> = {
  credits_changed: (frame, queryClient) => {
    const before = putBalance(queryClient, frame.data.credits);
    if (before && !before.paid_user && frame.data.credits > before.credits) {
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
    }
  },
};
