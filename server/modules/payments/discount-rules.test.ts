import { TIME_BONUS_CODE, TIME_BONUS_WINDOW_S } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type CodeRow,
  checkCode,
  chooseDiscount,
  type DiscountCodes,
  type DiscountMember,
  discounted,
  TIME_BONUS_ROW,
  timeBonusSecondsLeft,
} from './discount-rules.ts';

const signup = new Date('2026-01-15T12:00:00Z');
const member: DiscountMember = { id: 7, paidUser: false, signupDate: signup, paymentCountry: 'NL' };

/** A stored 10 % code with the SPEC §3 defaults of the built-in row: active, once per member, no other rule. */
function code(overrides: Partial<CodeRow> & { code: string }): CodeRow {
  return { ...TIME_BONUS_ROW, valueBasisPoints: 1000, ...overrides };
}

const welkom = code({ code: 'WELKOM10', welcome: true });
const summer = code({ code: 'SUMMER20', valueBasisPoints: 2000, validity: 'unlimited' });

/** The codes as discounts.ts loads them. */
function codes(rows: CodeRow[] = [welkom, summer], spent: string[] = []): DiscountCodes {
  return {
    rows: new Map(rows.map((row) => [row.code, row])),
    welcome: rows.filter((row) => row.welcome).map((row) => row.code),
    spent: new Set(spent),
  };
}

/** The error code `run` throws (AppError), or null. */
function errorOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** The error `run` throws: its `discount_code` field's text key for a validation error, else its code. */
function fieldOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.fields.discount_code ?? error.code;
    throw error;
  }
}

describe('timeBonusSecondsLeft (14400 s after signup, by the injected clock)', () => {
  it('counts down from 14400 s to 0 and stays at 0', () => {
    const clock = new ManualClock(signup);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(TIME_BONUS_WINDOW_S);
    expect(TIME_BONUS_WINDOW_S).toBe(14_400);
    clock.advance(1);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(14_399);
    clock.advance(14_398);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(1);
    clock.advance(1);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(0);
    clock.advance(86_400);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(0);
  });

  it('rounds a started second down, and is 0 for a member who has paid', () => {
    const clock = new ManualClock(signup);
    clock.advance(0.5);
    expect(timeBonusSecondsLeft(member, clock.now())).toBe(14_400);
    expect(timeBonusSecondsLeft({ ...member, paidUser: true }, new ManualClock(signup).now())).toBe(0);
  });
});

describe('discounted (basis points, nearest cent)', () => {
  it('takes the percentage off and rounds to the nearest cent', () => {
    expect(discounted(1250, 1000)).toBe(1125);
    expect(discounted(5900, 1000)).toBe(5310);
    expect(discounted(1250, 2500)).toBe(938); // 937.5 rounds half up
    expect(discounted(1250, 0)).toBe(1250);
  });
});

