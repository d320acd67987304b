// Over 300 lines: one journey per rule of SPEC §4's account end of life (delete, reactivate,
// purge), each needing the same members, photos, messages and orders set up through the API.

import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  accountDeletions,
  mandates,
  orders,
  photos,
  sandboxPayments,
  smsOutbox,
  users,
} from '../../db/schema/index.ts';
import { directDebitForm } from '../../test/forms.ts';
import {
  buildMember,
  grantCredits,
  login,
  loginOverHttp,
  multipart,
  PASSWORD,
  sessionCookie,
  testAppOfFile,
} from '../../test/helpers.ts';
import { placesHolding } from '../../test/scan.ts';
import { realtimeUrl } from '../../test/sockets.ts';
import { PURGE_JOB } from './lifecycle.ts';

const t = testAppOfFile({ listen: true });

const DAY_S = 86_400;

async function member(name: string, extra: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { name, ...extra });
  return { ...m, name, cookie: await login(t, m.email) };
}

const remove = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: payload as object });

const reactivate = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/reactivate', payload: { token } });

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const send = (cookie: string, to: number, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });

/** The token of the newest reactivation mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await t.app.deps.mailer.recent(1, email);
  expect(mail?.kind).toBe('reactivation');
  const match = /\/reactivate\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reactivation link');
  return match[1];
}

async function status(userId: number) {
  const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status;
}

describe('DELETE /api/account', () => {
  it('needs a reason (and remarks for "other"), and changes nothing without', async () => {
    const m = await member('Reden');
    for (const payload of [{}, { reason: 'bored' }, { reason: 'other' }, { reason: 'other', remarks: ' ' }]) {
      const answer = await remove(m.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toBe('validation');
    }
    const answer = await remove(m.cookie, { reason: 'other' });
    expect(answer.json().fields.remarks).toBe('Vul dit veld in.');
    expect(await status(m.id)).toBe('confirmed');
    expect((await get('/api/user.php', m.cookie)).json().user.id).toBe(m.id);
  });

  it('refuses a cross-site request and one without a session', async () => {
    const m = await member('Kruis');
    const cross = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: m.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { reason: 'price' },
    });
    expect(cross.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { reason: 'price' } })).json(),
    ).toMatchObject({ error: 'authentication_required' });
    expect(await status(m.id)).toBe('confirmed');
  });

  it('ends every session and socket at once and hides the member everywhere, until reactivation', async () => {
    const leaver = await member('Vertrekker', { gender: 'female', paidUser: true });
    const partner = await member('Blijver', { gender: 'male', lookingFor: 'female' });
    const otherTab = await login(t, leaver.email);
    await grantCredits(t, partner.id, 100);
    expect((await send(partner.cookie, leaver.id, 'Hoi daar')).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/likes/${leaver.id}`,
      headers: { cookie: partner.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/likes/${partner.id}`,
      headers: { cookie: leaver.cookie },
    });
    expect((await get('/api/chats.php', partner.cookie)).json().chats).toHaveLength(1);

    const socket = new WebSocket(realtimeUrl(t.app), { headers: { cookie: otherTab } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const answer = await remove(leaver.cookie, { reason: 'found_someone', remarks: 'Via jullie!' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(answer.cookies.find((c) => c.name === 'auth.session')?.value).toBe('');
    expect(await closed).toBe(4001);
    for (const cookie of [leaver.cookie, otherTab]) {
      expect((await get('/api/user.php', cookie)).json().user).toBeNull();
    }
    const [deletion] = await t.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, leaver.id));
    expect(deletion).toMatchObject({
      reason: 'found_someone',
      remarks: 'Via jullie!',
      previousStatus: 'confirmed',
    });

    const search = await get('/api/members?gender=female', partner.cookie);
    expect(search.json().results.map((r: { id: number }) => r.id)).not.toContain(leaver.id);
    expect((await get(`/api/members/${leaver.id}`, partner.cookie)).statusCode).toBe(404);
    expect((await get('/api/likes.php', partner.cookie)).json().profiles).toEqual([]);
    expect((await get('/api/chats.php', partner.cookie)).json().chats).toEqual([]);
    expect((await send(partner.cookie, leaver.id, 'Ben je er nog?')).statusCode).not.toBe(201);
    // Deleting twice is not possible: the session is gone.
    expect((await remove(leaver.cookie, { reason: 'price' })).statusCode).toBe(403);

    // Day 13: the mailed link restores everything and logs in; it works once.
    t.clock.advance(13 * DAY_S);
    const token = await mailedToken(leaver.email);
    const back = await reactivate(token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user).toMatchObject({ id: leaver.id, status: 'confirmed' });
    const cookie = sessionCookie(back);
    expect((await get('/api/user.php', cookie)).json().user.id).toBe(leaver.id);
    expect((await reactivate(token)).json()).toMatchObject({ error: 'link_expired' });
    expect((await get('/api/chats.php', partner.cookie)).json().chats).toHaveLength(1);
    expect((await get(`/api/members/${leaver.id}`, partner.cookie)).statusCode).toBe(200);
    expect((await get('/api/likes.php', partner.cookie)).json().profiles[0]).toMatchObject({
      id: leaver.id,
      match: true,
    });
  });

  it('after 14 days the link no longer works; a login within them mails a fresh link (at most 3 an hour)', async () => {
    const m = await member('Laatkomer');
    expect((await remove(m.cookie, { reason: 'time' })).statusCode).toBe(200);
    const first = await mailedToken(m.email);
    t.clock.advance(DAY_S);
    const attempt = await loginOverHttp(t, m.email).catch((error: Error) => error.message);
    expect(attempt).toMatch(/403/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ error: 'account_deleted', link_sent: true });
    const fresh = await mailedToken(m.email);
    expect(fresh).not.toBe(first);
    // A wrong password sends nothing; more than 3 links an hour are not sent.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: 'Verkeerd-Wachtwoord-1' },
    });
    expect(wrong.json().error).toBe('login_failed');
    for (let i = 0; i < 4; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: m.email, password: PASSWORD },
      });
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: PASSWORD },
    });
    expect(held.json()).toMatchObject({ error: 'account_deleted', link_sent: false });
    const mails = await t.app.deps.mailer.recent(20, m.email);
    // The deletion's link a day ago, then 3 in this hour.
    expect(mails.filter((mail) => mail.kind === 'reactivation')).toHaveLength(4);

    t.clock.advance(14 * DAY_S); // day 15
    expect((await reactivate(fresh)).statusCode).toBe(410);
    expect(await status(m.id)).toBe('deleted');
  });
});

describe('the purge job', () => {
  /** Every column of every table (all schemas, the job queue's too) holding `value` (server/test/scan.ts). */
  const placesOf = (value: string) => placesHolding(t.database, [value]);

  it('removes every personal datum and photo file after 14 days, keeps orders and ledger sums', async () => {
    const gone = await member('Zwaluwstaart', { gender: 'female' });
    const partner = await member('Gesprekspartner', { gender: 'male', lookingFor: 'female' });
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const upload = multipart(jpeg);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie: gone.cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, gone.id));
    const key = photo?.storageKey ?? '';
    expect(await t.app.deps.storage.get(`${key}.webp`)).not.toBeNull();

    // A paid order: credits booked in the ledger, the member premium.
    const pkgs = (await get('/api/credits/packages', gone.cookie)).json().packages;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: gone.cookie },
      payload: { package_id: pkgs[0].id, method: 'ideal', withdrawal_consent: true },
    });
    const paymentId = placed.json().order.payment_id as string;
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    });
    // An open order, cancelled at the provider when the account is deleted.
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: gone.cookie },
      payload: { package_id: pkgs[1].id, method: 'ideal', withdrawal_consent: true },
    });
    const openPayment = open.json().order.payment_id as string;
    // A signed direct-debit mandate: bank account, address and mobile number are personal data.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie: gone.cookie },
      payload: directDebitForm(pkgs[0].id, { account_holder: 'Z. Zwaluwstaart', mobile: '06 22334455' }),
    });
    expect(started.statusCode, started.body).toBe(201);
    const [sms] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/directdebit/${started.json().mandate.id}/confirm`,
      headers: { cookie: gone.cookie },
      payload: { code },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect((await send(gone.cookie, partner.id, 'Geheim van Zwaluwstaart')).statusCode).toBe(201);
    await grantCredits(t, partner.id, 20);
    expect((await send(partner.cookie, gone.id, 'Mijn eigen woorden')).statusCode).toBe(201);
    const ledgerSum = async () =>
      (
        (await t.database.db.execute(
          sql`select coalesce(sum(delta), 0)::int as s from credit_ledger where user_id = ${gone.id}`,
        )) as unknown as { rows: Array<{ s: number }> }
      ).rows[0]?.s;
    expect((await remove(gone.cookie, { reason: 'price' })).statusCode).toBe(200);
    // The direct debit under way is the member's purchase: its mandate stays until the purge.
    const [mandate] = await t.database.db.select().from(mandates).where(eq(mandates.userId, gone.id));
    expect(mandate?.status).toBe('signed');
    const before = await ledgerSum();
    expect(before).toBeGreaterThan(0);
    const ordersBefore = await t.database.db.select().from(orders).where(eq(orders.userId, gone.id));
    const [cancelled] = await t.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, openPayment));
    expect(cancelled?.status).toBe('canceled');

    // Day 13: the job leaves the account alone.
    t.clock.advance(13 * DAY_S);
    await t.app.deps.jobs.runNow(PURGE_JOB, {});
    expect(await placesOf(gone.email)).toContain(`public.users.email: ${gone.email}`);
    // Day 15: purged.
    t.clock.advance(2 * DAY_S);
    await t.app.deps.jobs.runNow(PURGE_JOB, {});
    for (const value of [gone.email, 'Zwaluwstaart', key, 'NL91ABNA0417164300', '+31622334455'])
      expect(await placesOf(value), value).toEqual([]);
    expect(await t.app.deps.storage.get(`${key}.webp`)).toBeNull();
    expect(await t.app.deps.storage.get(`${key}.thumb.webp`)).toBeNull();
    expect(await ledgerSum()).toBe(before);
    const kept = await t.database.db.select().from(orders).where(eq(orders.userId, gone.id));
    expect(kept).toEqual(ordersBefore);
    expect(kept.map((o) => o.status)).toContain('paid');
    expect(kept.find((o) => o.providerPaymentId === openPayment)?.status).toBe('cancelled');

    // The partner's conversation: their own words stay, the purged member's are "removed".
    const conversationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: partner.cookie },
        payload: { type: 'text', profile_id: gone.id, body: 'Hallo?', client_id: randomUUID() },
      })
    ).json().conversation?.id;
    expect(conversationId).toBeUndefined();
    const [row] = await t.database.db
      .execute(sql`select conversation_id from messages where recipient_id = ${gone.id} limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ conversation_id: number }> }).rows);
    const page = await get(`/api/chats/${row?.conversation_id}/messages`, partner.cookie);
    const messages = page.json().messages as Array<{
      from_me: boolean;
      body: string | null;
      removed: boolean;
    }>;
    expect(messages.find((m) => m.from_me)).toMatchObject({ body: 'Mijn eigen woorden', removed: false });
    expect(messages.find((m) => !m.from_me)).toMatchObject({ body: null, removed: true });
    // The purge is done once: the account's deletion row says so, a second run finds nothing.
    const [deletion] = await t.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, gone.id));
    expect(deletion?.purgedAt).not.toBeNull();
    expect(deletion?.reason).toBe('price');
  });
});

