import { randomUUID } from 'node:crypto';
import { LOCALE_COOKIE } from '@common/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, mailOutbox } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  grantCredits,
  lastMail,
  login,
  type TestApp,
} from '../../test/helpers.ts';

/** SPEC §2 /complaints, DSA Art. 16: filing, the confirmation mail and the reporter's own list. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REFERENCE = /^K-[0-9A-HJKMNP-TV-Z]{8}$/;

const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/complaints', headers, payload });

const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/complaints', headers: cookie ? { cookie } : {} });

async function count(): Promise<number> {
  const [found] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(complaints);
  return found?.n ?? 0;
}

/** The stored row of complaint `id`. */
async function row(id: number) {
  const [found] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
  return found;
}

async function member(name?: string) {
  const m = await buildMember(t, name ? { name } : {});
  return { ...m, cookie: await login(t, m.email) };
}

/** A text message from `from` to `to` through the API; answers its id. */
async function message(from: { id: number; cookie: string }, to: { id: number }): Promise<number> {
  await grantCredits(t, from.id, 20);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    payload: { type: 'text', profile_id: to.id, body: 'Stuur me je bankgegevens', client_id: randomUUID() },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().message.id;
}

describe('POST /api/complaints', () => {
  it("stores a member's complaint about a profile, mails the reference and lists it", async () => {
    const reporter = await member();
    const reported = await member('Nepper');
    const answer = await file(
      {
        profile_id: reported.id,
        subject: 'fake_profile',
        body: 'Dit profiel gebruikt foto’s van iemand anders.',
      },
      { cookie: reporter.cookie },
    );
    expect(answer.statusCode).toBe(201);
    const { complaint } = answer.json();
    expect(complaint).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(REFERENCE),
      status: 'received',
    });

    const stored = await row(complaint.id);
    expect(stored).toMatchObject({
      reference: complaint.reference,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      reportedUserId: reported.id,
      messageId: null,
      subject: 'fake_profile',
      status: 'received',
      language: 'nl',
    });
    expect(stored?.createdAt.toISOString()).toBe(t.clock.now().toISOString());

    const mail = await lastMail(t, reporter.email);
    expect(mail.subject).toContain(complaint.reference);
    expect(mail.text).toContain(complaint.reference);
    expect(mail.link).toBe(`http://localhost:3000/complaints?ref=${complaint.reference}`);
    const [outbox] = await t.app.deps.mailer.recent(1, reporter.email);
    expect(outbox?.kind).toBe('complaint_received');

    const mine = await list(reporter.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      complaints: [
        {
          id: complaint.id,
          reference: complaint.reference,
          subject: 'fake_profile',
          status: 'received',
          created_at: t.clock.now().toISOString(),
          decided_at: null,
          decision: null,
          decision_reason: null,
          profile: { id: reported.id, name: 'Nepper' },
          appeal_until: null,
          appealed_at: null,
          appeal_decision: null,
          appeal_reason: null,
        },
      ],
    });
  });

  it('mails in the language of the request', async () => {
    const answer = await file(
      { subject: 'Spam', body: 'Spam in the search results.', email: 'reporter.en@example.com' },
      { cookie: `${LOCALE_COOKIE}=en` },
    );
    expect(answer.statusCode).toBe(201);
    expect((await row(answer.json().complaint.id))?.language).toBe('en');
    expect((await lastMail(t, 'reporter.en@example.com')).subject).toMatch(
      /Your report .* has been received/,
    );
  });

  it('refuses a visitor without an e-mail address in Dutch and stores nothing, and accepts one with it', async () => {
    const before = await count();
    const without = await file({ subject: 'Oplichting', body: 'Iemand vraagt om geld.' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      error: 'validation',
      fields: { email: 'Vul je e-mailadres in, zodat we je over je melding kunnen berichten.' },
    });
    const invalid = await file({
      subject: 'Oplichting',
      body: 'Iemand vraagt om geld.',
      email: 'geen-adres',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ email: 'Ongeldige e-mail' });
    expect(await count()).toBe(before);

    const withEmail = await file({
      subject: 'Oplichting',
      body: 'Iemand vraagt om geld.',
      email: 'Bezoeker@Example.com',
    });
    expect(withEmail.statusCode).toBe(201);
    expect(await row(withEmail.json().complaint.id)).toMatchObject({
      reporterId: null,
      reporterEmail: 'bezoeker@example.com',
      status: 'received',
    });
    expect((await lastMail(t, 'bezoeker@example.com')).text).toContain(withEmail.json().complaint.reference);
  });

  it('refuses a missing, empty or too long subject and body with field messages in Dutch', async () => {
    const m = await member();
    const before = await count();
    const empty = await file({ subject: '  ', body: '' }, { cookie: m.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      subject: 'Kies of vul een onderwerp in.',
      body: 'Beschrijf waar je melding over gaat.',
    });
    const missing = await file({}, { cookie: m.cookie });
    expect(missing.json().fields).toEqual({
      subject: 'Kies of vul een onderwerp in.',
      body: 'Beschrijf waar je melding over gaat.',
    });
    const long = await file({ subject: 'x'.repeat(201), body: 'y'.repeat(5001) }, { cookie: m.cookie });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({
      subject: 'Het onderwerp mag hoogstens 200 tekens hebben.',
      body: 'Je beschrijving mag hoogstens 5000 tekens hebben.',
    });
    expect(await count()).toBe(before);
    const longest = await file({ subject: 'x'.repeat(200), body: 'y'.repeat(5000) }, { cookie: m.cookie });
    expect(longest.statusCode).toBe(201);
  });

  it('refuses an unknown profile and stores nothing', async () => {
    const m = await member();
    const before = await count();
    const answer = await file(
      { profile_id: 2_000_000_000, subject: 'Nepprofiel', body: 'Bestaat dit?' },
      { cookie: m.cookie },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      profile_id: 'Dit profiel bestaat niet (meer). Beschrijf in je melding om wie het gaat.',
    });
    expect(await count()).toBe(before);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email))).toEqual([]);
  });

  it('takes a message of its own conversation and refuses one of another conversation', async () => {
    const reporter = await member();
    const sender = await member('Oplichter');
    const ownMessage = await message(sender, reporter);
    const ok = await file(
      { message_id: ownMessage, subject: 'scam', body: 'Vraagt om mijn bankgegevens.' },
      { cookie: reporter.cookie },
    );
    expect(ok.statusCode).toBe(201);
    // The complaint is about the sender of the message.
    expect(await row(ok.json().complaint.id)).toMatchObject({
      messageId: ownMessage,
      reportedUserId: sender.id,
    });

    const others = await message(await member(), await member());
    const before = await count();
    const refused = await file(
      { message_id: others, subject: 'scam', body: 'Niet mijn gesprek.' },
      { cookie: reporter.cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      message_id: 'Dit bericht staat niet in jouw gesprekken. Meld het vanuit het gesprek waarin je het zag.',
    });
    // A visitor can see no message at all.
    const visitor = await file({
      message_id: ownMessage,
      subject: 'scam',
      body: 'x',
      email: 'v@example.com',
    });
    expect(visitor.statusCode).toBe(400);
    expect(Object.keys(visitor.json().fields)).toEqual(['message_id']);
    expect(await count()).toBe(before);
  });

  it('refuses a cross-site POST with 403 and stores nothing', async () => {
    const m = await member();
    const before = await count();
    const answer = await file(
      { subject: 'Spam', body: 'Cross-site.' },
      { cookie: m.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('forbidden_origin');
    const visitor = await file(
      { subject: 'Spam', body: 'Cross-site.', email: 'x@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(visitor.statusCode).toBe(403);
    expect(await count()).toBe(before);
    // From the site itself it passes.
    expect(
      (
        await file(
          { subject: 'Spam', body: 'Eigen site.' },
          { cookie: m.cookie, origin: 'http://localhost:3000' },
        )
      ).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/complaints', () => {
  it('needs a login', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('authentication_required');
  });

  it("lists only the member's own complaints, newest first", async () => {
    const a = await member();
    const b = await member();
    await file({ subject: 'Eerste', body: 'Van A.' }, { cookie: a.cookie });
    t.clock.advance(60);
    await file({ subject: 'Tweede', body: 'Van A.' }, { cookie: a.cookie });
    await file({ subject: 'Van B', body: 'Van B.' }, { cookie: b.cookie });
    const mine = (await list(a.cookie)).json().complaints;
    expect(mine.map((c: { subject: string }) => c.subject)).toEqual(['Tweede', 'Eerste']);
    expect(mine.every((c: { profile: unknown }) => c.profile === null)).toBe(true);
    expect((await list(b.cookie)).json().complaints.map((c: { subject: string }) => c.subject)).toEqual([
      'Van B',
    ]);
  });
});
