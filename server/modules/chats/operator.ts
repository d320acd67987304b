/**
 * The chats module's owner-API for the operator console (issue "Back office" §4; SPEC §1 fictional
 * profiles): reads of conversations with a fictional profile, for `server/modules/operators`.
 * Like the chat list (see `queries.ts`), these presenting queries join the members module's
 * `profiles` (names, fictional flag) and the auth module's `users` (status) by table name in raw
 * SQL, so that the queue is one query whatever its length. Answering lives in `operator-send.ts`,
 * the operator figures in `operator-figures.ts`.
 */
import { gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/chats.ts';
import { messagePage } from './message-store.ts';
import { historySince } from './rules.ts';

/** A timestamp as a driver answers it in a raw query (a Date, or text). */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A conversation between a member and a fictional profile (both are account ids). */
export interface FictionalConversation {
  conversationId: number;
  /** The member (not fictional) side. */
  memberId: number;
  /** The fictional profile's account id. */
  profileId: number;
}

/**
 * Conversation `conversationId` when exactly one side is a fictional profile, else null (no such
 * conversation, two members, or two fictional profiles). Runs on `db` or inside a caller's `tx`.
 */
export async function fictionalConversation(
  db: Db | Tx,
  conversationId: number,
): Promise<FictionalConversation | null> {
  const result = (await db.execute(sql`
    select c.id, c.member_low, c.member_high, pl.fictional as low_fictional, ph.fictional as high_fictional
      from ${conversations} c
      join profiles pl on pl.user_id = c.member_low
      join profiles ph on ph.user_id = c.member_high
     where c.id = ${conversationId}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0];
  if (!row || Boolean(row.low_fictional) === Boolean(row.high_fictional)) return null;
  const low = Number(row.member_low);
  const high = Number(row.member_high);
  return row.low_fictional
    ? { conversationId, memberId: high, profileId: low }
    : { conversationId, memberId: low, profileId: high };
}

/** A conversation waiting for an operator's answer (`waitingConversations`). */
export interface WaitingConversation {
  conversationId: number;
  memberId: number;
  memberName: string;
  profileId: number;
  profileName: string;
  /** The member's first message since the profile's last answer. */
  waitingSince: Date;
  /** The newest message: the member's. */
  last: {
    id: number;
    type: 'text' | 'image' | 'gift';
    body: string | null;
    giftId: string | null;
    createdAt: Date;
  };
}

/**
 * The operator queue (issue "Back office" §4): conversations whose newest message went from a
 * member to a fictional profile and is not answered yet (no newer message), oldest waiting first
 * (by the member's first unanswered message), at most `limit`. Members who are deleted or banned
 * are left out (nobody should answer them). One query.
 */
export async function waitingConversations(db: Db | Tx, limit = 100): Promise<WaitingConversation[]> {
  const result = (await db.execute(sql`
    select q.*, pm.name as member_name, pf.name as profile_name,
           (select min(w.created_at) from ${messages} w
             where w.conversation_id = q.conversation_id and w.sender_id = q.member_id and not w.held
               and w.id > coalesce((select max(a.id) from ${messages} a
                                     where a.conversation_id = q.conversation_id
                                       and a.sender_id = q.profile_id), 0)) as waiting_since
      from (select distinct on (m.conversation_id) m.conversation_id, m.id as message_id,
                   m.sender_id as member_id, m.recipient_id as profile_id, m.type, m.body, m.gift_id,
                   m.created_at
              from ${messages} m
              join profiles p on p.user_id = m.recipient_id and p.fictional
             where not m.held
             order by m.conversation_id, m.id desc) q
      join profiles pm on pm.user_id = q.member_id and not pm.fictional
      join profiles pf on pf.user_id = q.profile_id
     where not exists (select 1 from ${messages} n
                        where n.conversation_id = q.conversation_id and n.id > q.message_id)
       and not exists (select 1 from users u where u.id = q.member_id and u.status in ('deleted', 'banned'))
     order by waiting_since, q.conversation_id
     limit ${limit}`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => ({
    conversationId: Number(r.conversation_id),
    memberId: Number(r.member_id),
    memberName: String(r.member_name),
    profileId: Number(r.profile_id),
    profileName: String(r.profile_name),
    waitingSince: toDate(r.waiting_since ?? r.created_at),
    last: {
      id: Number(r.message_id),
      type: r.type as 'text' | 'image' | 'gift',
      body: (r.body as string | null) ?? null,
      giftId: (r.gift_id as string | null) ?? null,
      createdAt: toDate(r.created_at),
    },
  }));
}

/** A message of a conversation as staff see it (`conversationHistory`). */
export interface StaffMessageRow {
  id: number;
  senderId: number;
  type: 'text' | 'image' | 'gift';
  /** Null for images and for messages whose sender was purged. */
  body: string | null;
  giftId: string | null;
  createdAt: Date;
  readAt: Date | null;
  operatorId: number | null;
  hidden: boolean;
}

/** Map a `messages` row to what staff see. */
export function toStaffMessage(row: typeof messages.$inferSelect): StaffMessageRow {
  return {
    id: row.id,
    senderId: row.senderId,
    type: row.type,
    body: row.removedAt ? null : row.body,
    giftId: row.giftId,
    createdAt: row.createdAt,
    readAt: row.readAt,
    operatorId: row.operatorId,
    hidden: row.hiddenAt !== null,
  };
}

/**
 * One page of conversation `conversationId` as staff see it: both sides, whatever either member
 * removed from their own view, hidden ones flagged, within the history limit (SPEC: chat history
 * is limited, `HISTORY_DAYS` before `now`); up to `MESSAGES_PAGE_SIZE` (30) messages before
 * message id `before`, oldest first, and whether older ones exist.
 */
export async function conversationHistory(
  db: Db | Tx,
  conversationId: number,
  now: Date,
  before?: number,
): Promise<{ messages: StaffMessageRow[]; hasMore: boolean }> {
  const page = await messagePage(db, conversationId, gte(messages.createdAt, historySince(now)), before);
  return { messages: page.rows.map(toStaffMessage), hasMore: page.hasMore };
}
