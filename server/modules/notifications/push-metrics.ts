/** Web pushes counted in the app's metrics (server/lib/metrics.ts). */
import type { Metrics } from '../../lib/metrics.ts';
import type { PushSendError, PushSender } from './push.ts';

/**
 * `sender` with its pushes counted for `metrics` (none: `sender` itself): the pushes a send
 * delivered as `sent`, and the subscriptions of a `PushSendError` as `failed` (the delivered ones
 * of a partly failed send counted as sent). Errors pass through unchanged.
 */
export function countPushes(metrics: Pick<Metrics, 'push'> | undefined, sender: PushSender): PushSender {
  if (!metrics) return sender;
  return {
    async send(userId, payload) {
      try {
        const result = await sender.send(userId, payload);
        metrics.push(result.sent, 0);
        return result;
      } catch (error) {
        const failed = error as Partial<PushSendError>;
        metrics.push(failed.result?.sent ?? 0, failed.failures?.length ?? 1);
        throw error;
      }
    },
  };
}
