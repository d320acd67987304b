/**
 * A member's chat image setting (issue 28; docs/safety.md "Explicit images"): "Expliciete foto's
 * vervagen", on unless the member turned it off. With it on, a received image that is still being
 * screened or was flagged shows blurred until tapped; with it off, every received image shows at once.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatPreferences } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';

/** Whether member `userId` has received images blurred (true without a stored choice). */
export async function blurImagesOf(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ blur: chatPreferences.blurImages })
    .from(chatPreferences)
    .where(eq(chatPreferences.userId, userId));
  return row?.blur ?? true;
}

/** `PUT /api/chat-settings`: store member `userId`'s choice (`blur`), answering it. */
export async function setBlurImages(
  deps: { db: Db; clock: Pick<Clock, 'now'> },
  userId: number,
  blur: boolean,
): Promise<boolean> {
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(chatPreferences)
    .values({ userId, blurImages: blur, updatedAt })
    .onConflictDoUpdate({ target: chatPreferences.userId, set: { blurImages: blur, updatedAt } });
  return blur;
}

/** The chats module's part of purging an account: the member's chat setting goes. */
export async function forgetChatPreferences(tx: Tx, userId: number): Promise<void> {
  await tx.delete(chatPreferences).where(eq(chatPreferences.userId, userId));
}
