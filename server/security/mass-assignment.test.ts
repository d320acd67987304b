/**
 * Over 300 lines on purpose: one table of cases per route, kept in one file so the coverage check
 * sees every entry.
 *
 * Issue 9 (outside review, kept as tests): no request sets a column it does not own.
 *
 * Every body-taking member route that writes rows gets the fields a client could try to slip in
 * (the real column names of server/db/schema in snake_case and camelCase: credits, paid_user,
 * status, role, is_admin, id, user_id, email, fictional, premium, amount, ...). The request must
 * still do its own work (proving the body was read), and the database rows must be exactly what
 * the request may change and nothing else: other columns, and other members' rows, unchanged.
 */

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditLedger,
  creditPackages,
  mandates,
  messages,
  orders,
  profiles,
  sandboxPayments,
  users,
} from '../db/schema/index.ts';
import { directDebitForm } from '../test/forms.ts';
import { buildMember, lastMail, login, PASSWORD, testAppOfFile } from '../test/helpers.ts';

const t = testAppOfFile();

async function member(overrides: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z'), ...overrides });
  return { ...m, cookie: await login(t, m.email) };
}

/** Fields no client may set, with values that would matter if they were taken. */
function privileged(other: { id: number; email: string }) {
  return {
    id: other.id,
    user_id: other.id,
    userId: other.id,
    email: other.email,
    password_hash: 'x',
    passwordHash: 'x',
    credits: 1_000_000,
    paid_user: true,
    paidUser: true,
    premium: true,
    status: 'banned',
    role: 'admin',
    is_admin: true,
    isAdmin: true,
    admin: true,
    fictional: true,
    searchable: false,
    invisible: true,
    main_photo_id: 1,
    mainPhotoId: 1,
    domain: 'evil.example',
    confirmed_at: '2020-01-01T00:00:00Z',
    signup_date: '2000-01-01T00:00:00Z',
    signup_ip: '6.6.6.6',
    notifications_disabled: ['fbl'],
    amount: 1,
    amount_cents: 1,
    amountCents: 1,
    list_amount: 1,
    discount_basis_points: 10_000,
    advance_credits: 1_000_000,
    cost: 0,
    held: true,
    sender_id: other.id,
    recipient_id: other.id,
    attempts: -1000,
    code_hash: 'x',
    provider: 'free',
    paid_at: '2026-01-01T00:00:00Z',
    currency: 'XXX',
  };
}

async function account(id: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
  return { user, profile };
}

