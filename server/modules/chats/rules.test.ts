import { FREE_CONVERSATION_LIMIT, HISTORY_DAYS } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { conversationLimitError, historySince, priceOf } from './rules.ts';

describe('conversationLimitError (SPEC §1: free members start 2 conversations)', () => {
  const free = { paidUser: false };
  const premium = { paidUser: true };

  it('lets a free member start the 1st and 2nd conversation', () => {
    expect(FREE_CONVERSATION_LIMIT).toBe(2);
    expect(conversationLimitError(free, 0)).toBeNull();
    expect(conversationLimitError(free, 1)).toBeNull();
  });

  it('refuses the 3rd (and any later) with conversation_limit carrying the limit', () => {
    for (const started of [2, 3, 50]) {
      const error = conversationLimitError(free, started);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'conversation_limit', status: 403, params: { limit: 2 } });
    }
  });

  it('never limits a premium member', () => {
    for (const started of [0, 2, 3, 1000]) expect(conversationLimitError(premium, started)).toBeNull();
  });
});

describe('priceOf (SPEC §2 credits per message type)', () => {
  const settings = { message_credits: 5, photo_credits: 10, gift_credits: 15 };
  it('charges message, photo and gift credits with their ledger reason', () => {
    expect(priceOf('text', settings)).toEqual({ cost: 5, reason: 'message' });
    expect(priceOf('image', settings)).toEqual({ cost: 10, reason: 'photo' });
    expect(priceOf('gift', settings)).toEqual({ cost: 15, reason: 'gift' });
  });
});

describe('historySince (SPEC §2 history limit)', () => {
  it('is 365 days before now', () => {
    expect(HISTORY_DAYS).toBe(365);
    expect(historySince(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });
});
