import { createHash } from 'node:crypto';
import { DIRECT_DEBIT_MAX_CENTS, DIRECT_DEBIT_MAX_ORDERS } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { directDebitLimitReached, smsCodeAccepted } from './directdebit.ts';

describe('directDebitLimitReached (2 orders, €150 per 30 days)', () => {
  it('allows up to 2 orders worth €150 together, the new one included', () => {
    expect([DIRECT_DEBIT_MAX_ORDERS, DIRECT_DEBIT_MAX_CENTS]).toEqual([2, 15_000]);
    expect(directDebitLimitReached({ orders: 0, cents: 0 }, 15_000)).toBe(false);
    expect(directDebitLimitReached({ orders: 1, cents: 7_500 }, 7_500)).toBe(false);
    expect(directDebitLimitReached({ orders: 1, cents: 7_500 }, 7_501)).toBe(true);
    expect(directDebitLimitReached({ orders: 0, cents: 0 }, 15_001)).toBe(true);
  });

  it('refuses a third order, however cheap', () => {
    expect(directDebitLimitReached({ orders: 2, cents: 2_500 }, 1_250)).toBe(true);
  });
});

describe('smsCodeAccepted (10 minutes, 5 tries)', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const mandate = {
    attempts: 1,
    codeExpiresAt: new Date(now.getTime() + 600_000),
    codeHash: createHash('sha256').update('123456').digest('hex'),
  };

  it('accepts the right code (spaces around it ignored) before it expires, up to the 5th try', () => {
    expect(smsCodeAccepted(mandate, '123456', now)).toBe(true);
    expect(smsCodeAccepted(mandate, ' 123456 ', now)).toBe(true);
    expect(smsCodeAccepted({ ...mandate, attempts: 5 }, '123456', now)).toBe(true);
  });

  it('refuses a wrong code, a 6th try and an expired code', () => {
    expect(smsCodeAccepted(mandate, '123457', now)).toBe(false);
    expect(smsCodeAccepted({ ...mandate, attempts: 6 }, '123456', now)).toBe(false);
    expect(smsCodeAccepted(mandate, '123456', mandate.codeExpiresAt)).toBe(false);
  });
});
