/**
 * The chats module's part of deleting and purging an account (SPEC §4): whom to tell that a
 * conversation left their list, and the messages of a purged member, which become "removed".
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, messages } from '../../db/schema/chats.ts';

/**
 * The conversations of member `userId` with the partner in each (their chat lists change with
 * the member's account): `[{conversationId, partnerId}]`.
 */
export async function conversationPartners(
  db: Db | Tx,
  userId: number,
): Promise<Array<{ conversationId: number; partnerId: number }>> {
  const rows = await db.execute(sql`
    select other.conversation_id, other.user_id
      from ${conversationMembers} mine
      join ${conversationMembers} other on other.conversation_id = mine.conversation_id
       and other.user_id <> mine.user_id
     where mine.user_id = ${userId}`);
  return (rows as unknown as { rows: Array<{ conversation_id: number; user_id: number }> }).rows.map((r) => ({
    conversationId: Number(r.conversation_id),
    partnerId: Number(r.user_id),
  }));
}

/**
 * Empty every message member `userId` sent, in `tx` (SPEC §4 purge): text, gift and image go and
 * `removed_at` is set, so partners see "removed" where the message was; the partners' own messages
 * stay theirs. The answers operators wrote to them as fictional profiles go too: the site's own
 * words to that member, which name and quote them (GDPR Art. 17). Answers the storage keys of the
 * images of the removed messages (WebP and thumbnail), for `PhotoStorage.remove` after the commit.
 */
export async function removeSentMessages(tx: Tx, userId: number, now: Date): Promise<string[]> {
  const theirs = or(
    eq(messages.senderId, userId),
    and(eq(messages.recipientId, userId), isNotNull(messages.operatorId)),
  );
  const images = await tx
    .select({ photoKey: messages.photoKey })
    .from(messages)
    .where(and(theirs, isNotNull(messages.photoKey)));
  await tx
    .update(messages)
    .set({ body: null, giftId: null, photoKey: null, removedAt: now })
    .where(and(theirs, isNull(messages.removedAt)));
  return images.flatMap((r) =>
    r.photoKey ? [`${r.photoKey}.webp`, `${r.photoKey}.thumb.webp`, `${r.photoKey}.blur.webp`] : [],
  );
}
