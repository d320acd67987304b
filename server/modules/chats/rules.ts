/**
 * The chat rules of SPEC.md that need no database: pure functions, unit-tested with plain values
 * (`rules.test.ts`). The use cases (`send.ts`, `queries.ts`) feed them what they read.
 */
import { FREE_CONVERSATION_LIMIT, HISTORY_DAYS } from '@common/constants';
import type { SiteSettings } from '@common/schemas/settings';
import { AppError } from '../../lib/errors.ts';

/** Messages a conversation page holds (API.md `GET /api/chats/:id/messages`). */
export const MESSAGES_PAGE_SIZE = 30;

/** The oldest creation time a shown message may have at `now` (HISTORY_DAYS before it). */
export function historySince(now: Date): Date {
  return new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
}

/**
 * SPEC §1: a free member starts at most `FREE_CONVERSATION_LIMIT` (2) conversations; premium
 * members (`paidUser`, bought credits once) have no limit. `started` is how many conversations the
 * sender started so far; replies and conversations others started do not count. Answers the
 * `conversation_limit` error (403, with `limit`) when a new conversation is not allowed, else null.
 */
export function conversationLimitError(sender: { paidUser: boolean }, started: number): AppError | null {
  if (sender.paidUser || started < FREE_CONVERSATION_LIMIT) return null;
  return new AppError('conversation_limit', { limit: FREE_CONVERSATION_LIMIT });
}

/** What a message costs and how the ledger books it (SPEC §2 message, photo and gift credits). */
export interface MessagePrice {
  /** Credits debited from the sender. */
  cost: number;
  reason: 'message' | 'photo' | 'gift';
}

/**
 * The price of a message of `type` under the site's settings (SPEC §2): `message_credits` for
 * text, `photo_credits` for an image, `gift_credits` for a gift, in credits.
 */
export function priceOf(
  type: 'text' | 'image' | 'gift',
  settings: Pick<SiteSettings, 'message_credits' | 'photo_credits' | 'gift_credits'>,
): MessagePrice {
  if (type === 'text') return { cost: settings.message_credits, reason: 'message' };
  if (type === 'image') return { cost: settings.photo_credits, reason: 'photo' };
  return { cost: settings.gift_credits, reason: 'gift' };
}
