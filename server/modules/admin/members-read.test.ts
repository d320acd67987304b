import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, photos, profiles } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, grantCredits, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';

let t: TestApp;
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let moderator: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  support = await buildStaff(t, 'support');
  operator = await buildStaff(t, 'operator');
  moderator = await buildStaff(t, 'moderator');
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const search = async (q: string) => {
  const response = await get(support.cookie, `/api/admin/members?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().members as Array<{ id: number; email: string; name: string; credits: number }>;
};
const readMessages = (cookie: string, id: number, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/conversations/${id}/messages`,
    headers: staffHeaders(t, cookie),
    payload: body as object,
  });
const auditEntries = () => t.database.db.select().from(auditLog).orderBy(desc(auditLog.id));

describe('GET /api/admin/members', () => {
  it('finds a member by e-mail (whole or its start, any case), name start and id', async () => {
    const tag = randomUUID().slice(0, 8);
    const member = await buildMember(t, { email: `zoe.${tag}@example.com`, name: `Zoë${tag}` });
    await grantCredits(t, member.id, 15);
    const other = await buildMember(t, { email: `zoe.${tag}x@example.com`, name: 'Anders' });

    const exact = await search(`ZOE.${tag}@Example.com`);
    expect(exact.map((m) => m.id)).toEqual([member.id]);
    expect(exact[0]).toMatchObject({ email: `zoe.${tag}@example.com`, name: `Zoë${tag}`, credits: 15 });
    expect((await search(`zoe.${tag}`)).map((m) => m.id)).toEqual([member.id, other.id]);
    expect((await search(`zoë${tag.toUpperCase()}`)).map((m) => m.id)).toEqual([member.id]);
    expect((await search(String(member.id))).map((m) => m.id)[0]).toBe(member.id);
    expect(await search(`nobody-${tag}`)).toEqual([]);
    // LIKE's wildcards match themselves.
    expect(await search('%')).toEqual([]);
  });

  it('answers at most 50 and refuses an empty query', async () => {
    const tag = randomUUID().slice(0, 6);
    for (let i = 0; i < 55; i++) await buildMember(t, { email: `many${tag}.${i}@example.com` });
    expect(await search(`many${tag}`)).toHaveLength(50);
    expect((await get(support.cookie, '/api/admin/members?q=')).statusCode).toBe(400);
  });

  it('is refused to operators and members', async () => {
    expect((await get(operator.cookie, '/api/admin/members?q=a')).json().error).toBe('forbidden');
    const member = await buildMember(t);
    expect((await get(await login(t, member.email), '/api/admin/members?q=a')).statusCode).toBe(403);
  });
});

/** Two members in a conversation: a writes to b, b answers; one message hidden by a moderator. */
async function conversationPair() {
  const a = await buildMember(t, { name: 'Anna' });
  const b = await buildMember(t, { name: 'Bram', gender: 'male' });
  await grantCredits(t, a.id, 50);
  await grantCredits(t, b.id, 50);
  const send = async (from: { email: string }, to: number, body: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: await login(t, from.email) },
      payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { conversation: { id: number }; message: { id: number } };
  };
  const first = await send(a, b.id, 'Geheim bericht van Anna');
  const second = await send(b, a.id, 'Verborgen antwoord van Bram');
  await t.database.db
    .update(messages)
    .set({ hiddenAt: t.clock.now(), hiddenBy: moderator.id })
    .where(eq(messages.id, second.message.id));
  return { a, b, conversationId: first.conversation.id };
}

