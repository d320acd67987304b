/**
 * The reads of the chats module, and its API for other modules (the owner-API: `membersOf`,
 * `typingRecipients`, used by the realtime module's typing relay). Functions take `db` or a
 * caller's `tx` explicitly; the HTTP reads are built by `createChatQueries`.
 *
 * Table ownership: this module owns conversations, conversation_members and messages. The chat
 * list and the operator queue are presenting read queries that join the members module's
 * `profiles` (partner name, main photo, fictional flag) by table name in raw SQL, and the list
 * excludes blocks through the likes module's `notBlocked` (a `NOT EXISTS` on `blocks`): the
 * brief's allowed exception, because asking the owners per conversation would cost queries per row
 * (the list was ~3 queries per conversation before, ~600 for 200 conversations; now it is one).
 */

import type { ChatItem } from '@common/schemas/chats';
import { and, desc, eq, exists, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { notBlocked } from '../likes/blocks.ts';
import { presentChatItem, presentMessage } from './present.ts';
import { historySince, MESSAGES_PAGE_SIZE } from './rules.ts';

/**
 * SQL condition on `messages`: the messages `viewerId` may see at `now` (SPEC §2, §4): their own
 * unless they deleted them, those to them unless deleted by them or still held (sent while they
 * were unconfirmed), and none older than the history limit (`HISTORY_DAYS`).
 */
export function visibleTo(viewerId: number, now: Date): SQL {
  return sql`((${messages.senderId} = ${viewerId} and not ${messages.deletedBySender})
      or (${messages.recipientId} = ${viewerId} and not ${messages.deletedByRecipient} and not ${messages.held}))
    and ${messages.createdAt} >= ${historySince(now).toISOString()}::timestamptz`;
}

/**
 * The member ids of conversation `conversationId` (both sides, removed or not), lowest first;
 * [] when it does not exist. Runs on `db` or inside a caller's `tx`.
 */
export async function membersOf(db: Db | Tx, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(conversationMembers.userId);
  return rows.map((r) => r.userId);
}

/**
 * Who hears `userId` type in `conversationId` (API.md "Realtime", SPEC §6): the other members of
 * the conversation, answered only when `userId` is a member of it and only those with no block
 * between them and `userId` in either direction; one query, so a block committed before the
 * frame arrives silences it. A partner who removed the conversation still hears it, as a new
 * message would bring the conversation back to them (`send` delivers to them too). Answers [] for
 * a conversation of others or one that does not exist; ids are positive 32-bit integers.
 */
export async function typingRecipients(
  db: Db | Tx,
  userId: number,
  conversationId: number,
): Promise<number[]> {
  const mine = alias(conversationMembers, 'mine');
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        ne(conversationMembers.userId, userId),
        exists(
          db
            .select({ one: mine.userId })
            .from(mine)
            .where(and(eq(mine.conversationId, conversationId), eq(mine.userId, userId))),
        ),
        notBlocked(userId, conversationMembers.userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** A conversation the operators should answer (issue: chat, fictional profiles). */
export interface OperatorQueueItem {
  conversation_id: number;
  /** The newest message, which went to the fictional profile. */
  message_id: number;
  sender_id: number;
  /** The fictional profile's member id. */
  profile_id: number;
  profile_name: string;
  body: string | null;
  /** ISO 8601 time of that message. */
  created_at: string;
}

/** A timestamp as a driver answers it in a raw query (a Date, or text). */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** Build the HTTP reads of the chats module. */
export function createChatQueries(deps: { db: Db; clock: Pick<Clock, 'now'> }) {
  const { db, clock } = deps;
  return {
    /**
     * SPEC §7 `GET /api/chats.php`: the viewer's conversations that they did not remove, newest
     * message first, without partners blocked in either direction and without conversations in
     * which the viewer may see no message (e.g. only held ones). One query whatever the number of
     * conversations: the partner's side of the conversation (for the block check), the partner's
     * profile and a lateral join for the newest visible message.
     */
    async list(viewerId: number): Promise<ChatItem[]> {
      const partner = alias(conversationMembers, 'partner');
      const last = db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversations.id), visibleTo(viewerId, clock.now())))
        .orderBy(desc(messages.id))
        .limit(1)
        .as('last');
      // The members module's `profiles` by name (see the note at the top of this file).
      const rows = await db
        .select({
          conversationId: conversations.id,
          unread: conversationMembers.unread,
          partnerId: partner.userId,
          name: sql<string>`p.name`,
          mainPhotoId: sql<number | null>`p.main_photo_id`,
          fictional: sql<boolean>`p.fictional`,
          last: last._.selectedFields,
        })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .innerJoin(
          partner,
          and(eq(partner.conversationId, conversations.id), ne(partner.userId, conversationMembers.userId)),
        )
        .innerJoin(sql`profiles p`, sql`p.user_id = ${partner.userId}`)
        .innerJoinLateral(last, sql`true`)
        .where(
          and(
            eq(conversationMembers.userId, viewerId),
            sql`${conversationMembers.removedAt} is null`,
            notBlocked(viewerId, partner.userId),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
      return rows.map((r) =>
        presentChatItem(
          {
            conversationId: r.conversationId,
            unread: r.unread,
            partner: { id: r.partnerId, name: r.name, mainPhotoId: r.mainPhotoId, fictional: r.fictional },
            last: r.last,
          },
          viewerId,
        ),
      );
    },

    /**
     * API.md `GET /api/chats/:conversationId/messages?before=`: up to `MESSAGES_PAGE_SIZE` (30)
     * messages the viewer may see before the message id `before`, oldest first, and whether older
     * ones exist. Throws not_found for a conversation the viewer is no member of.
     */
    async page(viewerId: number, conversationId: number, before?: number) {
      const [member] = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, viewerId),
          ),
        );
      if (!member) throw new AppError('not_found');
      const rows = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            visibleTo(viewerId, clock.now()),
            before ? lt(messages.id, before) : undefined,
          ),
        )
        .orderBy(desc(messages.id))
        .limit(MESSAGES_PAGE_SIZE + 1);
      return {
        messages: rows
          .slice(0, MESSAGES_PAGE_SIZE)
          .reverse()
          .map((r) => presentMessage(r, viewerId)),
        has_more: rows.length > MESSAGES_PAGE_SIZE,
      };
    },

    /**
     * Issue: chat, fictional profiles: the queue for the operators who write for fictional
     * profiles: conversations whose newest message went to a fictional profile and has no answer
     * (no newer message) yet, oldest waiting first, at most `limit`. One query; joins the members
     * module's `profiles` by name for the fictional flag and name (see the top of this file).
     */
    async operatorQueue(limit = 100): Promise<OperatorQueueItem[]> {
      const result = await db.execute(sql`
        select q.* from (
          select distinct on (m.conversation_id) m.conversation_id, m.id as message_id, m.sender_id,
                 m.recipient_id, m.body, m.created_at, p.name as profile_name
            from ${messages} m
            join profiles p on p.user_id = m.recipient_id and p.fictional
           where not m.held
           order by m.conversation_id, m.id desc) q
         where not exists (select 1 from ${messages} n
                            where n.conversation_id = q.conversation_id and n.id > q.message_id)
         order by q.created_at, q.conversation_id
         limit ${limit}`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return rows.map((r) => ({
        conversation_id: Number(r.conversation_id),
        message_id: Number(r.message_id),
        sender_id: Number(r.sender_id),
        profile_id: Number(r.recipient_id),
        profile_name: String(r.profile_name),
        body: (r.body as string | null) ?? null,
        created_at: toDate(r.created_at).toISOString(),
      }));
    },
  };
}
