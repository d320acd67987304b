/**
 * The chats module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): the member's conversations with the messages they sent and received, from
 * `server/db/schema/chats.ts`, and the chat images they sent for the zip. The partner appears as id
 * and profile name only (the members module's `profileNames`), never with an e-mail address.
 *
 * Which messages: every message the member sent, and every message sent to them except held ones
 * (sent while they were unconfirmed: not yet theirs, as `visibleTo` in `queries.ts` has it). Unlike
 * the chat, the export is all we hold: messages older than the history limit and messages the
 * member deleted on their side are included (`deleted_by_me`). Of a received message only what the
 * member could see: not the sender's cost, client id or deletion.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import { profileNames } from '../members/cards.ts';
import type { ExportFile } from '../members/export.ts';

/**
 * A message as exported; times as ISO 8601 text. `partner` is the other member of the
 * conversation: the recipient of a sent message, the sender of a received one.
 */
export interface MessageExport {
  id: number;
  conversation_id: number;
  direction: 'sent' | 'received';
  partner: { id: number; name: string | null };
  type: string;
  body: string | null;
  gift_id: string | null;
  /** Image messages: the picture's address on the site. */
  image_address: string | null;
  /** Sent image messages: the file's name in the export zip. */
  file: string | null;
  /** Sent messages: the credits the message cost. */
  cost: number | null;
  created_at: string;
  read: boolean;
  /** Received messages: when the member read it. */
  read_at: string | null;
  deleted_by_me: boolean;
  /** The sender's account was purged and the content is gone. */
  removed: boolean;
}

/** A conversation as exported (its messages are in `ChatsExport.data.messages`). */
export interface ConversationExport {
  id: number;
  partner: { id: number; name: string | null };
  started_by_me: boolean;
  created_at: string;
  last_message_at: string;
  /** The member's side: unread count, last read and when they removed the conversation. */
  unread: number;
  last_read_at: string | null;
  removed_at: string | null;
}

/** What `exportChats` answers: the JSON part and the sent chat images for the zip. */
export interface ChatsExport {
  data: { conversations: ConversationExport[]; messages: MessageExport[] };
  files: ExportFile[];
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The conversations of member `userId` and the messages they sent and received (see the note at
 * the top), oldest first; a conversation in which they have no such message and which they did not
 * start (only held messages to them) is left out. Sent image messages add their file
 * (`chat-images/{messageId}.webp`). Two reads of this module's tables and one of the names, on `db`
 * or a caller's `tx`; throws what the database throws.
 */
export async function exportChats(db: Db | Tx, userId: number): Promise<ChatsExport> {
  const sides = await db
    .select({
      conversation: conversations,
      unread: conversationMembers.unread,
      lastReadAt: conversationMembers.lastReadAt,
      removedAt: conversationMembers.removedAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversations.id));
  if (sides.length === 0) return { data: { conversations: [], messages: [] }, files: [] };
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        inArray(
          messages.conversationId,
          sides.map((s) => s.conversation.id),
        ),
        or(eq(messages.senderId, userId), and(eq(messages.recipientId, userId), sql`not ${messages.held}`)),
      ),
    )
    .orderBy(asc(messages.id));
  const partnerIds = new Map(
    sides.map(({ conversation: c }) => [c.id, c.memberLow === userId ? c.memberHigh : c.memberLow]),
  );
  const names = await profileNames(db, [...new Set(partnerIds.values())]);
  const partner = (conversationId: number) => {
    const id = partnerIds.get(conversationId) ?? 0;
    return { id, name: names.get(id) ?? null };
  };
  const files: ExportFile[] = [];
  const withMessages = new Set<number>();
  const exportedMessages = rows.map((m): MessageExport => {
    const sent = m.senderId === userId;
    const file = sent && m.type === 'image' && m.photoKey ? `chat-images/${m.id}.webp` : null;
    if (file && m.photoKey) files.push({ name: file, key: `${m.photoKey}.webp` });
    withMessages.add(m.conversationId);
    return {
      id: m.id,
      conversation_id: m.conversationId,
      direction: sent ? 'sent' : 'received',
      partner: partner(m.conversationId),
      type: m.type,
      body: m.body,
      gift_id: m.giftId,
      image_address: m.type === 'image' ? `/media/messages/${m.id}.webp` : null,
      file,
      cost: sent ? m.cost : null,
      created_at: m.createdAt.toISOString(),
      read: m.readAt !== null,
      read_at: sent ? null : isoOrNull(m.readAt),
      deleted_by_me: sent ? m.deletedBySender : m.deletedByRecipient,
      removed: m.removedAt !== null,
    };
  });
  const exportedConversations = sides
    .filter(({ conversation: c }) => withMessages.has(c.id) || c.startedBy === userId)
    .map(
      (s): ConversationExport => ({
        id: s.conversation.id,
        partner: partner(s.conversation.id),
        started_by_me: s.conversation.startedBy === userId,
        created_at: s.conversation.createdAt.toISOString(),
        last_message_at: s.conversation.lastMessageAt.toISOString(),
        unread: s.unread,
        last_read_at: isoOrNull(s.lastReadAt),
        removed_at: isoOrNull(s.removedAt),
      }),
    );
  return { data: { conversations: exportedConversations, messages: exportedMessages }, files };
}
