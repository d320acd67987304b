/**
 * Owner-API of the browser push subscriptions (table `push_subscriptions`, owned by auth; module
 * map in docs/architecture.md) for the web-push sender (`server/modules/notifications/push.ts`).
 * Subscriptions are saved by `auth/push.ts` (SPEC §7 `POST /api/user.php?push=1`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/accounts.ts';

/** One stored subscription: its id, the push service's endpoint URL and the browser's keys (URL-safe base64). */
export interface StoredPushSubscription {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Every push subscription of member `userId` (one per browser that allowed push), oldest first. */
export async function subscriptionsOf(db: Db, userId: number): Promise<StoredPushSubscription[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/**
 * Forget the subscription at `endpoint` (the push service answered 404 or 410: it no longer
 * exists). Answers whether a row was removed (false when it was already gone).
 */
export async function removeSubscription(db: Db, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
