import { describe, expect, it } from 'vitest';
import { type RefundOrder, refundableCents, refundOpen } from './refund-rules.ts';

describe('refundableCents (amount × unused ÷ bought, unused = balance up to what the order bought)', () => {
  const order = { amountCents: 1125, credits: 50 };

  it('pays back the unused share in cents', () => {
    expect(refundableCents(order, 40)).toBe(900);
    expect(refundableCents(order, 50)).toBe(1125);
    expect(refundableCents(order, 1)).toBe(23); // 22.5 rounds half up
  });

  it('counts at most the credits the order bought, and nothing of a spent or negative balance', () => {
    expect(refundableCents(order, 500)).toBe(1125);
    expect(refundableCents(order, 0)).toBe(0);
    expect(refundableCents(order, -30)).toBe(0);
  });

  it('rounds to the nearest cent', () => {
    expect(refundableCents({ amountCents: 1000, credits: 3 }, 1)).toBe(333);
    expect(refundableCents({ amountCents: 1000, credits: 3 }, 2)).toBe(667);
    expect(refundableCents({ amountCents: 5310, credits: 300 }, 299)).toBe(5292);
  });

  it('is 0 for an order that bought no credits', () => {
    expect(refundableCents({ amountCents: 1000, credits: 0 }, 10)).toBe(0);
  });
});

describe('refundOpen (SPEC §1: within refund_days days of payment)', () => {
  const paidAt = new Date('2026-01-01T12:00:00Z');
  const paid: RefundOrder = {
    status: 'paid',
    amountCents: 1125,
    credits: 50,
    paidAt,
    refundRequestedAt: null,
  };
  const days = (n: number) => new Date(paidAt.getTime() + n * 86_400_000);

  it('is open for a paid order with credits left, up to and including refund_days days later', () => {
    expect(refundOpen(paid, 40, days(0), 14)).toBe(true);
    expect(refundOpen(paid, 40, days(14), 14)).toBe(true);
    expect(refundOpen(paid, 40, new Date(days(14).getTime() + 1), 14)).toBe(false);
  });

  it('is closed without credits, once asked, and for orders not (or no longer) paid', () => {
    expect(refundOpen(paid, 0, days(1), 14)).toBe(false);
    expect(refundOpen(paid, -5, days(1), 14)).toBe(false);
    expect(refundOpen({ ...paid, refundRequestedAt: days(1) }, 40, days(1), 14)).toBe(false);
    expect(refundOpen({ ...paid, status: 'refunded' }, 40, days(1), 14)).toBe(false);
    expect(refundOpen({ ...paid, status: 'open', paidAt: null }, 40, days(1), 14)).toBe(false);
  });
});