describe('POST /api/account/stay-discount', () => {
  it('gives the member one personal code worth delete_discount percent', async () => {
    const m = await member('Twijfelaar');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/account/stay-discount',
      headers: { cookie: m.cookie },
    });
    expect(first.statusCode, first.body).toBe(200);
    const { discount } = first.json();
    expect(discount.code).toMatch(/^STAY-[0-9A-F]{10}$/);
    expect(discount).toMatchObject({ value_percentage: 50, user_id: m.id, validity: 'once-per-user' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/stay-discount',
      headers: { cookie: m.cookie },
    });
    expect(again.json().discount.code).toBe(discount.code);
    const checked = await get(`/api/discountcode.php?code=${discount.code}`, m.cookie);
    expect(checked.statusCode).toBe(200);
    const other = await member('Ander');
    expect((await get(`/api/discountcode.php?code=${discount.code}`, other.cookie)).statusCode).toBe(404);
  });
});

describe('invisible mode (SPEC §4)', () => {
  it('hides a premium member from search at once; those they like or write to first see them', async () => {
    const shy = await member('Verlegen', { gender: 'female', paidUser: true });
    const liked = await member('Geliefde', { gender: 'male', lookingFor: 'female' });
    const written = await member('Aangeschreven', { gender: 'male', lookingFor: 'female' });
    const stranger = await member('Vreemde', { gender: 'male', lookingFor: 'female' });
    const found = async (cookie: string) =>
      (await get('/api/members?gender=female', cookie)).json().results.map((r: { id: number }) => r.id);
    expect(await found(stranger.cookie)).toContain(shy.id);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/account/invisible',
      headers: { cookie: shy.cookie },
      payload: { invisible: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    for (const viewer of [stranger, liked, written]) {
      expect(await found(viewer.cookie)).not.toContain(shy.id);
      expect((await get(`/api/members/${shy.id}`, viewer.cookie)).statusCode).toBe(404);
    }
    await t.app.inject({ method: 'POST', url: `/api/likes/${liked.id}`, headers: { cookie: shy.cookie } });
    await grantCredits(t, shy.id, 20);
    expect((await send(shy.cookie, written.id, 'Hallo, ik ben onzichtbaar')).statusCode).toBe(201);
    expect((await get(`/api/members/${shy.id}`, liked.cookie)).statusCode).toBe(200);
    expect((await get(`/api/members/${shy.id}`, written.cookie)).statusCode).toBe(200);
    expect((await get(`/api/members/${shy.id}`, stranger.cookie)).statusCode).toBe(404);
    // Still out of search for all of them.
    expect(await found(liked.cookie)).not.toContain(shy.id);
  });
});
