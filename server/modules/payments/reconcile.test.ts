import { describe, expect, it } from 'vitest';
import { reversal, unpaidStatus } from './reconcile.ts';

describe('reconciliation rules', () => {
  it("maps the provider's status of an unpaid payment to the order's", () => {
    expect(unpaidStatus('failed')).toBe('failed');
    expect(unpaidStatus('canceled')).toBe('cancelled');
    expect(unpaidStatus('expired')).toBe('expired');
    expect(unpaidStatus('pending')).toBe('pending');
    expect(unpaidStatus('authorized')).toBe('pending');
    expect(unpaidStatus('open')).toBe('open');
  });

  it('takes back the credits of the reversed share, at most every credit', () => {
    const order = { amountCents: 1125, credits: 50 };
    const none = { amountRefundedCents: 0, amountChargedBackCents: 0 };
    expect(reversal(order, none)).toBeNull();
    expect(reversal(order, { ...none, amountRefundedCents: 900 })).toEqual({ cents: 900, credits: 40 });
    expect(reversal(order, { ...none, amountChargedBackCents: 1125 })).toEqual({ cents: 1125, credits: 50 });
    expect(reversal(order, { amountRefundedCents: 900, amountChargedBackCents: 1125 })).toEqual({
      cents: 1125,
      credits: 50,
    });
    expect(reversal({ amountCents: 0, credits: 50 }, { ...none, amountRefundedCents: 1 })).toBeNull();
  });
});
