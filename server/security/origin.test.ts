import { LOCALE_COOKIE } from '@common/constants';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likes, sandboxPayments, sessions, users } from '../db/schema/index.ts';
import { ORIGIN_CHECK_EXEMPTIONS } from '../plugins/origin-check.ts';
import { buildMember, login, memberWith, PASSWORD, testAppOfFile } from '../test/helpers.ts';

/**
 * Issue 9, "cross-site requests": state-changing /api requests must come from a page of this site
 * (server/plugins/origin-check.ts), login is JSON only, logout needs X-Request-Type.
 * The test site's PUBLIC_URL is http://localhost:3000; `app.inject` sends Host localhost:80.
 */
const t = testAppOfFile();

const EVIL = 'https://evil.example';
const refused = { error: 'forbidden_origin', message: expect.stringContaining('niet van deze site') };

/** A premium member: the invisible mode these tests switch is a premium feature (SPEC §4, §5). */
async function premium() {
  const m = await buildMember(t, { paidUser: true });
  return { ...m, cookie: await login(t, m.email) };
}

async function invisible(userId: number) {
  const [row] = await t.database.db
    .select({ invisible: users.invisible })
    .from(users)
    .where(eq(users.id, userId));
  return row?.invisible;
}

function setInvisible(cookie: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/invisible',
    headers: { cookie, ...headers },
    payload: { invisible: true },
  });
}

async function sessionCount(userId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('state-changing /api requests from another site', () => {
  it('refuses a JSON PUT with a foreign Origin, translated, and changes nothing', async () => {
    const m = await premium();
    const answer = await setInvisible(m.cookie, { origin: EVIL });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refused);
    expect(await invisible(m.id)).toBe(false);
    // In the visitor's language like every error (English here through the locale cookie).
    const en = await t.app.inject({
      method: 'PUT',
      url: '/api/account/invisible',
      headers: { origin: EVIL, cookie: `${LOCALE_COOKIE}=en` },
      payload: { invisible: true },
    });
    expect(en.json().message).toBe(
      'This request did not come from this site and was refused. Open the site again and try once more.',
    );
  });

  it('refuses a bodiless POST /api/likes/:id with a foreign Origin and stores no like', async () => {
    const m = await memberWith(t, 0);
    const other = await buildMember(t, { gender: 'male' });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${other.id}`,
      headers: { cookie: m.cookie, origin: EVIL },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refused);
    const stored = await t.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, m.id), eq(likes.likedId, other.id)));
    expect(stored).toEqual([]);
    // The same request from the site itself goes through.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${other.id}`,
      headers: { cookie: m.cookie, origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses Origin null, another port or scheme of our host, and Sec-Fetch-Site cross-site', async () => {
    const m = await premium();
    const cases: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'http://localhost:3001' },
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const answer = await setInvisible(m.cookie, headers);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
    }
    expect(await invisible(m.id)).toBe(false);
  });

  it('lets the site through: Origin of PUBLIC_URL, Origin of the request Host, and no Origin at all', async () => {
    const a = await premium();
    expect((await setInvisible(a.cookie, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect(await invisible(a.id)).toBe(true);
    // A site reached at its own host (another domain of the same server).
    const b = await premium();
    const byHost = await setInvisible(b.cookie, {
      host: 'amora-two.example:8080',
      origin: 'http://amora-two.example:8080',
    });
    expect(byHost.statusCode).toBe(200);
    // Behind a TLS proxy that is not trusted, the https page arrives over http: still ours.
    const c = await premium();
    const tls = await setInvisible(c.cookie, {
      host: 'amora-two.example',
      origin: 'https://amora-two.example',
    });
    expect(tls.statusCode).toBe(200);
    // Non-browser clients send neither Origin nor Referer.
    const d = await premium();
    expect((await setInvisible(d.cookie, {})).statusCode).toBe(200);
    expect(await invisible(d.id)).toBe(true);
  });

  it('falls back to Referer when there is no Origin', async () => {
    const m = await premium();
    const foreign = await setInvisible(m.cookie, { referer: `${EVIL}/dating/page?x=1` });
    expect(foreign.statusCode).toBe(403);
    expect(await invisible(m.id)).toBe(false);
    expect((await setInvisible(m.cookie, { referer: 'not a url' })).statusCode).toBe(403);
    const own = await setInvisible(m.cookie, { referer: 'http://localhost:3000/profile' });
    expect(own.statusCode).toBe(200);
    expect(await invisible(m.id)).toBe(true);
  });
});

describe('POST /api/user.php (login CSRF)', () => {
  const form = (email: string) => new URLSearchParams({ email, password: PASSWORD }).toString();

  it('refuses a form-encoded login from a foreign page: 403, no session', async () => {
    const m = await buildMember(t);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      payload: form(m.email),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refused);
    expect(answer.cookies.find((c) => c.name === 'auth.session')).toBeUndefined();
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('accepts JSON only: a form or text body answers 415 unsupported_media_type and logs nobody in', async () => {
    const m = await buildMember(t);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', form(m.email)],
      ['text/plain', JSON.stringify({ email: m.email, password: PASSWORD })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${m.email}\r\n--x--\r\n`,
      ],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { 'content-type': type },
        payload,
      });
      expect({ type, status: answer.statusCode }).toEqual({ type, status: 415 });
      expect(answer.json()).toEqual({
        error: 'unsupported_media_type',
        message:
          'De gegevens zijn verstuurd in een vorm die we niet accepteren. Gebruik het formulier op de site.',
      });
      expect(answer.cookies.find((c) => c.name === 'auth.session')).toBeUndefined();
    }
    expect(await sessionCount(m.id)).toBe(0);
    // JSON from the site's own page logs in.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: m.email, password: PASSWORD },
    });
    expect(json.statusCode).toBe(200);
    expect(json.cookies.find((c) => c.name === 'auth.session')).toBeDefined();
  });
});

describe('GET /api/logout.php', () => {
  it('needs X-Request-Type: client; without it the session stays', async () => {
    const m = await memberWith(t, 0);
    for (const headers of [{}, { 'x-request-type': 'other' }]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/logout.php',
        headers: { cookie: m.cookie, ...headers },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(refused);
      expect(answer.cookies.find((c) => c.name === 'auth.session')).toBeUndefined();
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/logout.php',
      headers: { cookie: m.cookie },
    });
    expect(head.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } });
    expect(me.json().user.id).toBe(m.id);

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie: m.cookie, 'x-request-type': 'client' },
    });
    expect(out.json()).toEqual({ ok: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } });
    expect(after.json()).toEqual({ user: null });
  });
});

describe('exemptions', () => {
  it('lists the routes that authenticate otherwise', () => {
    expect(ORIGIN_CHECK_EXEMPTIONS.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/payments/webhook',
      'POST /api/mail/unsubscribe',
      'POST /api/mail/events',
    ]);
  });

  it('still takes the payment webhook with a foreign Origin', async () => {
    const m = await memberWith(t, 0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/credits/packages',
      headers: { cookie: m.cookie },
    });
    const pkg = list.json().packages[0];
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: m.cookie },
      payload: { package_id: pkg.id, method: 'ideal', withdrawal_consent: true },
    });
    expect(placed.statusCode).toBe(201);
    const paymentId: string = placed.json().order.payment_id;
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, paymentId));
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
      },
      payload: `id=${paymentId}`,
    });
    expect(hook.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, m.id));
    expect(row?.credits).toBe(pkg.credits);
  });
});
