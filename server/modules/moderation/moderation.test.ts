import { randomUUID } from 'node:crypto';
import { AUTH_COOKIE } from '@common/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  grantCredits,
  login,
  PASSWORD,
  type TestApp,
} from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { createInProcessBus } from '../realtime/bus.ts';
import { countAudit, listAudit } from '../staff/audit.ts';

/** Issue "Back office" §2: warnings, bans, hidden messages and duplicate-account signals. */
let t: TestApp;
const bus = createInProcessBus();
const events: Array<{ userIds: number[]; type: string }> = [];
let moderator: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp({ bus });
  bus.subscribe((e) => events.push({ userIds: e.userIds, type: e.event.type }));
  moderator = await buildStaff(t, 'moderator');
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { confirmedAt: t.clock.now(), ...overrides });
  return { ...m, cookie: await login(t, m.email) };
}

const post = (url: string, payload: Record<string, unknown>, cookie = moderator.cookie) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders(t, cookie), payload });

const get = (url: string, cookie = moderator.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('warnings and bans', () => {
  it('warns: the member sees it until acknowledged; one audit entry', async () => {
    const m = await member();
    const audits = await countAudit(t.database.db);
    const answer = await post(`/api/admin/members/${m.id}/warnings`, {
      reason: 'Geen telefoonnummers in je profiel.',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().sanction).toMatchObject({
      kind: 'warning',
      created_by: moderator.id,
      acknowledged_at: null,
    });
    expect(await countAudit(t.database.db)).toBe(audits + 1);
    const [entry] = await listAudit(t.database.db, { targetType: 'member', targetId: String(m.id) });
    expect(entry).toMatchObject({
      action: 'members.moderate',
      reason: 'Geen telefoonnummers in je profiel.',
    });

    const shown = await get('/api/account/warnings', m.cookie);
    expect(shown.json().warnings).toEqual([
      {
        id: answer.json().sanction.id,
        reason: 'Geen telefoonnummers in je profiel.',
        created_at: expect.any(String),
      },
    ]);
    const other = await member();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/account/warnings/${answer.json().sanction.id}/ack`,
      headers: { cookie: other.cookie, origin: t.app.deps.config.publicUrl },
    });
    expect(foreign.statusCode).toBe(404);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/account/warnings/${answer.json().sanction.id}/ack`,
      headers: { cookie: m.cookie, origin: t.app.deps.config.publicUrl },
    });
    expect(ack.statusCode).toBe(200);
    expect((await get('/api/account/warnings', m.cookie)).json().warnings).toEqual([]);
  });

  it('bans: sessions end and sockets are told, the login answers the reason; unban lets them back in', async () => {
    const m = await member();
    const second = await login(t, m.email);
    const audits = await countAudit(t.database.db);
    const reason = 'Je stuurde berichten met oplichtingslinks.';
    const answer = await post(`/api/admin/members/${m.id}/ban`, { reason });
    expect(answer.statusCode).toBe(200);
    expect(await countAudit(t.database.db)).toBe(audits + 1);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, m.id))).toEqual([]);
    expect(events).toContainEqual({ userIds: [m.id], type: 'session_ended' });
    for (const cookie of [m.cookie, second]) {
      const me = await get('/api/account/warnings', cookie);
      expect(me.json().error).toBe('authentication_required');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.status).toBe('banned');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_banned', reason });
    // Without the right password nobody learns the reason.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: 'fout-wachtwoord-1' },
    });
    expect(wrong.json().reason).toBeUndefined();

    const twice = await post(`/api/admin/members/${m.id}/ban`, { reason: 'Nog eens.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('member_status_conflict');
    expect(await countAudit(t.database.db)).toBe(audits + 1);

    const lifted = await post(`/api/admin/members/${m.id}/unban`, {
      reason: 'Account was gehackt, nu hersteld.',
    });
    expect(lifted.statusCode).toBe(200);
    expect(await countAudit(t.database.db)).toBe(audits + 2);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: m.email, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);

    const history = await get(`/api/admin/members/${m.id}/sanctions`);
    expect(history.json()).toMatchObject({ status: 'confirmed' });
    expect(history.json().sanctions.map((s: { kind: string }) => s.kind)).toEqual(['unban', 'ban']);
  });

  it('refuses a ban without a reason, of a staff account, and for roles without the action', async () => {
    const m = await member();
    const noReason = await post(`/api/admin/members/${m.id}/ban`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    const admin = await buildStaff(t, 'admin');
    expect((await post(`/api/admin/members/${admin.id}/ban`, { reason: 'Nee.' })).json().error).toBe(
      'staff_target_forbidden',
    );
    for (const role of ['support', 'operator'] as const) {
      const staff = await buildStaff(t, role);
      for (const url of ['warnings', 'ban', 'unban']) {
        const answer = await post(`/api/admin/members/${m.id}/${url}`, { reason: 'x' }, staff.cookie);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error).toBe('forbidden');
      }
      expect((await get(`/api/admin/members/${m.id}/sanctions`, staff.cookie)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.status).toBe('confirmed');
  });
});

