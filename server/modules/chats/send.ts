/**
 * Sending a message (API.md `POST /api/messages`; SPEC §1, §2, §4-§6): the one use case that
 * stores, charges and delivers, in one transaction and one publish after it.
 */

import { type ContactKind, isLocale, type Locale } from '@common/constants';
import { GIFTS } from '@common/gifts';
import type { ApiMessage, SendMessageBody } from '@common/schemas/chats';
import type { SiteSettings } from '@common/schemas/settings';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type AccountStatus, memberAccounts } from '../auth/accounts.ts';
import { blockBetween, lockPair } from '../blocks/blocks.ts';
import { balance, book } from '../credits/ledger.ts';
import { screenStateOf } from '../media/screening.ts';
import type { PhotoStorage } from '../media/storage.ts';
import { profileSummaries } from '../members/cards.ts';
import { contactRule } from '../members/verification.ts';
import type { Bus } from '../realtime/bus.ts';
import { chatImagePath, hasChatImage } from './images.ts';
import { conversationAfterMessage, messageByClientId, messageEnvelopes } from './message-store.ts';
import { blurImagesOf } from './preferences.ts';
import { type MessageRow, presentMessage } from './present.ts';
import { conversationLimitError, priceOf } from './rules.ts';
import {
  askedToConfirm,
  flagRepeatedSender,
  inHoldPhase,
  isFirstMessage,
  openNudge,
  sentAfterNudge,
  sideCounts,
} from './safety.ts';
import { contactKinds, hasListedWord } from './signals.ts';

/** What `send` answers: the route's body (`message`, `conversation`, `credits`) and whether it is new. */
export interface SendResult {
  message: ApiMessage;
  conversation: { id: number };
  /** The sender's balance after the send, in credits. */
  credits: number;
  /** False when the `client_id` was sent before (answered 200 with the first message). */
  created: boolean;
}

/** Account statuses that can receive messages (held while not confirmed). */
function canReceive(status: AccountStatus | null): boolean {
  return status === 'confirmed' || status === 'not_confirmed';
}

/** Whether the stored message `row` is what `input` asks `senderId` to send (type, text, gift, image). */
function sameContent(row: MessageRow, senderId: number, input: SendMessageBody): boolean {
  if (row.type !== input.type) return false;
  if (input.type === 'image') return row.photoKey === chatImagePath(senderId, input.image_key);
  if ((row.body ?? null) !== (input.body ?? null)) return false;
  return input.type !== 'gift' || row.giftId === input.gift_id;
}

/** The conversation of the pair `low` < `high`, or undefined when they never wrote. */
async function conversationOf(tx: Db | Tx, low: number, high: number) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
  return row;
}

