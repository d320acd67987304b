/**
 * What a member does to their own side of a conversation (SPEC §4, §7): read it, remove it, remove
 * one message. Neither changes what the partner sees, except the read marks of their messages.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Bus } from '../realtime/bus.ts';
import { membersOf } from './queries.ts';

/**
 * Change the viewer's side of a conversation (unread count, read time, removal) inside `tx`.
 * Throws not_found when the viewer is no member of it, so nobody touches another pair's conversation.
 */
async function updateOwnSide(
  tx: Tx,
  viewerId: number,
  conversationId: number,
  set: Partial<typeof conversationMembers.$inferInsert>,
): Promise<void> {
  const updated = await tx
    .update(conversationMembers)
    .set(set)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, viewerId)),
    )
    .returning({ userId: conversationMembers.userId });
  if (updated.length === 0) throw new AppError('not_found');
}

/** Build the own-side use cases (read, remove). */
export function createOwnSide(deps: { db: Db; clock: Pick<Clock, 'now'>; bus: Pick<Bus, 'publish'> }) {
  const { db, clock, bus } = deps;
  return {
    /**
     * SPEC §4 `POST /api/chats/:id/read`: opening a conversation sets the viewer's unread count to
     * 0 and marks the messages to them read. After the commit, one publish: `message_read` to the
     * partner (their read marks) and `chats_changed` to the viewer's other tabs. Throws not_found
     * for a conversation the viewer is no member of.
     */
    async markRead(viewerId: number, conversationId: number): Promise<void> {
      const now = clock.now();
      const partners = await db.transaction(async (tx) => {
        await updateOwnSide(tx, viewerId, conversationId, { unread: 0, lastReadAt: now });
        await tx
          .update(messages)
          .set({ readAt: now })
          .where(
            and(
              eq(messages.conversationId, conversationId),
              eq(messages.recipientId, viewerId),
              eq(messages.held, false),
              sql`${messages.readAt} is null`,
            ),
          );
        return (await membersOf(tx, conversationId)).filter((id) => id !== viewerId);
      });
      await bus.publish(
        { userIds: partners, event: { type: 'message_read', data: { conversation_id: conversationId } } },
        { userIds: [viewerId], event: { type: 'chats_changed', data: { conversation_id: conversationId } } },
      );
    },

    /**
     * SPEC §7 `DELETE /api/chat.php`: the conversation and its messages disappear for the viewer,
     * not for the partner; a new message brings the conversation back. Throws not_found for a
     * conversation the viewer is no member of.
     */
    async removeConversation(viewerId: number, conversationId: number): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateOwnSide(tx, viewerId, conversationId, { removedAt: now, unread: 0 });
        await tx
          .update(messages)
          .set({ deletedBySender: true })
          .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, viewerId)));
        await tx
          .update(messages)
          .set({ deletedByRecipient: true })
          .where(and(eq(messages.conversationId, conversationId), eq(messages.recipientId, viewerId)));
      });
    },

    /**
     * API.md `DELETE /api/messages/:id`: the message disappears for the viewer (sender or
     * recipient), not for the other. Throws not_found for a message of others.
     */
    async removeMessage(viewerId: number, messageId: number): Promise<void> {
      const [row] = await db
        .select({ senderId: messages.senderId })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            or(eq(messages.senderId, viewerId), eq(messages.recipientId, viewerId)),
          ),
        );
      if (!row) throw new AppError('not_found');
      await db
        .update(messages)
        .set(row.senderId === viewerId ? { deletedBySender: true } : { deletedByRecipient: true })
        .where(eq(messages.id, messageId));
    },
  };
}