describe('hiding a message', () => {
  it('shows it to both members as removed without its text, and again after unhide; staff keep it', async () => {
    const a = await member();
    const b = await member();
    await grantCredits(t, a.id, 20);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload: { type: 'text', profile_id: b.id, body: 'Kwetsende tekst', client_id: randomUUID() },
    });
    const { id, conversation_id: conversationId } = sent.json().message;
    const audits = await countAudit(t.database.db);
    const hidden = await post(`/api/admin/messages/${id}/hide`, { reason: 'Beledigend.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toMatchObject({ id, body: 'Kwetsende tekst', hidden: true });
    expect(await countAudit(t.database.db)).toBe(audits + 1);
    expect(events).toContainEqual({ userIds: [a.id, b.id], type: 'chats_changed' });
    for (const viewer of [a, b]) {
      const page = await get(`/api/chats/${conversationId}/messages`, viewer.cookie);
      expect(page.json().messages).toEqual([expect.objectContaining({ id, removed: true, body: null })]);
      expect(page.body).not.toContain('Kwetsende');
    }
    const shown = await post(`/api/admin/messages/${id}/unhide`, { reason: 'Toch toelaatbaar.' });
    expect(shown.statusCode).toBe(200);
    expect(await countAudit(t.database.db)).toBe(audits + 2);
    const page = await get(`/api/chats/${conversationId}/messages`, b.cookie);
    expect(page.json().messages).toEqual([
      expect.objectContaining({ id, removed: false, body: 'Kwetsende tekst' }),
    ]);

    expect((await post('/api/admin/messages/2147483000/hide', { reason: 'x' })).statusCode).toBe(404);
    const support = await buildStaff(t, 'support');
    expect((await post(`/api/admin/messages/${id}/hide`, { reason: 'x' }, support.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('duplicate accounts', () => {
  it('finds accounts sharing the signup address, a session address or the device cookie', async () => {
    const device = 'AAAAAAAAAAAAAAAAAAAAAA';
    // Signup through the API with a device cookie: the account and its session record it.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie: `device=${device}`, origin: t.app.deps.config.publicUrl },
      remoteAddress: '203.0.113.7',
      payload: {
        email: `dup.${randomUUID().slice(0, 6)}@example.com`,
        password: PASSWORD,
        name: 'Eerste',
        gender: 'male',
        looking_for: 'female',
        date_of_birth: '1990-01-01',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const first = signup.json().user.id as number;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first));
    expect(row).toMatchObject({ signupIp: '203.0.113.7', signupDeviceId: device });

    const sameIp = await buildMember(t, { signupIp: '203.0.113.7' });
    const sameDevice = await member({ signupIp: '198.51.100.1' });
    await t.app.deps.sessions.create(sameDevice.id, { ip: '198.51.100.1', userAgent: 'x', deviceId: device });
    const sessionIp = await buildMember(t, { signupIp: '198.51.100.2' });
    await t.app.deps.sessions.create(sessionIp.id, { ip: '203.0.113.7', userAgent: 'x' });
    const stranger = await buildMember(t, { signupIp: '192.0.2.99' });

    const answer = await get(`/api/admin/members/${first}/duplicates`);
    expect(answer.statusCode).toBe(200);
    const byId = new Map(
      answer
        .json()
        .duplicates.map((d: { member: { id: number }; shared: unknown }) => [d.member.id, d.shared]),
    );
    expect(byId.get(sameIp.id)).toEqual([{ signal: 'signup_ip', value: '203.0.113.7' }]);
    expect(byId.get(sameDevice.id)).toEqual([{ signal: 'device', value: device }]);
    expect(byId.get(sessionIp.id)).toEqual([{ signal: 'signup_ip', value: '203.0.113.7' }]);
    expect(byId.has(stranger.id)).toBe(false);
    expect(byId.has(first)).toBe(false);

    const support = await buildStaff(t, 'support');
    expect((await get(`/api/admin/members/${first}/duplicates`, support.cookie)).statusCode).toBe(200);
    const operator = await buildStaff(t, 'operator');
    expect((await get(`/api/admin/members/${first}/duplicates`, operator.cookie)).statusCode).toBe(403);
  });

  it('gives a browser without one a device cookie (HttpOnly, SameSite=Lax, two years), not for static files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    const cookie = page.cookies.find((c) => c.name === 'device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2 * 365 * 86_400 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { cookie: `device=${cookie?.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'device')).toBeUndefined();
    const asset = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(asset.cookies.find((c) => c.name === 'device')).toBeUndefined();

    // A login records the device on its session.
    const m = await buildMember(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { cookie: `device=${cookie?.value}` },
      payload: { email: m.email, password: PASSWORD },
    });
    const token = login.cookies.find((c) => c.name === AUTH_COOKIE)?.value;
    expect(token).toBeDefined();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, m.id));
    expect(session?.deviceId).toBe(cookie?.value);
  });
});
