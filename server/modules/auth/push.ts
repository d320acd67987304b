/** Browser push subscriptions (SPEC §7 `POST /api/user.php?push=1`). */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { lockAccount } from './accounts.ts';

/** At most this many push subscriptions per member; a new one beyond it drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

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
     * member and counts as new. A member keeps at most `PUSH_SUBSCRIPTIONS_PER_MEMBER` (10): the
     * oldest beyond them go (docs/security.md "Push endpoints"). One transaction with the member's
     * account row locked, so subscriptions arriving at once cannot pass the cap. Throws nothing
     * of its own.
     */
    async savePushSubscription(userId: number, subscription: PushSubscriptionInput): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId, 'update');
        await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: subscription.endpoint, keys: subscription.keys, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, keys: subscription.keys, createdAt: now },
          });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(PUSH_SUBSCRIPTIONS_PER_MEMBER);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      });
    },
  };
}
