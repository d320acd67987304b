/**
 * The chats module's owner-API for the back office's member pages (issue "Back office" §3): a
 * member's conversations as metadata (never a message body), and a conversation's messages for
 * staff who gave a reason (the route audits it). Reads only `server/db/schema/chats.ts`.
 */
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';

/** A conversation of a member as metadata: the partner, dates, how many messages, the member's unread count. */
export interface ConversationMeta {
  id: number;
  partnerId: number;
  startedBy: number;
  startedAt: Date;
  lastMessageAt: Date;
  messageCount: number;
  unread: number;
  /** The member removed the conversation from their list. */
  removed: boolean;
}

/** At most this many conversations on a member page (the most recent ones). */
export const CONVERSATIONS_SHOWN = 200;

/**
 * The conversations of member `userId`, most recent message first, at most `CONVERSATIONS_SHOWN`
 * (see `ConversationMeta`); two queries on `db` or a caller's `tx`.
 */
export async function conversationsOf(db: Db | Tx, userId: number): Promise<ConversationMeta[]> {
  const other = alias(conversationMembers, 'other');
  const rows = await db
    .select({
      id: conversations.id,
      partnerId: other.userId,
      startedBy: conversations.startedBy,
      startedAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      unread: conversationMembers.unread,
      removedAt: conversationMembers.removedAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(
      other,
      and(eq(other.conversationId, conversationMembers.conversationId), ne(other.userId, userId)),
    )
    .where(eq(conversationMembers.userId, userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_SHOWN);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: messages.conversationId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(messages.conversationId);
  const countOf = new Map(counts.map((c) => [c.id, Number(c.count)]));
  return rows.map(({ removedAt, ...r }) => ({
    ...r,
    messageCount: countOf.get(r.id) ?? 0,
    removed: removedAt !== null,
  }));
}

/** A message as staff read it (every column but the stored image key and the client's id). */
export type StaffMessageRow = Omit<typeof messages.$inferSelect, 'photoKey' | 'clientId'>;

/** At most this many messages are answered for one reading (the most recent ones). */
export const MESSAGES_READ_LIMIT = 500;

/**
 * Conversation `conversationId` for staff: its member ids (lowest first; [] when it does not
 * exist) and its most recent `MESSAGES_READ_LIMIT` messages, oldest first, of both members,
 * including held, hidden, removed and deleted ones (the flags say which). `truncated` when older
 * messages were left out.
 */
export async function conversationForStaff(
  db: Db | Tx,
  conversationId: number,
): Promise<{ memberIds: number[]; messages: StaffMessageRow[]; truncated: boolean }> {
  const memberRows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.userId));
  if (memberRows.length === 0) return { memberIds: [], messages: [], truncated: false };
  const { photoKey: _p, clientId: _c, ...columns } = getTableColumns(messages);
  const rows = await db
    .select(columns)
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_READ_LIMIT + 1);
  const truncated = rows.length > MESSAGES_READ_LIMIT;
  return {
    memberIds: memberRows.map((r) => r.userId),
    messages: rows.slice(0, MESSAGES_READ_LIMIT).reverse(),
    truncated,
  };
}