/** Build the send use case. */
export function createSend(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  bus: Pick<Bus, 'publish'>;
  storage: Pick<PhotoStorage, 'get'>;
  /** Queues the recipient's mail or push (notifications' `queueMessage`); never throws. */
  notify?: { queueMessage(messageId: number): Promise<void> };
  /** Whether member `userId` has a socket open in this process (the realtime hub's `has`). */
  onlineHere?: (userId: number) => boolean;
}) {
  const { db, clock, bus, storage } = deps;

  /**
   * The answer for a `client_id` sent before: the first message, nothing charged. Throws
   * client_id_conflict (409) when `input` is not what was sent with it (a key reused for other
   * content would otherwise silently drop the new message).
   */
  async function answerAgain(row: MessageRow, senderId: number, input: SendMessageBody): Promise<SendResult> {
    if (!sameContent(row, senderId, input)) throw new AppError('client_id_conflict');
    return {
      message: presentMessage(row, senderId),
      conversation: { id: row.conversationId },
      credits: await balance(db, senderId),
      created: false,
    };
  }

  /**
   * The checks that need no lock, in the order the API reports them (sender, recipient, content):
   * answers the recipient's name (for the `blocked` message) and the message's price.
   */
  async function precheck(senderId: number, input: SendMessageBody, settings: SiteSettings) {
    if (input.profile_id === senderId) throw new AppError('not_found');
    const [accounts, summaries] = await Promise.all([
      memberAccounts(db, [senderId, input.profile_id]),
      profileSummaries(db, [senderId, input.profile_id]),
    ]);
    const sender = accounts.get(senderId);
    if (!sender) throw new AppError('authentication_required');
    if (sender.status !== 'confirmed') throw new AppError('not_confirmed');
    const recipientAccount = accounts.get(input.profile_id);
    const recipient = summaries.get(input.profile_id);
    if (recipient?.status !== 'active' || !canReceive(recipientAccount?.status ?? null)) {
      throw new AppError('not_found');
    }
    if (input.type === 'text' && input.body.length > settings.message_length) {
      throw fieldError({ body: 'validation.message_too_long' }, { max: settings.message_length });
    }
    if (input.type === 'image' && !(await hasChatImage(storage, senderId, input.image_key))) {
      throw fieldError({ image_key: 'validation.photo_type' });
    }
    if (input.type === 'gift' && !GIFTS.some((g) => g.id === input.gift_id)) {
      throw fieldError({ gift_id: 'validation.choose' });
    }
    const locales = [sender.language, recipientAccount?.language, settings.domain_language.slice(0, 2)];
    return {
      recipientName: recipient.name,
      price: priceOf(input.type, settings),
      locales: locales.filter(isLocale),
      country: summaries.get(senderId)?.country || settings.countries[0] || null,
    };
  }

  /**
   * The nudge before harm (docs/safety.md "Nudges"): a text with a word of the lists of the
   * sender's, the recipient's or the site's language, in a first message (the other side wrote
   * nothing yet), needs the sender's confirmation. Without a valid `confirm_nudge` a nudge is
   * recorded and confirm_required (428, `nudge_id`) thrown; with it, answers the nudge's id (the
   * message is sent as `nudged`); answers null when no nudge applies.
   */
  async function nudgeCheck(
    senderId: number,
    input: SendMessageBody,
    locales: Locale[],
    low: number,
    high: number,
  ): Promise<number | null> {
    if (input.type !== 'text' || !hasListedWord(input.body, locales)) return null;
    const conversation = await conversationOf(db, low, high);
    if (!isFirstMessage(await sideCounts(db, conversation?.id, senderId))) return null;
    if (input.confirm_nudge !== undefined && (await openNudge(db, senderId, input.confirm_nudge))) {
      return input.confirm_nudge;
    }
    const nudgeId = await askedToConfirm(db, senderId, clock.now());
    throw new AppError('confirm_required', { nudge_id: nudgeId });
  }

  return {
    /**
     * API.md `POST /api/messages`: store and charge one message in one transaction. The same
     * `client_id` again to the same member with the same content answers the first message and
     * charges nothing; with other content it throws client_id_conflict (409); to another member
     * it is a new message (keys are scoped to sender and conversation). Costs (credits):
     * message_credits for text, photo_credits for an image (uploaded first), gift_credits for a
     * gift. A free member starts at most 2 conversations (403 conversation_limit, SPEC §1);
     * replies are not new conversations. Messages to an unconfirmed member are held until they
     * confirm. Both members' rows are locked first (`lockPair`: the sender's FOR UPDATE, the
     * recipient's FOR SHARE), then the block, the sender's status and paid flag and the
     * recipient's status are read, so a send racing a block is stored before it or refused
     * (issue 9; SPEC §6), and a send racing the recipient's confirmation is either held and then
     * released by it, or not held. After the commit, one publish: `message` and
     * `credits_changed` to the sender, `message` to the recipient unless held. Throws
     * insufficient_credits (402), blocked (the recipient blocked the sender), forbidden (the
     * sender blocked the recipient), conversation_limit, not_confirmed, not_found, validation and
     * confirm_required (428, a nudge: docs/safety.md), verified_only (403: the recipient lets only
     * verified members start a conversation, and the sender is not); nothing is stored or charged
     * when it throws.
     * Contact details in the conversation's first messages are stored as held back
     * (`contact_kinds`), and their sender flagged when they reach many members (`safety.ts`).
     */
    async send(senderId: number, input: SendMessageBody, settings: SiteSettings): Promise<SendResult> {
      const again = await messageByClientId(db, senderId, input.profile_id, input.client_id);
      if (again) return answerAgain(again, senderId, input);
      const { recipientName, price, locales, country } = await precheck(senderId, input, settings);
      const recipientId = input.profile_id;
      const low = Math.min(senderId, recipientId);
      const high = Math.max(senderId, recipientId);
      const nudgeId = await nudgeCheck(senderId, input, locales, low, high);
      const text = input.type === 'image' ? '' : (input.body ?? '');
      const kinds: ContactKind[] = text ? contactKinds(text, country) : [];
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        // One member's sends are handled one at a time: the conversation limit and the balance
        // are then checked against what the previous send left. The lock also orders this send
        // and a block between the two (issue 9), and the recipient's confirmation: what is read
        // below is final for this transaction.
        // The accounts come with their locks: what they say holds until the commit.
        const locked = await lockPair(tx, senderId, recipientId, 'send');
        if (!locked) throw new AppError('not_found');
        const block = await blockBetween(tx, senderId, recipientId);
        if (block.byThem) throw new AppError('blocked', { name: recipientName });
        if (block.byMe) throw new AppError('forbidden');
        const sender = locked.get(senderId);
        if (!sender) throw new AppError('authentication_required');
        if (sender.status !== 'confirmed') throw new AppError('not_confirmed');
        const recipientStatus = locked.get(recipientId)?.status ?? null;
        if (!canReceive(recipientStatus)) throw new AppError('not_found');
        const held = recipientStatus !== 'confirmed';
        let conversation = await conversationOf(tx, low, high);
        if (!conversation) {
          const [started] = await tx
            .select({ n: count() })
            .from(conversations)
            .where(eq(conversations.startedBy, senderId));
          const limited = conversationLimitError(sender, started?.n ?? 0);
          if (limited) throw limited;
          // Verified photos (docs/safety.md): the recipient lets only verified members start one.
          const rule = await contactRule(tx, senderId, recipientId);
          if (rule.recipientVerifiedOnly && !rule.senderVerified) {
            throw new AppError('verified_only', { name: recipientName });
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
          conversation ??= await conversationOf(tx, low, high);
          if (!conversation) throw new Error('conversation not created');
          await tx
            .insert(conversationMembers)
            .values([
              { conversationId: conversation.id, userId: senderId },
              { conversationId: conversation.id, userId: recipientId },
            ])
            .onConflictDoNothing();
        }
        // Contact details are held back from the recipient in the conversation's first messages.
        const held_back = kinds.length > 0 && inHoldPhase(await sideCounts(tx, conversation.id, senderId));
        // The image's screening as it stands, read under a share lock: a result the job stores
        // meanwhile waits for this insert and then updates the message too (docs/safety.md).
        const photoKey = input.type === 'image' ? chatImagePath(senderId, input.image_key) : null;
        const imageScreen = photoKey ? await screenStateOf(tx, photoKey, true) : null;
        const [message] = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            senderId,
            recipientId,
            clientId: input.client_id,
            type: input.type,
            body: input.type === 'image' ? null : (input.body ?? null),
            giftId: input.type === 'gift' ? input.gift_id : null,
            photoKey,
            imageScreen,
            cost: price.cost,
            held,
            nudged: nudgeId !== null,
            contactKinds: held_back ? kinds : [],
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!message) return null;
        if (nudgeId !== null) await sentAfterNudge(tx, nudgeId, message, now);
        const credits = await book(tx, {
          userId: senderId,
          delta: -price.cost,
          reason: price.reason,
          reference: `message:${message.id}`,
          at: now,
        });
        await conversationAfterMessage(tx, message);
        return { message, credits };
      });
      if (!result) {
        // The same client_id won a race inside the transaction: answer that message.
        const first = await messageByClientId(db, senderId, recipientId, input.client_id);
        if (!first) throw new Error('message vanished');
        return answerAgain(first, senderId, input);
      }
      // One publish after the commit: the message is stored before anyone hears of it. A
      // `message` also tells the clients that the chat list changed (no `chats_changed`).
      const recipientBlurs = result.message.type === 'image' ? await blurImagesOf(db, recipientId) : true;
      await bus.publish(
        ...messageEnvelopes(
          result.message,
          [{ userIds: [senderId], event: { type: 'credits_changed', data: { credits: result.credits } } }],
          recipientBlurs,
        ),
      );
      // The recipient's mail or push is queued without holding up the sender's answer: queueing
      // waits for the job queue (a database round trip, longer while it starts) and never throws.
      // Not for a recipient with a socket open in this process: the message just reached it, and
      // the job would find them online and send nothing (notifications' rules).
      if (!result.message.held && !deps.onlineHere?.(recipientId)) {
        void deps.notify?.queueMessage(result.message.id);
      }
      // Senders of contact details to many members are flagged to the moderators (docs/safety.md).
      if (result.message.contactKinds.length > 0) await flagRepeatedSender(db, senderId, now);
      return {
        message: presentMessage(result.message, senderId),
        conversation: { id: result.message.conversationId },
        credits: result.credits,
        created: true,
      };
    },
  };
}
