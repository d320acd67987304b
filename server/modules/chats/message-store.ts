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
 * and the recipient's unread count grows by one unless the message is held.
 */
export async function conversationAfterMessage(tx: Tx, message: MessageRow): Promise<void> {
  const conversationId = message.conversationId;
  await tx
    .update(conversations)
    .set({ lastMessageAt: message.createdAt })
    .where(eq(conversations.id, conversationId));
  await tx
    .update(conversationMembers)
    .set({ removedAt: null })
    .where(eq(conversationMembers.conversationId, conversationId));
  if (message.held) return;
  await tx
    .update(conversationMembers)
    .set({ unread: sql`${conversationMembers.unread} + 1` })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, message.recipientId),
      ),
    );
}

/**
 * The envelopes of one publish of a stored `message`: the sender's `message` event, then `also`
 * (e.g. the sender's new balance), then the recipient's `message` event unless the message is
 * held (it reaches them when they confirm).
 */
export function messageEnvelopes(message: MessageRow, also: Envelope[] = []): Envelope[] {
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
      event: { type: 'message', data: presentMessage(message, message.recipientId) },
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
