import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { FREE_CONVERSATION_LIMIT } from '../../../common/constants.ts';
import { GIFTS } from '../../../common/gifts.ts';
import type { ApiMessage, ChatItem, SendMessageBody } from '../../../common/schemas/chats.ts';
import type { SiteSettings } from '../../../common/schemas/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages, profiles, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { book } from '../credits/ledger.ts';
import { processImage } from '../members/photos.ts';
import { presentImage } from '../members/present.ts';
import type { PhotoStorage } from '../members/storage.ts';
import { blockBetween, lockPair } from '../members/visibility.ts';
import type { Bus } from '../realtime/bus.ts';

/** Where a member's uploaded chat image lives in photo storage (without `.webp`). */
function chatImagePath(senderId: number, imageKey: string): string {
  return `chat/${senderId}/${imageKey}`;
}

/** Messages a conversation page holds. */
export const MESSAGES_PAGE_SIZE = 30;
/** SPEC §2 "chat history is limited for privacy": messages older than this many days are not shown. */
export const HISTORY_DAYS = 365;

type MessageRow = typeof messages.$inferSelect;

/** One presenter for a message, for the HTTP answers and realtime events (CONVENTIONS 5). */
export function presentMessage(row: MessageRow, viewerId: number): ApiMessage {
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    from_me: mine,
    sender_id: row.senderId,
    type: row.type,
    body: row.body,
    gift_id: row.giftId,
    image:
      row.type === 'image'
        ? { filename: `messages/${row.id}.webp`, thumb_filename: `messages/${row.id}.thumb.webp` }
        : null,
    client_id: mine ? row.clientId : null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Change the viewer's side of a conversation (unread count, read time, removal). Throws not_found
 * when the viewer is no member of it, so nobody touches another pair's conversation.
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

/** Conversations and paid messages (SPEC §1, §2, §4-§6; issue: chat). */
export type ChatsService = ReturnType<typeof createChatsService>;

/** Build the chats service. */
export function createChatsService(deps: {
  db: Db;
  clock: Clock;
  bus: Pick<Bus, 'publish'>;
  storage: PhotoStorage;
}) {
  const { db, clock, bus, storage } = deps;

  async function existing(senderId: number, clientId: string) {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
      .limit(1);
    return row;
  }

  async function balance(userId: number): Promise<number> {
    const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? 0;
  }

  return {
    /**
     * `POST /api/chat-images`: re-encode an image for a chat message through the photo pipeline
     * (metadata dropped, WebP) and keep it for the sender; answers the 24-hex `image_key` that
     * `send` with type `image` takes. Nothing is charged until the message is sent. Throws
     * validation `photo_type`.
     */
    async uploadImage(senderId: number, data: Buffer): Promise<string> {
      const { full, thumb } = await processImage(data, 'inside');
      const key = randomBytes(12).toString('hex');
      await storage.put(`${chatImagePath(senderId, key)}.webp`, full);
      await storage.put(`${chatImagePath(senderId, key)}.thumb.webp`, thumb);
      return key;
    },

    /**
     * API.md `POST /api/messages`: store and charge one message in one transaction. The same
     * `client_id` again answers the first message and charges nothing. Costs: message_credits
     * for text, photo_credits for an image (uploaded first), gift_credits for a gift. A free member starts at most 2 conversations (403
     * conversation_limit); replies are not new conversations. Messages to an unconfirmed member
     * are held until they confirm. A block either way is checked inside the transaction after
     * both members' rows are locked (`lockPair`), so a send racing a block is stored before it or
     * refused (issue 9; SPEC §6). Throws insufficient_credits (402), blocked (the recipient blocked
     * the sender), forbidden (the sender blocked the recipient), conversation_limit, not_confirmed,
     * not_found and validation; nothing is stored or charged when it throws.
     */
    async send(senderId: number, input: SendMessageBody, settings: SiteSettings) {
      const again = await existing(senderId, input.client_id);
      if (again) {
        return {
          message: presentMessage(again, senderId),
          conversation: { id: again.conversationId },
          credits: await balance(senderId),
          created: false,
        };
      }
      if (input.profile_id === senderId) throw new AppError('not_found');
      const [sender] = await db.select().from(users).where(eq(users.id, senderId));
      if (!sender) throw new AppError('authentication_required');
      if (sender.status !== 'confirmed') throw new AppError('not_confirmed');
      const [recipient] = await db
        .select({ status: users.status, name: profiles.name, profileStatus: profiles.status })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, input.profile_id));
      if (
        !recipient ||
        (recipient.status !== 'confirmed' && recipient.status !== 'not_confirmed') ||
        recipient.profileStatus !== 'active'
      ) {
        throw new AppError('not_found');
      }
      let cost: number;
      let reason: 'message' | 'gift' | 'photo';
      let photoKey: string | null = null;
      if (input.type === 'text') {
        if (input.body.length > settings.message_length) {
          throw fieldError({ body: 'validation.message_too_long' }, { max: settings.message_length });
        }
        cost = settings.message_credits;
        reason = 'message';
      } else if (input.type === 'image') {
        photoKey = chatImagePath(senderId, input.image_key);
        if (!(await storage.get(`${photoKey}.thumb.webp`)))
          throw fieldError({ image_key: 'validation.photo_type' });
        cost = settings.photo_credits;
        reason = 'photo';
      } else {
        if (!GIFTS.some((g) => g.id === input.gift_id)) throw fieldError({ gift_id: 'validation.choose' });
        cost = settings.gift_credits;
        reason = 'gift';
      }
      const now = clock.now();
      const low = Math.min(senderId, input.profile_id);
      const high = Math.max(senderId, input.profile_id);
      const held = recipient.status !== 'confirmed';
      const result = await db.transaction(async (tx) => {
        // One member's sends are handled one at a time: the conversation limit and the balance
        // are then checked against what the previous send left. The lock also orders this send
        // and a block between the two (issue 9): the block check below is final for this
        // transaction, so a message is stored before a block or refused after it.
        if (!(await lockPair(tx, senderId, input.profile_id, 'send'))) throw new AppError('not_found');
        const block = await blockBetween(tx, senderId, input.profile_id);
        if (block.byThem) throw new AppError('blocked', { name: recipient.name });
        if (block.byMe) throw new AppError('forbidden');
        let [conversation] = await tx
          .select()
          .from(conversations)
          .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
        if (!conversation) {
          if (!sender.paidUser) {
            const [started] = await tx
              .select({ n: count() })
              .from(conversations)
              .where(eq(conversations.startedBy, senderId));
            if ((started?.n ?? 0) >= FREE_CONVERSATION_LIMIT)
              throw new AppError('conversation_limit', { limit: FREE_CONVERSATION_LIMIT });
          }
          [conversation] = await tx
            .insert(conversations)
            .values({
              memberLow: low,
              memberHigh: high,
              startedBy: senderId,
              createdAt: now,
              lastMessageAt: now,
            })
            .onConflictDoNothing()
            .returning();
          conversation ??= (
            await tx
              .select()
              .from(conversations)
              .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)))
          )[0];
          if (!conversation) throw new Error('conversation not created');
          await tx
            .insert(conversationMembers)
            .values([
              { conversationId: conversation.id, userId: senderId },
              { conversationId: conversation.id, userId: input.profile_id },
            ])
            .onConflictDoNothing();
        }
        const [message] = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            senderId,
            recipientId: input.profile_id,
            clientId: input.client_id,
            type: input.type,
            body: input.type === 'image' ? null : (input.body ?? null),
            giftId: input.type === 'gift' ? input.gift_id : null,
            photoKey,
            cost,
            held,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!message) return null;
        const credits = await book(tx, {
          userId: senderId,
          delta: -cost,
          reason,
          reference: `message:${message.id}`,
          at: now,
        });
        await tx
          .update(conversations)
          .set({ lastMessageAt: now })
          .where(eq(conversations.id, conversation.id));
        await tx
          .update(conversationMembers)
          .set({ removedAt: null })
          .where(eq(conversationMembers.conversationId, conversation.id));
        if (!held) {
          await tx
            .update(conversationMembers)
            .set({ unread: sql`${conversationMembers.unread} + 1` })
            .where(
              and(
                eq(conversationMembers.conversationId, conversation.id),
                eq(conversationMembers.userId, input.profile_id),
              ),
            );
        }
        return { message, credits };
      });
      if (!result) {
        // The same client_id won a race inside the transaction: answer that message.
        const first = await existing(senderId, input.client_id);
        if (!first) throw new Error('message vanished');
        return {
          message: presentMessage(first, senderId),
          conversation: { id: first.conversationId },
          credits: await balance(senderId),
          created: false,
        };
      }
      // Published after the commit: the message is stored before anyone hears of it.
      const conversationId = result.message.conversationId;
      await bus.publish({
        userIds: [senderId],
        event: { type: 'message', data: presentMessage(result.message, senderId) },
      });
      await bus.publish({
        userIds: [senderId],
        event: { type: 'credits_changed', data: { credits: result.credits } },
      });
      await bus.publish({
        userIds: [senderId],
        event: { type: 'chats_changed', data: { conversation_id: conversationId } },
      });
      if (!held) {
        await bus.publish({
          userIds: [input.profile_id],
          event: { type: 'message', data: presentMessage(result.message, input.profile_id) },
        });
        await bus.publish({
          userIds: [input.profile_id],
          event: { type: 'chats_changed', data: { conversation_id: conversationId } },
        });
      }
      return {
        message: presentMessage(result.message, senderId),
        conversation: { id: conversationId },
        credits: result.credits,
        created: true,
      };
    },

    /** SPEC §7 `GET /api/chats.php`: the member's conversations, newest first, without blocked partners. */
    async list(viewerId: number): Promise<ChatItem[]> {
      const rows = await db
        .select({ c: conversations, unread: conversationMembers.unread })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .where(and(eq(conversationMembers.userId, viewerId), sql`${conversationMembers.removedAt} is null`))
        .orderBy(desc(conversations.lastMessageAt));
      const items: ChatItem[] = [];
      for (const { c, unread } of rows) {
        const partnerId = c.memberLow === viewerId ? c.memberHigh : c.memberLow;
        const block = await blockBetween(db, viewerId, partnerId);
        if (block.byMe || block.byThem) continue;
        const [partner] = await db
          .select({ name: profiles.name, photo: profiles.mainPhotoId, fictional: profiles.fictional })
          .from(profiles)
          .where(eq(profiles.userId, partnerId));
        if (!partner) continue;
        const [last] = await db
          .select()
          .from(messages)
          .where(and(eq(messages.conversationId, c.id), this.visibleTo(viewerId)))
          .orderBy(desc(messages.id))
          .limit(1);
        if (!last) continue;
        items.push({
          conversation: { id: c.id },
          profile: {
            id: partnerId,
            name: partner.name,
            main_image: presentImage(partner.photo),
            fictional: partner.fictional,
          },
          num_unread_messages: unread,
          last_message: presentMessage(last, viewerId),
        });
      }
      return items;
    },

    /** Messages the viewer may see: not held from them, not deleted by them, within the history limit. */
    visibleTo(viewerId: number) {
      const since = new Date(clock.now().getTime() - HISTORY_DAYS * 86_400_000);
      return and(
        or(
          and(eq(messages.senderId, viewerId), eq(messages.deletedBySender, false)),
          and(
            eq(messages.recipientId, viewerId),
            eq(messages.deletedByRecipient, false),
            eq(messages.held, false),
          ),
        ),
        sql`${messages.createdAt} >= ${since.toISOString()}::timestamptz`,
      );
    },

    /**
     * API.md `GET /api/chats/:conversationId/messages?before=`: up to 30 messages before the id
     * `before`, oldest first, and whether older ones exist. Throws not_found for others' conversations.
     */
    async page(viewerId: number, conversationId: number, before?: number) {
      const [member] = await db
        .select()
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
            this.visibleTo(viewerId),
            before ? lt(messages.id, before) : undefined,
          ),
        )
        .orderBy(desc(messages.id))
        .limit(MESSAGES_PAGE_SIZE + 1);
      const hasMore = rows.length > MESSAGES_PAGE_SIZE;
      return {
        messages: rows
          .slice(0, MESSAGES_PAGE_SIZE)
          .reverse()
          .map((r) => presentMessage(r, viewerId)),
        has_more: hasMore,
      };
    },

    /** SPEC §4: opening a conversation sets its unread count to 0 and marks the messages read. */
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
        const others = await tx
          .select({ userId: conversationMembers.userId })
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, conversationId));
        return others.map((o) => o.userId).filter((id) => id !== viewerId);
      });
      await bus.publish({
        userIds: partners,
        event: { type: 'message_read', data: { conversation_id: conversationId } },
      });
      await bus.publish({
        userIds: [viewerId],
        event: { type: 'chats_changed', data: { conversation_id: conversationId } },
      });
    },

    /** SPEC §7 `DELETE /api/chat.php`: the conversation disappears for the viewer (not for the partner). */
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
     * Issue: chat, fictional profiles: the queue for the operators who write for fictional
     * profiles: conversations whose newest message went to a fictional profile and has no answer
     * yet, oldest waiting first.
     */
    async operatorQueue(limit = 100) {
      const rows = await db.execute(sql`
        select distinct on (m.conversation_id) m.conversation_id, m.id as message_id, m.sender_id, m.recipient_id,
               m.body, m.type, m.created_at, p.name as profile_name
          from messages m
          join profiles p on p.user_id = m.recipient_id and p.fictional
         where not m.held
         order by m.conversation_id, m.id desc`);
      const latest = (rows as { rows: Array<Record<string, unknown>> }).rows;
      const waiting: Array<{
        conversation_id: number;
        message_id: number;
        sender_id: number;
        profile_id: number;
        profile_name: string;
        body: string | null;
        created_at: string;
      }> = [];
      for (const r of latest) {
        const [newer] = await db
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, Number(r.conversation_id)),
              sql`${messages.id} > ${Number(r.message_id)}`,
            ),
          )
          .limit(1);
        if (newer) continue;
        waiting.push({
          conversation_id: Number(r.conversation_id),
          message_id: Number(r.message_id),
          sender_id: Number(r.sender_id),
          profile_id: Number(r.recipient_id),
          profile_name: String(r.profile_name),
          body: (r.body as string | null) ?? null,
          created_at: new Date(String(r.created_at)).toISOString(),
        });
      }
      return waiting.sort((a, b) => a.created_at.localeCompare(b.created_at)).slice(0, limit);
    },

    /**
     * `GET /media/messages/{id}.webp` (and `.thumb.webp`): the image of an image message, for the
     * sender and the recipient only, while the message is visible to them (not deleted by them, not
     * held, within the history limit). Throws not_found otherwise, so nobody learns it exists.
     */
    async imageFor(viewerId: number, messageId: number, thumb: boolean): Promise<Buffer> {
      const [row] = await db
        .select({ photoKey: messages.photoKey })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.type, 'image'), this.visibleTo(viewerId)));
      const data = row?.photoKey ? await storage.get(`${row.photoKey}${thumb ? '.thumb' : ''}.webp`) : null;
      if (!data) throw new AppError('not_found');
      return data;
    },

    /** API.md `DELETE /api/messages/:id`: the message disappears for the viewer. */
    async removeMessage(viewerId: number, messageId: number): Promise<void> {
      const [row] = await db
        .select()
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
