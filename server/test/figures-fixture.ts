/**
 * A small, fully known data set for the business figures' tests (API test and the Chromium
 * journey): six members around the switch to summer time of 2026 (Europe/Amsterdam is UTC+2 from
 * 29 March 2026), one buyer with two orders (NL and DE), one refund, three paid messages, a
 * fictional profile and a second site. The expected figures are in the tests.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditLedger, creditPackages, orders, profiles, users } from '../db/schema/index.ts';

const at = (iso: string) => new Date(iso);

/** One fixture member: signup and confirmation instants (UTC), tracking and site. */
interface FixtureMember {
  key: string;
  signup: string;
  confirmed: string | null;
  tracking: Record<string, string>;
  domain?: string;
  fictional?: boolean;
}

/** The members; `buyer` (A) pays, `F` signed up before the range the tests ask for. */
export const FIXTURE_MEMBERS: FixtureMember[] = [
  {
    key: 'F',
    signup: '2026-02-15T10:00:00Z',
    confirmed: '2026-02-15T11:00:00Z',
    tracking: { network: 'google' },
  },
  {
    key: 'A',
    signup: '2026-03-30T08:00:00Z',
    confirmed: '2026-03-30T09:00:00Z',
    tracking: { network: 'google', ref: 'r1' },
  },
  // 23:30 CEST on 31 March: still 31 March in Amsterdam.
  { key: 'E', signup: '2026-03-31T21:30:00Z', confirmed: null, tracking: { network: 'facebook' } },
  // 23:30 UTC on 31 March is 01:30 on 1 April in Amsterdam.
  {
    key: 'B',
    signup: '2026-03-31T23:30:00Z',
    confirmed: '2026-04-01T10:00:00Z',
    tracking: { network: 'facebook' },
  },
  { key: 'C', signup: '2026-04-01T10:00:00Z', confirmed: null, tracking: { network: 'google' } },
  { key: 'D', signup: '2026-04-03T12:00:00Z', confirmed: null, tracking: {}, domain: 'tweede.example' },
  // A fictional profile's account: never a signup.
  {
    key: 'X',
    signup: '2026-04-01T12:00:00Z',
    confirmed: '2026-04-01T12:00:00Z',
    tracking: {},
    fictional: true,
  },
];

let counter = 0;

/**
 * Insert the fixture into `db` (the members, A's orders, refund and ledger rows). Answers the
 * member ids by key. `passwordHash`: any hash (the members never sign in).
 */
export async function insertFiguresFixture(db: Db, passwordHash: string): Promise<Record<string, number>> {
  counter += 1;
  const ids: Record<string, number> = {};
  for (const m of FIXTURE_MEMBERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: `figures-${m.key.toLowerCase()}-${counter}@example.com`,
        passwordHash,
        status: m.confirmed ? 'confirmed' : 'not_confirmed',
        signupDate: at(m.signup),
        confirmedAt: m.confirmed ? at(m.confirmed) : null,
        tracking: m.tracking,
        domain: m.domain ?? 'default',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('fixture member not created');
    ids[m.key] = row.id;
    await db.insert(profiles).values({
      userId: row.id,
      name: `Figuur${m.key}`,
      gender: 'female',
      lookingFor: 'male',
      dateOfBirth: '1990-01-01',
      fictional: m.fictional ?? false,
    });
  }
  const [pkg] = await db.select({ id: creditPackages.id }).from(creditPackages).limit(1);
  if (!pkg) throw new Error('no credit package seeded');
  const buyer = ids.A as number;
  const order = (country: string, cents: number, paidAt: string, provider: string) => ({
    userId: buyer,
    packageId: pkg.id,
    credits: 50,
    listAmountCents: cents,
    amountCents: cents,
    currency: 'EUR',
    country,
    method: 'creditcard',
    status: 'paid' as const,
    provider: 'sandbox',
    providerPaymentId: provider,
    createdAt: at(paidAt),
    updatedAt: at(paidAt),
    paidAt: at(paidAt),
  });
  const [nl] = await db
    .insert(orders)
    .values(order('NL', 1210, '2026-04-02T10:00:00Z', `fig-nl-${counter}`))
    .returning({ id: orders.id });
  await db.insert(orders).values(order('DE', 1190, '2026-04-05T12:00:00Z', `fig-de-${counter}`));
  // An order that was never paid counts nowhere.
  await db.insert(orders).values({
    ...order('NL', 5000, '2026-04-03T10:00:00Z', `fig-open-${counter}`),
    status: 'open',
    paidAt: null,
  });
  // Support refunded half of the NL order on 6 April.
  if (nl)
    await db
      .update(orders)
      .set({
        refundRequestedAt: at('2026-04-06T08:00:00Z'),
        refundProcessedAt: at('2026-04-06T10:00:00Z'),
        refundedCents: 605,
        updatedAt: at('2026-04-06T10:00:00Z'),
      })
      .where(eq(orders.id, nl.id));
  const message = (when: string) => ({
    userId: buyer,
    delta: -5,
    reason: 'message' as const,
    createdAt: at(when),
  });
  await db
    .insert(creditLedger)
    .values([
      { userId: buyer, delta: 50, reason: 'purchase', createdAt: at('2026-04-02T10:00:00Z') },
      message('2026-04-02T11:00:00Z'),
      message('2026-04-02T12:00:00Z'),
      message('2026-04-05T13:00:00Z'),
      { userId: buyer, delta: -20, reason: 'gift', createdAt: at('2026-04-05T14:00:00Z') },
    ]);
  return ids;
}
