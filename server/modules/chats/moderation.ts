/**
 * The chats module's API for the moderation module (issue "Back office" §2): a message as staff
 * see it, and hiding or showing it again. A hidden message shows to both members as removed
 * (`present.ts`: no text, gift or image); staff still see it. Part of the chats owner-API.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';

/** A message as moderators see it, whatever the members see (`hidden` by a moderator, `removed` by a purge). */
export interface StaffMessage {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  type: 'text' | 'image' | 'gift';
  /** The text (null for images and gifts, and after a purge). */
  body: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenBy: number | null;
  removedAt: Date | null;
}

const staffColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  type: messages.type,
  body: messages.body,
  createdAt: messages.createdAt,
  hiddenAt: messages.hiddenAt,
  hiddenBy: messages.hiddenBy,
  removedAt: messages.removedAt,
};

/** The messages `ids` by id, as staff see them (unknown ids are absent); one query on `db` or a caller's `tx`. */
export async function staffMessages(db: Db | Tx, ids: readonly number[]): Promise<Map<number, StaffMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(staffColumns)
    .from(messages)
    .where(inArray(messages.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Hide message `messageId` from both members (`hiddenBy` the moderator's account, at `now`), or
 * show it again (`hiddenBy` null). Locks the row in `tx` and answers the message as it was before
 * the change, or null when there is no such message. Idempotent: hiding a hidden message keeps
 * its first moderator and time.
 */
export async function setMessageHidden(
  tx: Tx,
  messageId: number,
  hiddenBy: number | null,
  now: Date,
): Promise<StaffMessage | null> {
  const [before] = await tx
    .select(staffColumns)
    .from(messages)
    .where(eq(messages.id, messageId))
    .for('update');
  if (!before) return null;
  if ((hiddenBy === null) !== (before.hiddenAt === null)) {
    await tx
      .update(messages)
      .set(hiddenBy === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: now, hiddenBy })
      .where(eq(messages.id, messageId));
  }
  return before;
}
