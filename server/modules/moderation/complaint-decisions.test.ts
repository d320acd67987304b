// Over 300 lines on purpose: the whole life of a complaint (decision, both mails, one appeal, its
// reversal) reads as one story; splitting it would repeat the fixture in every part.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  grantCredits,
  login,
  loginOverHttp,
  type TestApp,
} from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { countAudit, listAudit } from '../staff/audit.ts';

/** Issue "Back office" §2, DSA art. 17 and 20: deciding complaints with a reason, telling both sides, one appeal. */
let t: TestApp;
let moderator: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  moderator = await buildStaff(t, 'moderator');
});
afterAll(() => t.close());

async function member(name?: string) {
  const m = await buildMember(t, { confirmedAt: t.clock.now(), ...(name ? { name } : {}) });
  return { ...m, cookie: await login(t, m.email) };
}

/** A text message from `from` to `to`; answers its id and conversation. */
async function message(from: { id: number; cookie: string }, to: { id: number }, body = 'Stuur me geld') {
  await grantCredits(t, from.id, 20);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    payload: { type: 'text', profile_id: to.id, body, client_id: randomUUID() },
  });
  expect(answer.statusCode).toBe(201);
  return {
    id: answer.json().message.id as number,
    conversationId: answer.json().message.conversation_id as number,
  };
}

/** `reporter` files a complaint about `messageId` (or the profile `profileId`); answers its id and reference. */
async function complain(reporter: { cookie: string }, about: { message_id?: number; profile_id?: number }) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: { cookie: reporter.cookie },
    payload: { ...about, subject: 'scam', body: 'Vraagt om geld.' },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().complaint as { id: number; reference: string };
}

const decide = (id: number, payload: Record<string, unknown>, cookie = moderator.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/complaints/${id}/decision`,
    headers: staffHeaders(t, cookie),
    payload,
  });

const decideAppeal = (id: number, payload: Record<string, unknown>, cookie = moderator.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/complaints/${id}/appeal-decision`,
    headers: staffHeaders(t, cookie),
    payload,
  });

const appeal = (id: number, cookie: string, body = 'Dit klopt niet.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/complaints/${id}/appeal`,
    headers: { cookie, origin: t.app.deps.config.publicUrl },
    payload: { body },
  });

/** The newest outbox mail to `to`: its kind and text. */
async function newestMail(to: string) {
  const [mail] = await t.app.deps.mailer.recent(1, to);
  return mail;
}

