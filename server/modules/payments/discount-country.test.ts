/**
 * SPEC §3 discount code `country` and payment order `paymentCountry`: a code limited to a country
 * applies to payments made from that country (the request's address; a direct debit's IBAN), not
 * to whatever country the member writes in the profile.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, smsOutbox } from '../../db/schema/index.ts';
import { directDebitForm } from '../../test/forms.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';

/** Addresses GeoLite2 places in the Netherlands and in Belgium. */
const NL = '145.97.39.155';
const BE = '81.246.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db
    .insert(discountCodes)
    .values([{ code: 'ALLEENBE', valueBasisPoints: 1500, country: 'BE', validity: 'unlimited' }]);
});
afterAll(() => t.close());

/** A member past the time bonus (signed up long ago), logged in. */
async function member() {
  const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z'), country: 'NL' });
  return { ...m, cookie: await login(t, m.email) };
}

const from = (ip: string, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, remoteAddress: ip, ...(payload ? { payload } : {}) });

const profileForm = (country: string) => ({
  name: 'Sanne',
  gender: 'female',
  looking_for: 'male',
  date_of_birth: '1992-04-01',
  country,
  region: '',
  city: '',
  about: '',
  min_age: 28,
  max_age: 40,
  interests: ['travelling'],
});

describe('a country-limited discount code', () => {
  it('follows the country the member pays from, not the profile country they edit', async () => {
    const m = await member();
    const wrongCountry = 'Deze kortingscode geldt niet in jouw land.';
    const checkFrom = (ip: string) => from(ip, m.cookie, 'GET', '/api/discountcode.php?code=alleenbe');
    /** The first package and payment method offered to the member's profile country. */
    const firstPackage = async (ip: string) => {
      const offer = (await from(ip, m.cookie, 'GET', '/api/credits/packages')).json();
      return { ...offer.packages[0], method: offer.methods[0] };
    };
    const order = (ip: string, offer: { id: number; method: string }) =>
      from(ip, m.cookie, 'POST', '/api/orders', {
        package_id: offer.id,
        method: offer.method,
        discount_code: 'ALLEENBE',
        withdrawal_consent: true,
      });
    expect((await checkFrom(NL)).json().fields).toEqual({ discount_code: wrongCountry });

    // The member writes Belgium into the profile: paying from the Netherlands, still not Belgian.
    const edited = await from(NL, m.cookie, 'PUT', '/api/profile', profileForm('BE'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile.country).toBe('BE');
    expect((await checkFrom(NL)).json().fields).toEqual({ discount_code: wrongCountry });
    const belgianPackage = await firstPackage(NL);
    const refused = await order(NL, belgianPackage);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ discount_code: wrongCountry });
    const none = await from(NL, m.cookie, 'GET', '/api/transactions');
    expect(none.json().transactions).toEqual([]);

    // Paying from Belgium, the code applies (whatever the profile says).
    await from(BE, m.cookie, 'PUT', '/api/profile', profileForm('NL'));
    expect((await checkFrom(BE)).json()).toMatchObject({
      code: 'ALLEENBE',
      country: 'BE',
      value_percentage: 15,
    });
    const pkg = await firstPackage(BE);
    const placed = await order(BE, pkg);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      discount_code: 'ALLEENBE',
      amount: Math.round(pkg.amount * 0.85),
    });
  });

  it('as a welcome discount: for a direct debit, the country of the IBAN', async () => {
    // The only welcome code: the seeded WELKOM10 (any country) steps aside.
    await t.database.db
      .update(discountCodes)
      .set({ status: 'inactive' })
      .where(eq(discountCodes.welcome, true));
    await t.database.db.insert(discountCodes).values({
      code: 'WELKOMBE',
      valueBasisPoints: 1000,
      country: 'BE',
      validity: 'once-per-user',
      welcome: true,
    });
    const smsCode = async () => {
      const [sms] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
      return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    };
    const debit = async (ip: string, iban: string) => {
      const m = await member();
      const { packages } = (await from(ip, m.cookie, 'GET', '/api/credits/packages')).json();
      const started = await from(
        ip,
        m.cookie,
        'POST',
        '/api/directdebit',
        directDebitForm(packages[0].id, { iban }),
      );
      expect(started.statusCode, started.body).toBe(201);
      const confirmed = await from(
        ip,
        m.cookie,
        'POST',
        `/api/directdebit/${started.json().mandate.id}/confirm`,
        {
          code: await smsCode(),
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      return { order: confirmed.json().order, listed: packages[0] };
    };
    // From Belgium with a Dutch account: paid from the Netherlands, no Belgian welcome discount.
    const dutch = await debit(BE, 'NL91 ABNA 0417 1643 00');
    expect(dutch.order).toMatchObject({ discount_code: null, amount: dutch.listed.amount });
    // A Belgian account gets it, wherever the form was sent from.
    const belgian = await debit(NL, 'BE68 5390 0754 7034');
    expect(belgian.order).toMatchObject({
      discount_code: 'WELKOMBE',
      amount: Math.round(belgian.listed.amount * 0.9),
    });
  });
});
