/**
 * Answering as a fictional profile (issue "Back office" §4; SPEC §1): the chats module's owner-API
 * for the operator console. The message is stored as the fictional profile's (sender = the
 * profile), costs nothing, records the operator who wrote it (`messages.operator_id`), and reaches
 * the member exactly like a member's message: the same `message` realtime event, unread count and
 * push/mail job (`notify.queueMessage`) as `send.ts`.
 */
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { statusOf } from '../auth/accounts.ts';
import { blockBetween, lockPair } from '../blocks/blocks.ts';
import { profileNames } from '../members/cards.ts';
import type { Bus } from '../realtime/bus.ts';
import { conversationAfterMessage, messageByClientId, messageEnvelopes } from './message-store.ts';
import type { FictionalConversation } from './operator.ts';
import type { MessageRow } from './present.ts';

/** What an operator answers: the text and its idempotency key, in a conversation with a fictional profile. */
export interface OperatorAnswerInput extends FictionalConversation {
  /** The operator's (staff) account id. */
  operatorId: number;
  body: string;
  clientId: string;
}

/** The stored answer; `created` false when the `clientId` was sent before (the first message). */
export interface OperatorAnswerResult<T> {
  message: MessageRow;
  created: boolean;
  /** What the caller's `within` answered. */
  extra: T;
}

/** Build the answer-as-profile use case (part of `app.deps.chats`). */
export function createOperatorSend(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  bus: Pick<Bus, 'publish'>;
  notify?: { queueMessage(messageId: number): Promise<void> };
}) {
  const { db, clock, bus } = deps;

  return {
    /**
     * Store a free text message from the fictional profile to the member in one transaction, run
     * the caller's `within(tx, message, created)` in the same transaction (the operators module
     * checks and renews the lease and writes the audit entry there; when it throws, nothing is
     * stored), then deliver after the commit. The same `clientId` again in the same conversation
     * with the same text answers the first message (`created` false) and delivers nothing; with
     * other text it throws client_id_conflict (409). Keys are scoped to the profile and the
     * conversation: another conversation's key is a new answer. Both accounts are locked as in `send` (`lockPair`),
     * so an answer racing a block is stored before it or refused. Throws not_found when the member
     * cannot receive messages (deleted, banned), blocked when the member blocked the profile,
     * forbidden when the profile blocked the member. A message to an unconfirmed member is held
     * until they confirm, as for members.
     */
    async answerAsProfile<T>(
      input: OperatorAnswerInput,
      within: (tx: Tx, message: MessageRow, created: boolean) => Promise<T>,
    ): Promise<OperatorAnswerResult<T>> {
      const { conversationId, profileId, memberId } = input;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        // Locked first: a second request with the same clientId waits here and then finds the first.
        if (!(await lockPair(tx, profileId, memberId, 'send'))) throw new AppError('not_found');
        const again = await messageByClientId(tx, profileId, memberId, input.clientId);
        if (again && again.body !== input.body) throw new AppError('client_id_conflict');
        if (again) return { message: again, created: false, extra: await within(tx, again, false) };
        const block = await blockBetween(tx, profileId, memberId);
        if (block.byThem) {
          const name = (await profileNames(tx, [memberId])).get(memberId) ?? '';
          throw new AppError('blocked', { name });
        }
        if (block.byMe) throw new AppError('forbidden');
        const status = await statusOf(tx, memberId);
        if (status !== 'confirmed' && status !== 'not_confirmed') throw new AppError('not_found');
        const held = status !== 'confirmed';
        const [message] = await tx
          .insert(messages)
          .values({
            conversationId,
            senderId: profileId,
            recipientId: memberId,
            clientId: input.clientId,
            type: 'text',
            body: input.body,
            cost: 0,
            held,
            operatorId: input.operatorId,
            createdAt: now,
          })
          .returning();
        if (!message) throw new Error('message not stored');
        await conversationAfterMessage(tx, message);
        return { message, created: true, extra: await within(tx, message, true) };
      });
      if (result.created) {
        // As `send`: one publish after the commit; the fictional profile's side hears it too.
        await bus.publish(...messageEnvelopes(result.message));
        if (!result.message.held) await deps.notify?.queueMessage(result.message.id);
      }
      return result;
    },
  };
}