describe('complaint decisions', () => {
  it('bans with a reason, tells both sides, ends the sessions; a second decision is refused', async () => {
    const reporter = await member();
    const reported = await member('Oplichter');
    const sent = await message(reported, reporter);
    const complaint = await complain(reporter, { message_id: sent.id });

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/complaints?status=received',
      headers: { cookie: moderator.cookie },
    });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().complaints.find((c: { id: number }) => c.id === complaint.id);
    expect(item).toMatchObject({
      reference: complaint.reference,
      body: 'Vraagt om geld.',
      reporter: { id: reporter.id, email: reporter.email },
      reported: { id: reported.id, name: 'Oplichter', status: 'confirmed' },
      message: { id: sent.id, body: 'Stuur me geld', hidden: false },
    });

    const audits = await countAudit(t.database.db);
    const reason = 'Je vroeg herhaaldelijk om geld (regel 4 van de voorwaarden).';
    const answer = await decide(complaint.id, { decision: 'ban', reason });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().complaint).toMatchObject({
      status: 'decided',
      decision: 'ban',
      decision_reason: reason,
    });
    expect(await countAudit(t.database.db)).toBe(audits + 1);
    const [entry] = await listAudit(t.database.db, {
      targetType: 'complaint',
      targetId: String(complaint.id),
    });
    expect(entry).toMatchObject({ action: 'complaints.decide', actorId: moderator.id, reason });

    // Both sides are told the outcome and the reason.
    const toReporter = await newestMail(reporter.email);
    expect(toReporter?.kind).toBe('complaint_decided');
    expect(toReporter?.text).toContain(reason);
    expect(toReporter?.text).toContain(complaint.reference);
    const toReported = await newestMail(reported.email);
    expect(toReported?.kind).toBe('moderation_decision');
    expect(toReported?.text).toContain(reason);

    // The ban: the account is blocked, the sessions ended, the login answers the reason.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reported.id));
    expect(row?.status).toBe('banned');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, reported.id))).toEqual([]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: reported.cookie },
    });
    expect(me.json().user ?? null).toBeNull();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: reported.email, password: 'Zonnebloem-Fiets-42' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_banned', reason });

    // Decided once: a second decision is refused and changes nothing.
    const again = await decide(complaint.id, { decision: 'no_action', reason: 'Toch niet.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('complaint_closed');
    expect(await countAudit(t.database.db)).toBe(audits + 1);

    // One appeal (the reporter's), a second is refused; the reversal lifts the ban.
    expect((await appeal(complaint.id, reporter.cookie)).statusCode).toBe(200);
    const second = await appeal(complaint.id, reporter.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('complaint_closed');
    const appealed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/complaints?status=appealed',
      headers: { cookie: moderator.cookie },
    });
    expect(appealed.json().complaints.map((c: { id: number }) => c.id)).toContain(complaint.id);

    const appealReason = 'Bij nader inzien was het een grap tussen bekenden.';
    const reversed = await decideAppeal(complaint.id, { decision: 'reversed', reason: appealReason });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().complaint).toMatchObject({ status: 'closed', appeal_decision: 'reversed' });
    expect(await countAudit(t.database.db)).toBe(audits + 2);
    const [unbanned] = await t.database.db.select().from(users).where(eq(users.id, reported.id));
    expect(unbanned?.status).toBe('confirmed');
    expect(await loginOverHttp(t, reported.email)).toMatch(/^auth\.session=/);
    expect((await newestMail(reporter.email))?.kind).toBe('appeal_decided');
    expect((await newestMail(reported.email))?.text).toContain(appealReason);

    const twice = await decideAppeal(complaint.id, { decision: 'upheld', reason: 'Nee.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('complaint_closed');
  });

  it('removes the content: both members see the message as removed, without its text; staff still see it', async () => {
    const reporter = await member();
    const reported = await member();
    const sent = await message(reported, reporter, 'Geheime tekst die weg moet');
    const complaint = await complain(reporter, { message_id: sent.id });
    const answer = await decide(complaint.id, { decision: 'content_removed', reason: 'Dreigende taal.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().complaint.message).toMatchObject({
      body: 'Geheime tekst die weg moet',
      hidden: true,
    });

    for (const viewer of [reporter, reported]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/chats/${sent.conversationId}/messages`,
        headers: { cookie: viewer.cookie },
      });
      expect(page.json().messages).toEqual([
        expect.objectContaining({ id: sent.id, removed: true, body: null }),
      ]);
      expect(page.body).not.toContain('Geheime tekst');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/chats.php',
        headers: { cookie: viewer.cookie },
      });
      expect(list.json().chats[0].last_message).toMatchObject({ id: sent.id, removed: true, body: null });
      expect(list.body).not.toContain('Geheime tekst');
    }
  });

  it('warns: the member sees the warning until acknowledged and the decision with its appeal period', async () => {
    const reporter = await member();
    const reported = await member();
    const complaint = await complain(reporter, { profile_id: reported.id });
    const early = await appeal(complaint.id, reporter.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('appeal_not_possible');

    const reason = 'Je profieltekst bevat een telefoonnummer.';
    expect((await decide(complaint.id, { decision: 'warning', reason })).statusCode).toBe(200);
    const warnings = await t.app.inject({
      method: 'GET',
      url: '/api/account/warnings',
      headers: { cookie: reported.cookie },
    });
    expect(warnings.json().warnings).toEqual([
      { id: expect.any(Number), reason, created_at: expect.any(String) },
    ]);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/account/warnings/${warnings.json().warnings[0].id}/ack`,
      headers: { cookie: reported.cookie, origin: t.app.deps.config.publicUrl },
    });
    expect(ack.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/account/warnings',
      headers: { cookie: reported.cookie },
    });
    expect(after.json().warnings).toEqual([]);

    const decisions = await t.app.inject({
      method: 'GET',
      url: '/api/complaints/decisions',
      headers: { cookie: reported.cookie },
    });
    expect(decisions.json().decisions).toEqual([
      expect.objectContaining({
        id: complaint.id,
        decision: 'warning',
        decision_reason: reason,
        appealed_at: null,
      }),
    ]);
    expect(decisions.body).not.toContain(reporter.email);

    // Someone else cannot appeal; after six months nobody can.
    const stranger = await member();
    expect((await appeal(complaint.id, stranger.cookie)).statusCode).toBe(404);
    t.clock.advance(184 * 86_400);
    const late = await appeal(complaint.id, await login(t, reported.email));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('appeal_not_possible');
    // Sessions of six months ago have expired: the next tests sign in again.
    moderator = await buildStaff(t, 'moderator');
  });

  it('refuses a decision without a reason or with a sanction that does not fit, changing nothing', async () => {
    const reporter = await member();
    const reported = await member();
    const complaint = await complain(reporter, { profile_id: reported.id });
    const audits = await countAudit(t.database.db);
    const noReason = await decide(complaint.id, { decision: 'no_action', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    const misfit = await decide(complaint.id, {
      decision: 'no_action',
      reason: 'Niets aan de hand.',
      sanction: 'ban',
    });
    expect(misfit.statusCode).toBe(400);
    expect(Object.keys(misfit.json().fields)).toEqual(['sanction']);
    const noMessage = await decide(complaint.id, { decision: 'content_removed', reason: 'Weg ermee.' });
    expect(noMessage.statusCode).toBe(400);
    expect(Object.keys(noMessage.json().fields)).toEqual(['decision']);
    expect(await countAudit(t.database.db)).toBe(audits);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/complaints/${complaint.id}`,
      headers: { cookie: moderator.cookie },
    });
    expect(detail.json().complaint).toMatchObject({ status: 'received', decision: null });
  });

  it('lets moderators and admins in, not support, operators, members or visitors', async () => {
    const reporter = await member();
    const complaint = await complain(reporter, {});
    for (const role of ['support', 'operator'] as const) {
      const staff = await buildStaff(t, role);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/complaints',
        headers: { cookie: staff.cookie },
      });
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe('forbidden');
      const write = await decide(complaint.id, { decision: 'no_action', reason: 'x' }, staff.cookie);
      expect(write.statusCode).toBe(403);
    }
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/complaints',
      headers: { cookie: reporter.cookie },
    });
    expect(asMember.json().error).toBe('forbidden');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/complaints' });
    expect(visitor.json().error).toBe('authentication_required');
    const admin = await buildStaff(t, 'admin');
    const byAdmin = await decide(
      complaint.id,
      { decision: 'no_action', reason: 'Geen overtreding.' },
      admin.cookie,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('lists oldest first', async () => {
    const reporter = await member();
    const first = await complain(reporter, {});
    t.clock.advance(60);
    const second = await complain(reporter, {});
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/complaints?status=received&limit=200',
      headers: { cookie: moderator.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().complaints.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });
});
