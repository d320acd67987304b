/**
 * What the notifications module needs to know of a message to tell its recipient (issue:
 * notifications): who wrote, in which conversation, whether it was the first message the
 * recipient got there, and how many messages wait unread. Read-only; owned by chats.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMembers, messages } from '../../db/schema/chats.ts';

/**
 * A message as the notifications see it. `preview`: the text's first 140 characters, else null;
 * null too when its contact details are held back from the recipient (docs/safety.md).
 */
export interface MessageFacts {
  messageId: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  type: 'text' | 'image' | 'gift';
  preview: string | null;
  held: boolean;
  /** No earlier message of this conversation reached the recipient: a new conversation for them. */
  first: boolean;
}

/** The facts of message `messageId`, or null when it is gone (deleted, purged). */
export async function messageFacts(db: Db, messageId: number): Promise<MessageFacts | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!row || row.removedAt) return null;
  const [earlier] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.conversationId, row.conversationId), lt(messages.id, row.id), eq(messages.held, false)),
    )
    .limit(1);
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    type: row.type,
    preview: row.type === 'text' && row.body && row.contactKinds.length === 0 ? row.body.slice(0, 140) : null,
    held: row.held,
    first: !earlier,
  };
}

/**
 * Members with unread messages that arrived before `before` (SPEC §3 unread_message_reminders):
 * `[{userId, unread}]`, at most `limit`, most unread first.
 */
export async function membersWithUnread(
  db: Db,
  before: Date,
  limit = 1000,
): Promise<Array<{ userId: number; unread: number }>> {
  const rows = await db
    .select({
      userId: conversationMembers.userId,
      unread: sql<number>`sum(${conversationMembers.unread})::int`,
    })
    .from(conversationMembers)
    .where(
      and(
        sql`${conversationMembers.unread} > 0`,
        sql`${conversationMembers.removedAt} is null`,
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversationMembers.conversationId}
          and m.recipient_id = ${conversationMembers.userId} and m.read_at is null and not m.held
          and m.created_at < ${before})`,
      ),
    )
    .groupBy(conversationMembers.userId)
    .orderBy(sql`2 desc`)
    .limit(limit);
  return rows;
}
