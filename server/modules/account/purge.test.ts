/**
 * The purge leaves nothing of the member anywhere (SPEC §4, GDPR Art. 17): after the grace period,
 * no column of any table of the database — the site's, the job queue's, the audit log — holds the
 * member's e-mail address, name, message texts, complaint texts, the notes staff wrote about them
 * or their push endpoint. The member first has data in every place: messages to a member and to a
 * fictional profile (answered by an operator who names them), mails to the partner quoting them,
 * a push subscription whose push failed in a job, complaints by and about them with a decision,
 * an operator's note, and staff actions on them that wrote audit entries.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complaints, memberSanctions, messages } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, grantCredits, login, type TestApp } from '../../test/helpers.ts';
import { consoleOf, fictionalProfile } from '../../test/operators.ts';
import { type LocalPushService, startPushService } from '../../test/push-service.ts';
import { placesHolding } from '../../test/scan.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { withoutIdentifiers } from '../complaints/purge.ts';
import { NOTIFY_JOBS } from '../notifications/notify.ts';
import { PURGE_JOB } from './lifecycle.ts';

let t: TestApp;
let service: LocalPushService;
beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ pushService: { ca: service.ca, origin: service.origin } });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const DAY_S = 86_400;
const NAME = 'Kwikstaartje';
const TO_PARTNER = 'Zullen we zaterdag naar de molen in Zaandam gaan?';
const TO_FICTIONAL = 'Ik woon in Haarlem en werk bij de bakker op de hoek';
const OPERATOR_ANSWER = `Hoi ${NAME}, wat leuk dat je schrijft!`;
const NOTE = `${NAME} houdt van zeilen en heeft een kat die Minoes heet`;
const OWN_COMPLAINT = 'Boomklever bleef maar aandringen op een ontmoeting bij het station';
const ABOUT_COMPLAINT = `${NAME} stuurde mij vervelende berichten over de molen`;
const DECISION = `Waarschuwing: ${NAME} stuurde ongewenste berichten`;

const send = (cookie: string, to: number, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });

describe('the purge', () => {
  it('leaves the member’s e-mail, name, texts and push endpoint in no column of any table', async () => {
    const gone = await buildMember(t, {
      name: NAME,
      email: 'kwik.staartje@example.com',
      gender: 'female',
      confirmedAt: t.clock.now(),
    });
    const goneCookie = await login(t, gone.email);
    const partner = await buildMember(t, { name: 'Boomklever', gender: 'male', lookingFor: 'female' });
    const partnerCookie = await login(t, partner.email);
    const fictional = await fictionalProfile(t, 'Fictieve Fenna');
    const operator = await buildStaff(t, 'operator');
    const moderator = await buildStaff(t, 'moderator');
    const admin = await buildStaff(t, 'admin');
    const staffPost = (cookie: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: staffHeaders(t, cookie), payload });
    await grantCredits(t, gone.id, 100);
    await grantCredits(t, partner.id, 100);

    // A push subscription whose push service fails: the notification job fails with it.
    const browser = service.subscription(`/push/kwik-${gone.id}`, 500);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie: goneCookie },
      payload: { subscription: { ...browser, expirationTime: null } },
    });
    expect(subscribed.json()).toEqual({ ok: true });

    // Messages both ways; the partner is mailed the first one with the member's name and words.
    expect((await send(goneCookie, partner.id, TO_PARTNER)).statusCode).toBe(201);
    expect((await send(partnerCookie, gone.id, 'Leuk idee, tot dan!')).statusCode).toBe(201);
    await t.app.deps.jobs.runQueued(NOTIFY_JOBS.message);
    const [partnerMail] = await t.app.deps.mailer.recent(1, partner.email);
    expect(partnerMail?.text).toContain(NAME);
    expect(service.hits.get(`/push/kwik-${gone.id}`)).toBeGreaterThan(0);

    // A fictional profile's conversation: the operator answers by name and writes a note.
    const sent = await send(goneCookie, fictional.id, TO_FICTIONAL);
    const conversationId: number = sent.json().conversation.id;
    const console = consoleOf(t, operator.cookie);
    expect((await console.take(conversationId)).statusCode).toBe(200);
    expect((await console.answer(conversationId, OPERATOR_ANSWER)).statusCode).toBe(201);
    expect((await console.note(gone.id, NOTE)).statusCode).toBe(201);

    // Complaints by and about the member; the one about them is decided with a warning.
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { cookie: goneCookie },
      payload: { profile_id: partner.id, subject: 'harassment', body: OWN_COMPLAINT },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const about = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { cookie: partnerCookie },
      payload: { profile_id: gone.id, subject: 'harassment', body: ABOUT_COMPLAINT },
    });
    expect(about.statusCode, about.body).toBe(201);
    const aboutId: number = about.json().complaint.id;
    const decided = await staffPost(moderator.cookie, `/api/admin/complaints/${aboutId}/decision`, {
      decision: 'warning',
      reason: DECISION,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [reporterMail] = await t.app.deps.mailer.recent(1, partner.email);
    expect(reporterMail?.kind).toBe('complaint_decided');

    // Staff actions on the member, each with a reason naming them.
    const reason = (what: string) => ({ reason: `${what} voor ${NAME} op verzoek` });
    for (const [cookie, url, body] of [
      [moderator.cookie, `/api/admin/members/${gone.id}/warnings`, reason('Tweede waarschuwing')],
      [admin.cookie, `/api/admin/members/${gone.id}/credits`, { delta: 5, ...reason('Compensatie') }],
      [admin.cookie, `/api/admin/members/${gone.id}/deactivate`, reason('Deactivering')],
      [admin.cookie, `/api/admin/members/${gone.id}/reactivate`, reason('Heractivering')],
      [admin.cookie, `/api/admin/conversations/${conversationId}/messages`, reason('Controle gesprek')],
      [admin.cookie, `/api/admin/members/${gone.id}/export`, reason('Inzageverzoek')],
    ] as const) {
      const answer = await staffPost(cookie, url, body);
      expect(answer.statusCode, `${url} ${answer.body}`).toBeLessThan(300);
    }
    const audited = await t.database.db.select().from(auditLog);
    const aboutGone = audited.filter((a) => JSON.stringify(a).includes(NAME));
    expect(aboutGone.length).toBeGreaterThanOrEqual(8);

    const secrets = [gone.email, NAME, TO_PARTNER, TO_FICTIONAL, NOTE, OWN_COMPLAINT, `kwik-${gone.id}`];
    expect((await placesHolding(t.database, secrets)).length).toBeGreaterThan(10);

    // Deleted, then purged after the grace period.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: goneCookie },
      payload: { reason: 'other', remarks: `Groetjes van ${NAME}` },
    });
    expect(removed.statusCode).toBe(200);
    t.clock.advance(15 * DAY_S);
    await t.app.deps.jobs.runNow(PURGE_JOB, {});

    expect(await placesHolding(t.database, secrets)).toEqual([]);

    // What stays: who did what when (the audit entries, without their personal values), the
    // partner's own words, the complaint about the member with its decision, the warning.
    const after = await t.database.db.select().from(auditLog);
    expect(after.length).toBe(audited.length);
    for (const entry of aboutGone) {
      const kept = after.find((a) => a.id === entry.id);
      expect(kept).toMatchObject({
        at: entry.at,
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
      });
      expect(kept?.erasedAt).toEqual(t.clock.now());
    }
    const partnerWords = await t.database.db.select().from(messages).where(eq(messages.senderId, partner.id));
    expect(partnerWords.map((m) => m.body)).toEqual(['Leuk idee, tot dan!']);
    const [complaint] = await t.database.db.select().from(complaints).where(eq(complaints.id, aboutId));
    expect(complaint).toMatchObject({ decision: 'warning', reportedUserId: gone.id, reporterId: partner.id });
    const sanctions = await t.database.db
      .select()
      .from(memberSanctions)
      .where(eq(memberSanctions.userId, gone.id));
    expect(sanctions.map((s) => s.kind)).toEqual(['warning', 'warning']);

    // The audit log stays append-only for everything but erasing personal values.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    const id = aboutGone[0]?.id ?? 0;
    expect(await refusal(sql`update audit_log set action = 'x' where id = ${id}`)).toMatch(/append-only/);
    expect(await refusal(sql`update audit_log set reason = 'anders' where id = ${id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`update audit_log set erased_at = null where id = ${id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where id = ${id}`)).toMatch(/append-only/);
  });
});

describe('withoutIdentifiers', () => {
  it('replaces a name as a whole word and an address, in any case, and nothing else', () => {
    expect(
      withoutIdentifiers('Anna schreef aan Annabel; ANNA@x.nl en anna@x.nl, zei anna.', [
        'Anna',
        'anna@x.nl',
      ]),
    ).toBe('[removed] schreef aan Annabel; [removed] en [removed], zei [removed].');
    expect(withoutIdentifiers('Al is alles', ['Al'])).toBe('[removed] is alles');
    expect(withoutIdentifiers('a+b (c) [d]', ['a+b', '(c)'])).toBe('[removed] [removed] [d]');
  });
});
