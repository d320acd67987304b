/**
 * The chats module's API for the complaints module (SPEC §2 /complaints, DSA Art. 16): which
 * message a member may report. Part of the chats owner-API beside `queries.ts`.
 */

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';
import { visibleTo } from './queries.ts';

/** A message as a complaint needs it: its conversation and the two members. */
export interface ReportableMessage {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
}

/**
 * Message `messageId` when member `viewerId` may see it at `now` (a member of its conversation,
 * not deleted on their side, not held, within the history limit: `visibleTo`), else null (also
 * for an unknown id). One query; runs on `db` or inside a caller's `tx`. Throws nothing of its own.
 */
export async function reportableMessage(
  db: Db | Tx,
  viewerId: number,
  messageId: number,
  now: Date,
): Promise<ReportableMessage | null> {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), visibleTo(viewerId, now)))
    .limit(1);
  return row ?? null;
}
