/**
 * The message queries the members' side and the operators' side share: for a member's send
 * (`send.ts`) and an operator's answer as a fictional profile (`operator-send.ts`) the resend
 * lookup by `client_id`, the conversation's bookkeeping after the insert and the one publish after
 * the commit; for a member's and staff's view of a conversation (`queries.ts`, `operator.ts`) one
 * page of its history (SPEC §2, §4; ARCHITECTURE "Realtime").
 */
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import type { Envelope } from '../realtime/bus.ts';
import { type MessageRow, presentMessage } from './present.ts';
import { MESSAGES_PAGE_SIZE } from './rules.ts';

/**
 * The message `senderId` sent to `recipientId` with `clientId`, or undefined. The idempotency key
 * is scoped to the sender and their one conversation with the recipient (the unique key
 * `messages_client_key`); undefined too while the two have no conversation. One query, on `db` or
 * inside a caller's `tx`.
 */
export async function messageByClientId(
  db: Db | Tx,
  senderId: number,
  recipientId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const low = Math.min(senderId, recipientId);
  const high = Math.max(senderId, recipientId);
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        sql`${messages.conversationId} = (select ${conversations.id} from ${conversations}
              where ${conversations.memberLow} = ${low} and ${conversations.memberHigh} = ${high})`,
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The conversation's bookkeeping after `message` was stored in it, in the same transaction: its
 * last activity is the message's time, it comes back into the list of a member who removed it,
 * and the recipient's unread count grows by one unless the message is held. One statement.
 */
export async function conversationAfterMessage(tx: Tx, message: MessageRow): Promise<void> {
  const unreadStep = message.held ? 0 : 1;
  await tx.execute(sql`with touched as (
      update ${conversations} set last_message_at = ${message.createdAt.toISOString()}::timestamptz
      where ${conversations.id} = ${message.conversationId}
    )
    update ${conversationMembers} set removed_at = null,
      unread = unread + case when user_id = ${message.recipientId} then ${unreadStep}::int else 0 end
    where conversation_id = ${message.conversationId}`);
}

/**
 * The envelopes of one publish of a stored `message`: the sender's `message` event, then `also`
 * (e.g. the sender's new balance), then the recipient's `message` event unless the message is
 * held (it reaches them when they confirm); `recipientBlurs`: the recipient's chat image setting.
 */
export function messageEnvelopes(
  message: MessageRow,
  also: Envelope[] = [],
  recipientBlurs = true,
): Envelope[] {
  const envelopes: Envelope[] = [
    {
      userIds: [message.senderId],
      event: { type: 'message', data: presentMessage(message, message.senderId) },
    },
    ...also,
  ];
  if (!message.held) {
    envelopes.push({
      userIds: [message.recipientId],
      event: { type: 'message', data: presentMessage(message, message.recipientId, recipientBlurs) },
    });
  }
  return envelopes;
}

/**
 * One page of conversation `conversationId`: up to `MESSAGES_PAGE_SIZE` (30) of the messages
 * `visible` lets through with an id below `before` (all when absent), oldest first, and whether
 * older ones exist. One query, on `db` or inside a caller's `tx`.
 */
export async function messagePage(
  db: Db | Tx,
  conversationId: number,
  visible: SQL,
  before?: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), visible, before ? lt(messages.id, before) : undefined),
    )
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  return { rows: rows.slice(0, MESSAGES_PAGE_SIZE).reverse(), hasMore: rows.length > MESSAGES_PAGE_SIZE };
}
