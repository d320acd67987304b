/** Browser push subscriptions (SPEC §7 `POST /api/user.php?push=1`). */
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';

/** A browser's push subscription as the Push API gives it (endpoint URL and its keys). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Build the push use case: `savePushSubscription`. */
export function createPush(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * SPEC §7 `POST /api/user.php?push=1`: keep a browser push subscription for member `userId`.
     * An endpoint already known (the same browser, perhaps another member before) moves to this
     * member. Throws nothing of its own.
     */
    async savePushSubscription(userId: number, subscription: PushSubscriptionInput): Promise<void> {
      const now = clock.now();
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: subscription.endpoint, keys: subscription.keys, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, keys: subscription.keys, createdAt: now },
        });
    },
  };
}
