/**
 * GDPR Art. 15: the data export holds what staff wrote and did about the member (notes, warnings
 * and bans, moderation decisions, the audited staff actions on them) with the staff's role but
 * never who they are, and the logins kept (sessions, failed logins with time and address), which
 * are kept for a bounded time only.
 */
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  grantCredits,
  login,
  PASSWORD,
  sessionCookie,
  testAppOfFile,
} from '../../test/helpers.ts';
import { consoleOf, fictionalProfile, writeTo } from '../../test/operators.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { LOGIN_RECORDS_DAYS, LOGIN_RECORDS_JOB } from '../auth/retention.ts';

const t = testAppOfFile();

const DAY_S = 86_400;

async function exportOf(cookie: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('the export: what staff hold about the member', () => {
  it('holds staff notes, sanctions, decisions and staff actions with the role, never the staff member', async () => {
    const m = await buildMember(t, { name: 'Inzage', gender: 'female', confirmedAt: t.clock.now() });
    const cookie = await login(t, m.email);
    const reporter = await buildMember(t, { name: 'Melder', gender: 'male' });
    const operator = await buildStaff(t, 'operator');
    const moderator = await buildStaff(t, 'moderator');
    const admin = await buildStaff(t, 'admin');
    const post = (staff: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: staffHeaders(t, staff), payload });

    const fictional = await fictionalProfile(t);
    await grantCredits(t, m.id, 50);
    await writeTo(t, cookie, fictional.id, 'Hallo daar');
    expect((await consoleOf(t, operator.cookie).note(m.id, 'Schrijft graag over haar hond')).statusCode).toBe(
      201,
    );
    const warned = await post(moderator.cookie, `/api/admin/members/${m.id}/warnings`, {
      reason: 'Let op je toon in berichten aan anderen',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const complaint = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { cookie: await login(t, reporter.email) },
      payload: {
        profile_id: m.id,
        subject: 'harassment',
        body: 'Zij bleef mij berichten sturen, ik ben Melder',
      },
    });
    expect(complaint.statusCode, complaint.body).toBe(201);
    const reference: string = complaint.json().complaint.reference;
    const decided = await post(
      moderator.cookie,
      `/api/admin/complaints/${complaint.json().complaint.id}/decision`,
      {
        decision: 'warning',
        reason: 'Berichten na een duidelijk nee zijn niet toegestaan',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const off = await post(admin.cookie, `/api/admin/members/${m.id}/deactivate`, {
      reason: 'Profiel tijdelijk verborgen na meldingen',
    });
    expect(off.statusCode, off.body).toBe(200);

    const data = await exportOf(cookie);
    expect(data.staff_notes).toEqual([
      { written_at: t.clock.now().toISOString(), by: 'operator', body: 'Schrijft graag over haar hond' },
    ]);
    expect(data.sanctions).toEqual([
      expect.objectContaining({
        kind: 'warning',
        reason: 'Let op je toon in berichten aan anderen',
        complaint_reference: null,
        by: 'moderator',
      }),
      expect.objectContaining({
        kind: 'warning',
        reason: 'Berichten na een duidelijk nee zijn niet toegestaan',
        complaint_reference: reference,
        by: 'moderator',
      }),
    ]);
    expect(data.moderation_decisions).toEqual([
      expect.objectContaining({
        reference,
        subject: 'harassment',
        decision: 'warning',
        decision_reason: 'Berichten na een duidelijk nee zijn niet toegestaan',
        decided_by: 'moderator',
        appeal_body: null,
      }),
    ]);
    const actions = data.staff_actions as Array<{ action: string; by: string; reason: string | null }>;
    expect(actions.map((a) => [a.action, a.by])).toEqual([
      ['operator.note', 'operator'],
      ['members.moderate', 'moderator'],
      ['complaints.decide', 'moderator'],
      ['members.manage', 'admin'],
    ]);
    expect(actions.at(-1)?.reason).toBe('Profiel tijdelijk verborgen na meldingen');
    // Who the staff members and the reporter are stays out.
    const text = JSON.stringify(data);
    for (const secret of [operator.email, moderator.email, admin.email, reporter.email, 'ik ben Melder'])
      expect(text).not.toContain(secret);
    for (const key of ['actor_id', 'actor_email', 'author_id', 'created_by', 'reporter_id', 'reporter_email'])
      expect(text).not.toContain(`"${key}"`);
  });
});

describe('the export: logins', () => {
  it('holds sessions and failed logins with time and address, each kept for a bounded time', async () => {
    const m = await buildMember(t);
    const attempt = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        remoteAddress: ip,
        payload: { email: m.email, password },
      });
    expect((await attempt('203.0.113.7', 'Verkeerd-Wachtwoord-1')).statusCode).toBe(401);
    t.clock.advance(60);
    expect((await attempt('198.51.100.23', 'Nog-Verkeerder-2')).statusCode).toBe(401);
    const ok = await attempt('192.0.2.5', PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    const cookie = sessionCookie(ok);

    const data = await exportOf(cookie);
    expect(data.failed_logins).toEqual([
      { at: new Date(t.clock.now().getTime() - 60_000).toISOString(), ip: '203.0.113.7' },
      { at: t.clock.now().toISOString(), ip: '198.51.100.23' },
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ created_at: t.clock.now().toISOString(), ip: '192.0.2.5' }),
    ]);

    // Kept LOGIN_RECORDS_DAYS: failed logins after their time, sessions after they expired (30 days).
    expect(LOGIN_RECORDS_DAYS).toBe(90);
    t.clock.advance((30 + LOGIN_RECORDS_DAYS + 1) * DAY_S);
    const fresh = await login(t, m.email);
    await t.app.deps.jobs.runNow(LOGIN_RECORDS_JOB, {});
    const later = await exportOf(fresh);
    expect(later.failed_logins).toEqual([]);
    expect(later.sessions.map((s: { ip: string }) => s.ip)).toEqual(['127.0.0.1']);
  });
});