describe('chooseDiscount (entered code, else time bonus, else welcome code; never automatic for paid members)', () => {
  const now = (seconds: number) => new Date(signup.getTime() + seconds * 1000);

  it('gives the time bonus within its window, the welcome code after it', () => {
    expect(chooseDiscount({ ...codes(), member, now: now(0) })?.discount).toEqual({
      code: TIME_BONUS_CODE,
      basisPoints: 2500,
      oncePerUser: true,
    });
    expect(chooseDiscount({ ...codes(), member, now: now(14_399) })?.object.seconds_left).toBe(1);
    expect(chooseDiscount({ ...codes(), member, now: now(14_400) })?.discount.code).toBe('WELKOM10');
  });

  it('an entered code wins over the time bonus', () => {
    const chosen = chooseDiscount({ ...codes(), entered: 'SUMMER20', member, now: now(0) });
    expect(chosen?.discount).toEqual({ code: 'SUMMER20', basisPoints: 2000, oncePerUser: false });
  });

  it('an entered code that does not apply is refused, not replaced by the automatic one', () => {
    expect(errorOf(() => chooseDiscount({ ...codes(), entered: 'NOPE', member, now: now(0) }))).toBe(
      'code_not_found',
    );
    expect(
      errorOf(() =>
        chooseDiscount({ ...codes([welkom], ['WELKOM10']), entered: 'WELKOM10', member, now: now(0) }),
      ),
    ).toBe('code_used');
  });

  it('a paid member gets nothing automatically, but an entered code by its own rules', () => {
    const paid = { ...member, paidUser: true };
    expect(chooseDiscount({ ...codes(), member: paid, now: now(0) })).toBeNull();
    expect(chooseDiscount({ ...codes(), member: paid, now: now(20_000) })).toBeNull();
    expect(
      chooseDiscount({ ...codes(), entered: 'SUMMER20', member: paid, now: now(0) })?.discount.code,
    ).toBe('SUMMER20');
    expect(
      errorOf(() => chooseDiscount({ ...codes(), entered: TIME_BONUS_CODE, member: paid, now: now(0) })),
    ).toBe('validation');
  });

  it('says the time bonus was used, is for the first purchase, or has expired, never that it does not exist', () => {
    const entered = (spent: string[], who: DiscountMember, seconds: number) =>
      fieldOf(() =>
        chooseDiscount({
          ...codes(undefined, spent),
          entered: TIME_BONUS_CODE,
          member: who,
          now: now(seconds),
        }),
      );
    const paid = { ...member, paidUser: true };
    expect(entered([TIME_BONUS_CODE], paid, 60)).toBe('code_used');
    expect(entered([TIME_BONUS_CODE], member, 60)).toBe('code_used');
    expect(entered([], paid, 60)).toBe('discount.first_purchase');
    expect(entered([], member, TIME_BONUS_WINDOW_S)).toBe('discount.expired');
  });

  it('skips a spent time bonus or welcome code, and one that does not fit the order', () => {
    expect(
      chooseDiscount({ ...codes(undefined, [TIME_BONUS_CODE]), member, now: now(0) })?.discount.code,
    ).toBe('WELKOM10');
    expect(
      chooseDiscount({ ...codes(undefined, [TIME_BONUS_CODE, 'WELKOM10']), member, now: now(0) }),
    ).toBeNull();
    const minimum = code({ code: 'WELKOM10', welcome: true, minimumOrderValueCents: 2000 });
    const order = { amountCents: 1250, currency: 'EUR' };
    expect(chooseDiscount({ ...codes([minimum]), member, now: now(20_000), order })).toBeNull();
    expect(
      chooseDiscount({
        ...codes([minimum]),
        member,
        now: now(20_000),
        order: { ...order, amountCents: 2000 },
      })?.discount.code,
    ).toBe('WELKOM10');
  });
});

describe('checkCode (SPEC §3 rules, in order)', () => {
  const now = new Date('2026-02-01T00:00:00Z');
  const check = (row: CodeRow, order?: { amountCents: number; currency: string; method?: string }) =>
    errorOf(() => checkCode(codes([row]), row.code, member, now, order));

  it("refuses inactive codes and other members' codes as unknown", () => {
    expect(check(code({ code: 'OFF', status: 'inactive' }))).toBe('code_not_found');
    expect(check(code({ code: 'MINE', userId: 8 }))).toBe('code_not_found');
    expect(check(code({ code: 'MINE', userId: 7 }))).toBeNull();
  });

  it('names the rule that fails: expiry, country, currency, minimum and method', () => {
    expect(check(code({ code: 'OLD', expiresAt: now }))).toBe('validation');
    expect(check(code({ code: 'BE', country: 'BE' }))).toBe('validation');
    const order = { amountCents: 1250, currency: 'EUR', method: 'ideal' };
    expect(check(code({ code: 'GBP', currency: 'GBP' }), order)).toBe('validation');
    expect(check(code({ code: 'MIN', minimumOrderValueCents: 1251 }), order)).toBe('validation');
    expect(check(code({ code: 'MIN', minimumOrderValueCents: 1250 }), order)).toBeNull();
    expect(check(code({ code: 'CARD', paymentMethods: ['creditcard'] }), order)).toBe('validation');
    expect(
      check(code({ code: 'CARD', paymentMethods: ['creditcard'] }), { ...order, method: undefined }),
    ).toBeNull();
  });

  it('answers the SPEC §3 code object', () => {
    expect(checkCode(codes(), 'WELKOM10', member, now).object).toMatchObject({
      code: 'WELKOM10',
      value_percentage: 10,
      percentage: '10.0%',
      validity: 'once-per-user',
      expired: false,
      seconds_left: null,
    });
  });
});