const put = (cookie: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });
const post = (cookie: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

describe('mass assignment (issue 9)', () => {
  it('PUT /api/profile saves the form fields only', async () => {
    const a = await member({ name: 'Anna', gender: 'female' });
    const other = await member({ name: 'Otto', gender: 'male' });
    const before = await account(a.id);
    const otherBefore = await account(other.id);
    const form = {
      name: 'Annemiek',
      gender: 'female',
      looking_for: 'male',
      date_of_birth: '1991-02-03',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      min_age: 25,
      max_age: 45,
      interests: ['music'],
      about: 'Over mij',
    };
    const response = await put(a.cookie, '/api/profile', { ...privileged(other), ...form });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toMatchObject({ name: 'Annemiek', city: 'Utrecht' });
    for (const key of ['credits', 'role', 'status', 'fictional', 'email', 'paid_user', 'user_id'])
      expect(response.json().profile).not.toHaveProperty(key);
    const after = await account(a.id);
    expect(after.user).toEqual(before.user);
    expect(after.profile).toEqual({
      ...before.profile,
      name: 'Annemiek',
      dateOfBirth: '1991-02-03',
      region: 'NL-UT',
      city: 'Utrecht',
      minAge: 25,
      maxAge: 45,
      interests: ['music'],
      about: 'Over mij',
    });
    expect(after.profile).toMatchObject({
      fictional: false,
      status: 'active',
      mainPhotoId: null,
      searchable: true,
    });
    expect(await account(other.id)).toEqual(otherBefore);
  });

  it('PUT /api/user.php changes the language only', async () => {
    const a = await member();
    const other = await member();
    const before = await account(a.id);
    const otherBefore = await account(other.id);
    const response = await put(a.cookie, '/api/user.php', { ...privileged(other), language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      id: a.id,
      email: a.email,
      language: 'en',
      credits: 0,
      paid_user: false,
      status: 'confirmed',
      role: 'member',
    });
    expect(await account(a.id)).toEqual({ ...before, user: { ...before.user, language: 'en' } });
    expect(await account(other.id)).toEqual(otherBefore);
    // A visitor's call sets the locale cookie and touches no account.
    const anonymous = await put(null, '/api/user.php', { ...privileged(other), language: 'de' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect(await account(other.id)).toEqual(otherBefore);
  });

  it('POST /api/signup creates an ordinary new member whatever else the body says', async () => {
    const other = await member();
    const otherBefore = await account(other.id);
    const email = `nieuw.${randomUUID().slice(0, 8)}@example.com`;
    const response = await post(null, '/api/signup', {
      ...privileged(other),
      email: email.toUpperCase(),
      name: 'Nieuweling',
      password: PASSWORD,
      date_of_birth: '1990-01-01',
      gender: 'female',
      looking_for: 'male',
      country: 'DE',
      language: 'pl',
      tracking: { network: 'partner', credits: '1000', role: 'admin', user_id: String(other.id) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({
      email,
      credits: 30,
      paid_user: false,
      status: 'not_confirmed',
      role: 'member',
    });
    const id = response.json().user.id as number;
    expect(id).not.toBe(other.id);
    const { user, profile } = await account(id);
    expect(user).toMatchObject({
      email,
      status: 'not_confirmed',
      role: 'member',
      credits: 30,
      paidUser: false,
      invisible: false,
      domain: 'default',
      language: 'nl',
      notificationsDisabled: [],
      tracking: { network: 'partner' },
      confirmedAt: null,
      signupDate: t.clock.now(),
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.signupIp).not.toBe('6.6.6.6');
    expect(profile).toMatchObject({ name: 'Nieuweling', fictional: false, status: 'active', country: 'NL' });
    expect(
      (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id))).map((l) => [
        l.delta,
        l.reason,
      ]),
    ).toEqual([[30, 'signup_bonus']]);
    expect(await account(other.id)).toEqual(otherBefore);
  });

  it('POST /api/orders prices the order on the server and books it to the caller', async () => {
    const buyer = await member();
    const other = await member();
    const packages = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie: buyer.cookie } })
    ).json().packages as Array<{ id: number; credits: number; amount: number; discounted_amount: number }>;
    const pkg = packages[0];
    if (!pkg) throw new Error('no package');
    const [row] = await t.database.db.select().from(creditPackages).where(eq(creditPackages.id, pkg.id));
    const response = await post(buyer.cookie, '/api/orders', {
      ...privileged(other),
      package_id: pkg.id,
      method: 'ideal',
      withdrawal_consent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({
      status: 'open',
      credits: row?.credits,
      list_amount: row?.amountCents,
      amount: pkg.discounted_amount,
      currency: 'EUR',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().order.id));
    expect(order).toMatchObject({
      userId: buyer.id,
      packageId: pkg.id,
      credits: row?.credits,
      listAmountCents: row?.amountCents,
      amountCents: pkg.discounted_amount,
      currency: 'EUR',
      status: 'open',
      provider: 'sandbox',
      advanceCredits: 0,
      paidAt: null,
    });
    expect(order?.discountBasisPoints).toBeLessThan(10_000);
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order?.providerPaymentId ?? ''));
    expect(payment).toMatchObject({ amountCents: pkg.discounted_amount, currency: 'EUR', status: 'open' });
    expect((await account(buyer.id)).user).toMatchObject({ credits: 0, paidUser: false });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, other.id))).toEqual([]);
  });

  it('POST /api/messages charges the price and records the caller as sender', async () => {
    const sender = await member();
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ credits: 20 }).where(eq(users.id, sender.id));
      await tx
        .insert(creditLedger)
        .values({ userId: sender.id, delta: 20, reason: 'adjustment', createdAt: t.clock.now() });
    });
    const recipient = await member({ gender: 'male' });
    const other = await member();
    const otherBefore = await account(other.id);
    const response = await post(sender.cookie, '/api/messages', {
      ...privileged(other),
      type: 'text',
      profile_id: recipient.id,
      body: 'Hallo!',
      client_id: randomUUID(),
      read_at: '2026-01-01T00:00:00Z',
      deleted_by_recipient: true,
      gift_id: 'rose',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().credits).toBe(15);
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, response.json().message.id));
    expect(message).toMatchObject({
      senderId: sender.id,
      recipientId: recipient.id,
      type: 'text',
      body: 'Hallo!',
      giftId: null,
      cost: 5,
      held: false,
      readAt: null,
      deletedByRecipient: false,
      deletedBySender: false,
    });
    expect((await account(sender.id)).user?.credits).toBe(15);
    expect(await account(other.id)).toEqual(otherBefore);
  });

  it('POST /api/directdebit starts an unsigned mandate of the caller', async () => {
    const payer = await member();
    const other = await member();
    const [pkg] = await t.database.db
      .select()
      .from(creditPackages)
      .where(eq(creditPackages.country, 'NL'))
      .orderBy(creditPackages.amountCents)
      .limit(1);
    const response = await post(payer.cookie, '/api/directdebit', {
      ...privileged(other),
      ...directDebitForm(pkg?.id),
      signed_at: '2026-01-01T00:00:00Z',
      order_id: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mandate] = await t.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.id, response.json().mandate.id));
    expect(mandate).toMatchObject({
      userId: payer.id,
      packageId: pkg?.id,
      status: 'awaiting_code',
      attempts: 0,
      signedAt: null,
      orderId: null,
    });
    expect(mandate?.codeHash).not.toBe('x');
    expect(await t.database.db.select().from(mandates).where(eq(mandates.userId, other.id))).toEqual([]);
    expect((await account(payer.id)).user).toMatchObject({ credits: 0, paidUser: false });
  });

  it('PUT /api/account/invisible sets invisible only', async () => {
    // Invisible mode is a premium feature (SPEC §4, §5): a premium member, whose request succeeds.
    const a = await member({ paidUser: true });
    const other = await member();
    const before = await account(a.id);
    const response = await put(a.cookie, '/api/account/invisible', { ...privileged(other), invisible: true });
    expect(response.statusCode, response.body).toBe(200);
    const after = await account(a.id);
    expect(after.user).toEqual({ ...before.user, invisible: true });
    // The search copy follows (database trigger); nothing else of the profile changes.
    expect(after.profile).toEqual({ ...before.profile, searchable: false });
  });

  it('POST /api/user.php (login) changes no account column', async () => {
    const a = await member();
    const before = await account(a.id);
    const response = await post(null, '/api/user.php', {
      ...privileged(a),
      email: a.email,
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: a.id, role: 'member', credits: 0, paid_user: false });
    expect(await account(a.id)).toEqual(before);
  });

  it("POST /api/account/email and /api/mail-change/do change the caller's address only", async () => {
    const a = await member();
    const other = await member();
    const otherBefore = await account(other.id);
    const next = `nieuw.${randomUUID().slice(0, 8)}@example.com`;
    const requested = await post(a.cookie, '/api/account/email', { ...privileged(other), email: next });
    expect(requested.statusCode, requested.body).toBe(200);
    const token = new URL((await lastMail(t, next)).link ?? '').searchParams.get('token');
    const confirmed = await post(null, '/api/mail-change/do', { ...privileged(other), token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await account(a.id)).user?.email).toBe(next);
    expect(await account(other.id)).toEqual(otherBefore);
  });

  it("PUT /api/account/password changes the caller's password only", async () => {
    const a = await member();
    const other = await member();
    const otherBefore = await account(other.id);
    const response = await put(a.cookie, '/api/account/password', {
      ...privileged(other),
      old_password: PASSWORD,
      password: 'Regenboog-Kano-77',
      password_repeat: 'Regenboog-Kano-77',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await account(a.id)).user).toMatchObject({ role: 'member', credits: 0, status: 'confirmed' });
    expect(await account(other.id)).toEqual(otherBefore);
    expect(
      (await post(null, '/api/user.php', { email: a.email, password: 'Regenboog-Kano-77' })).statusCode,
    ).toBe(200);
  });
});
