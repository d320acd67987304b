/**
 * The reads of the chats module, and its API for other modules (the owner-API: `membersOf`,
 * `typingRecipients`, used by the realtime module's typing relay). Functions take `db` or a
 * caller's `tx` explicitly; the HTTP reads are built by `createChatQueries`.
 *
 * Table ownership: this module owns conversations, conversation_members and messages. The chat
 * list (and the operator queue, `operator.ts`) are presenting read queries that join the members module's
 * `profiles` (partner name, main photo, fictional flag) by table name in raw SQL, and the list
 * excludes blocks through the blocks module's `notBlocked` (a `NOT EXISTS` on `blocks`): the
 * brief's allowed exception, because asking the owners per conversation would cost queries per row
 * (the list was ~3 queries per conversation before, ~600 for 200 conversations; now it is one).
 */

import type { ChatItem } from '@common/schemas/chats';
import { and, eq, exists, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { notBlocked } from '../blocks/blocks.ts';
import { messagePage } from './message-store.ts';
import { blurImagesOf } from './preferences.ts';
import { type MessageRow, presentChatItem, presentMessage } from './present.ts';
import { historySince } from './rules.ts';

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

/**
 * Whether member `senderId` wrote to member `recipientId` (a message that reached them: not held).
 * SPEC §4 invisible mode: an invisible member is seen only by those they liked or wrote to first.
 */
export async function wroteTo(db: Db | Tx, senderId: number, recipientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.senderId, senderId), eq(messages.recipientId, recipientId), eq(messages.held, false)),
    )
    .limit(1);
  return Boolean(row);
}

/** One conversation of the chat list as the list query's JSON carries it (timestamps as text). */
interface ChatListJson {
  conversationId: number;
  unread: number;
  partnerId: number;
  name: string;
  mainPhotoId: number | null;
  fictional: boolean;
  /** The partner shows the verified badge (confirmed photo is the main photo). */
  verified: boolean;
  id: number;
  senderId: number;
  type: MessageRow['type'];
  body: string | null;
  giftId: string | null;
  /** Hidden by a moderator: shown as removed. */
  hiddenAt: string | null;
  /** Sent after "Weet je het zeker?" (docs/safety.md). */
  nudged: boolean;
  /** Contact details held back from the recipient (docs/safety.md). */
  contactKinds: string[];
  clientId: string;
  createdAt: string;
  readAt: string | null;
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
     * which the viewer may see no message (e.g. only held ones), and without partners whose account
     * is deleted (it comes back if they reactivate). One query whatever the number of
     * conversations: the partner's side of the conversation (for the block check), the partner's
     * profile and a lateral join for the newest visible message.
     */
    async list(viewerId: number): Promise<ChatItem[]> {
      const partner = alias(conversationMembers, 'partner');
      // The database builds the whole list as one JSON value: one row to read instead of one per
      // conversation (on PGlite, reading 200 rows of 14 columns took longer than the query itself).
      // The members module's `profiles` by name (see the note at the top of this file).
      const result = (await db.execute(sql`
        select coalesce(json_agg(json_build_object(
            'conversationId', t.conversation_id, 'unread', t.unread, 'partnerId', t.partner_id,
            'name', t.name, 'mainPhotoId', t.main_photo_id, 'fictional', t.fictional,
            'verified', t.verified, 'id', t.id, 'senderId', t.sender_id, 'type', t.type, 'body', t.body, 'giftId', t.gift_id,
            'clientId', t.client_id, 'createdAt', t.created_at, 'readAt', t.read_at,
            'hiddenAt', t.hidden_at, 'nudged', t.nudged, 'contactKinds', t.contact_kinds)
          order by t.last_message_at desc, t.conversation_id desc), '[]'::json) as list
        from (
          select ${conversations.lastMessageAt} as last_message_at, ${conversations.id} as conversation_id,
            ${conversationMembers.unread} as unread, ${partner.userId} as partner_id,
            p.name, p.main_photo_id, p.fictional,
            -- Verified photos (members' verification.ts \`verifiedSql\`): confirmed, on the main photo.
            coalesce(p.verified_at is not null and p.verified_photo_id = p.main_photo_id, false) as verified,
            last.*
          from ${conversationMembers}
          join ${conversations} on ${conversations.id} = ${conversationMembers.conversationId}
          join ${conversationMembers} partner on ${partner.conversationId} = ${conversations.id}
            and ${partner.userId} <> ${conversationMembers.userId}
          join profiles p on p.user_id = ${partner.userId}
          join lateral (
            select ${messages.id} as id, ${messages.senderId} as sender_id, ${messages.type} as type,
              ${messages.body} as body, ${messages.giftId} as gift_id, ${messages.clientId} as client_id,
              ${messages.createdAt} as created_at, ${messages.readAt} as read_at,
              ${messages.hiddenAt} as hidden_at, ${messages.nudged} as nudged,
              ${messages.contactKinds} as contact_kinds
            from ${messages}
            where ${messages.conversationId} = ${conversations.id} and ${visibleTo(viewerId, clock.now())}
            order by ${messages.id} desc limit 1
          ) last on true
          where ${conversationMembers.userId} = ${viewerId} and ${conversationMembers.removedAt} is null
            and ${notBlocked(viewerId, partner.userId)}
            -- SPEC §4: a deleted partner's conversation leaves the list (the auth module's users by name).
            and not exists (select 1 from users u where u.id = ${partner.userId} and u.status = 'deleted')
        ) t`)) as unknown as { rows: Array<{ list: ChatListJson[] }> };
      return (result.rows[0]?.list ?? []).map((r) =>
        presentChatItem(
          {
            conversationId: r.conversationId,
            unread: r.unread,
            partner: {
              id: r.partnerId,
              name: r.name,
              mainPhotoId: r.mainPhotoId,
              fictional: r.fictional,
              verified: r.verified,
            },
            last: {
              id: r.id,
              conversationId: r.conversationId,
              senderId: r.senderId,
              type: r.type,
              body: r.body,
              giftId: r.giftId,
              clientId: r.clientId,
              createdAt: toDate(r.createdAt),
              readAt: r.readAt === null ? null : toDate(r.readAt),
              hiddenAt: r.hiddenAt === null ? null : toDate(r.hiddenAt),
              nudged: r.nudged,
              contactKinds: r.contactKinds,
            },
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
      const page = await messagePage(db, conversationId, visibleTo(viewerId, clock.now()), before);
      const blurImages = await blurImagesOf(db, viewerId);
      return {
        messages: page.rows.map((r) => presentMessage(r, viewerId, blurImages)),
        has_more: page.hasMore,
      };
    },
  };
}