describe('GET /api/admin/members/:id', () => {
  it('shows account, profile, photos, conversations, ledger and sessions, never a message body', async () => {
    const { a, b, conversationId } = await conversationPair();
    const [photo] = await t.database.db
      .insert(photos)
      .values({ userId: a.id, storageKey: 'x', generatedSeed: 'female:1', status: 'under_review' })
      .returning({ id: photos.id });
    await t.database.db.update(profiles).set({ about: 'Over mij' }).where(eq(profiles.userId, a.id));
    const response = await get(support.cookie, `/api/admin/members/${a.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(response.body).not.toContain('Geheim bericht');
    expect(response.body).not.toContain('Verborgen antwoord');
    expect(response.body).not.toContain('password');
    expect(page.account).toMatchObject({ id: a.id, email: a.email, status: 'confirmed', credits: 45 });
    expect(page.profile).toMatchObject({
      name: 'Anna',
      about: 'Over mij',
      status: 'active',
      fictional: false,
    });
    expect(page.photos).toEqual([
      expect.objectContaining({
        id: photo?.id,
        status: 'under_review',
        thumb_url: `/media/photos/${photo?.id}.thumb.webp`,
      }),
    ]);
    expect(page.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        partner_id: b.id,
        partner_name: 'Bram',
        message_count: 2,
        unread: 1,
        started_by: a.id,
      }),
    ]);
    expect(page.ledger.entries.map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [-5, 'message'],
      [50, 'adjustment'],
    ]);
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.sessions[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
    // Support may load the photo under review; the member's partner may not.
    expect((await get(support.cookie, page.photos[0].thumb_url)).statusCode).toBe(200);
    expect((await get(await login(t, b.email), page.photos[0].thumb_url)).statusCode).toBe(403);
    expect((await get(support.cookie, '/api/admin/members/2147483647')).statusCode).toBe(404);
    expect((await get(operator.cookie, `/api/admin/members/${a.id}`)).statusCode).toBe(403);
  });

  it('pages the credit ledger, newest first', async () => {
    const member = await buildMember(t);
    for (let i = 1; i <= 30; i++) await grantCredits(t, member.id, i);
    const first = (await get(support.cookie, `/api/admin/members/${member.id}`)).json().ledger;
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0].delta).toBe(30);
    const next = (
      await get(support.cookie, `/api/admin/members/${member.id}/ledger?before=${first.next_before}`)
    ).json();
    expect(next.entries.map((e: { delta: number }) => e.delta)).toEqual([5, 4, 3, 2, 1]);
    expect(next.next_before).toBeNull();
  });
});

describe('POST /api/admin/conversations/:id/messages', () => {
  it('answers the messages only with a reason of 10 characters, and audits it once', async () => {
    const { a, b, conversationId } = await conversationPair();
    const before = (await auditEntries()).length;
    const without = await readMessages(support.cookie, conversationId, {});
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.reason).toBeTruthy();
    expect((await readMessages(support.cookie, conversationId, { reason: 'kort' })).statusCode).toBe(400);
    expect((await auditEntries()).length).toBe(before);

    const reason = 'Melding van fraude door Bram, ticket 4411';
    const response = await readMessages(support.cookie, conversationId, { reason });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.members.map((m: { name: string }) => m.name).sort()).toEqual(['Anna', 'Bram']);
    expect(answer.messages).toEqual([
      expect.objectContaining({ sender_id: a.id, body: 'Geheim bericht van Anna', hidden_at: null }),
      expect.objectContaining({
        sender_id: b.id,
        body: 'Verborgen antwoord van Bram',
        hidden_at: expect.any(String),
      }),
    ]);
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      actorId: support.id,
      action: 'messages.read',
      targetType: 'conversation',
      targetId: String(conversationId),
      reason,
    });
  });

  it('is open to moderators, refused to operators, 404 for an unknown conversation', async () => {
    const { conversationId } = await conversationPair();
    const reason = 'Klacht over intimidatie, complaint 12';
    expect((await readMessages(moderator.cookie, conversationId, { reason })).statusCode).toBe(200);
    expect((await readMessages(operator.cookie, conversationId, { reason })).json().error).toBe('forbidden');
    expect((await readMessages(support.cookie, 2_000_000_000, { reason })).statusCode).toBe(404);
  });
});
