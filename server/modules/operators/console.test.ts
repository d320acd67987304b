import { randomUUID } from 'node:crypto';
import { OPERATOR_LEASE_S } from '@common/staff';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, users } from '../../db/schema/index.ts';
import { buildTestApp, memberWith, type TestApp } from '../../test/helpers.ts';
import { consoleOf, fictionalProfile, writeTo } from '../../test/operators.ts';
import { buildStaff } from '../../test/staff.ts';
import { countAudit } from '../staff/audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Run `write`, check it added exactly one audit entry, and answer the response and that entry. */
async function audited<T extends { statusCode: number }>(write: () => Promise<T>) {
  const before = await countAudit(t.database.db);
  const response = await write();
  expect(await countAudit(t.database.db)).toBe(before + 1);
  const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return { response, entry };
}

async function operators() {
  const a = await buildStaff(t, 'operator', { name: 'Olga Operator' });
  const b = await buildStaff(t, 'operator', { name: 'Otto Operator' });
  return { a: consoleOf(t, a.cookie), b: consoleOf(t, b.cookie), aId: a.id, bId: b.id };
}

describe('leases', () => {
  it('two operators taking the same conversation at once: exactly one gets it; an expired lease frees it', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Hoi Femke');
    const { a, b, aId, bId } = await operators();
    const before = await countAudit(t.database.db);
    const [ra, rb] = await Promise.all([a.take(conversation), b.take(conversation)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect(await countAudit(t.database.db)).toBe(before + 1);
    const [winner, loser, loserId] = ra.statusCode === 200 ? [a, b, bId] : [b, a, aId];
    expect((ra.statusCode === 200 ? rb : ra).json().error).toBe('lease_taken');
    const lease = (ra.statusCode === 200 ? ra : rb).json().lease;
    expect(lease).toMatchObject({ mine: true, taken_at: t.clock.now().toISOString() });
    expect(new Date(lease.expires_at).getTime() - t.clock.now().getTime()).toBe(OPERATOR_LEASE_S * 1000);
    // The queue shows who holds it.
    const item = (await loser.queue())
      .json()
      .queue.find((q: { conversation_id: number }) => q.conversation_id === conversation);
    expect(item.lease).toMatchObject({ mine: false, operator_id: lease.operator_id });
    // Renewing one's own lease extends it and keeps when it was taken.
    t.clock.advance(60);
    const renewed = (await winner.take(conversation)).json().lease;
    expect(renewed.taken_at).toBe(lease.taken_at);
    expect(new Date(renewed.expires_at).getTime()).toBe(t.clock.now().getTime() + OPERATOR_LEASE_S * 1000);
    expect((await loser.take(conversation)).statusCode).toBe(409);
    t.clock.advance(OPERATOR_LEASE_S + 1);
    const taken = await loser.take(conversation);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lease).toMatchObject({ operator_id: loserId, mine: true });
    expect((await winner.take(conversation)).json().error).toBe('lease_taken');
    // More races, each on a fresh conversation: never two winners.
    for (let i = 0; i < 5; i += 1) {
      const next = await writeTo(t, (await memberWith(t)).cookie, profile.id, `Race ${i}`);
      const codes = (await Promise.all([a.take(next), b.take(next)])).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([200, 409]);
    }
  });

  it('50 takes of one conversation at once by 5 operators: one operator holds it, the others are refused', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Hoi allemaal');
    const staff = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const s = await buildStaff(t, 'operator', { name: `Operator ${n}` });
        return { id: s.id, console: consoleOf(t, s.cookie) };
      }),
    );
    const takes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const operator = staff[i % staff.length];
        if (!operator) throw new Error('no operator');
        const answer = await operator.console.take(conversation);
        return { operatorId: operator.id, status: answer.statusCode };
      }),
    );
    const winners = new Set(takes.filter((r) => r.status === 200).map((r) => r.operatorId));
    expect(winners.size).toBe(1);
    const [holder] = winners;
    expect(takes.filter((r) => r.operatorId !== holder).every((r) => r.status === 409)).toBe(true);
  });

  it('is released by its holder only, and only conversations with a fictional profile can be taken', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Hallo');
    const { a, b } = await operators();
    expect((await a.take(conversation)).statusCode).toBe(200);
    expect((await b.release(conversation)).json().error).toBe('lease_required');
    const { response, entry } = await audited(() => a.release(conversation));
    expect(response.json()).toEqual({ ok: true });
    expect(entry).toMatchObject({
      action: 'operator.lease_release',
      targetType: 'conversation',
      targetId: String(conversation),
    });
    expect((await b.take(conversation)).statusCode).toBe(200);
    const other = await memberWith(t);
    const plain = await writeTo(t, member.cookie, other.id, 'Gewoon lid');
    expect((await a.take(plain)).statusCode).toBe(404);
    expect((await a.take(987654)).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('shows the newest message’s text only to the lease holder; others see that it is taken, by whom, without text', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Mijn geheime vraag');
    const { a, b, aId } = await operators();
    const itemOf = async (c: typeof a) =>
      (await c.queue())
        .json()
        .queue.find((q: { conversation_id: number }) => q.conversation_id === conversation);
    // Nobody holds it: both see the text.
    expect((await itemOf(b)).last_message.body).toBe('Mijn geheime vraag');
    expect((await a.take(conversation)).statusCode).toBe(200);
    expect(await itemOf(a)).toMatchObject({
      last_message: { body: 'Mijn geheime vraag', type: 'text' },
      lease: { mine: true, operator_id: aId },
    });
    const seenByB = await itemOf(b);
    expect(seenByB.lease).toMatchObject({ mine: false, operator_id: aId, operator_name: 'Olga Operator' });
    expect(seenByB.last_message.body).toBeNull();
    expect(JSON.stringify((await b.queue()).json())).not.toContain('Mijn geheime vraag');
    // Once the lease expires, the text is shown again.
    t.clock.advance(OPERATOR_LEASE_S + 1);
    expect((await itemOf(b)).last_message.body).toBe('Mijn geheime vraag');
  });

  it('lists waiting conversations oldest first; an answered one leaves it', async () => {
    const profile = await fictionalProfile(t, 'Queue Quinty');
    const first = await memberWith(t, 50, { name: 'Eerste' });
    const second = await memberWith(t, 50, { name: 'Tweede' });
    const c2 = await writeTo(t, second.cookie, profile.id, 'Ik was later');
    t.clock.advance(-3600); // the first member wrote an hour before
    const c1 = await writeTo(t, first.cookie, profile.id, 'Ik was eerst');
    t.clock.advance(3600);
    const { a } = await operators();
    const mine = (await a.queue())
      .json()
      .queue.filter((q: { profile: { id: number } }) => q.profile.id === profile.id);
    expect(mine.map((q: { conversation_id: number }) => q.conversation_id)).toEqual([c1, c2]);
    expect(mine[0]).toMatchObject({
      member: { id: first.id, name: 'Eerste' },
      profile: { id: profile.id, name: 'Queue Quinty' },
      last_message: { body: 'Ik was eerst', type: 'text' },
      lease: null,
    });
    await a.take(c1);
    expect((await a.answer(c1, 'Hoi Eerste!')).statusCode).toBe(201);
    const after = (await a.queue()).json().queue.map((q: { conversation_id: number }) => q.conversation_id);
    expect(after).not.toContain(c1);
    expect(after).toContain(c2);
    // The member writes again: waiting since that new message.
    t.clock.advance(10);
    await writeTo(t, first.cookie, profile.id, 'Nog een vraag');
    const again = (await a.queue())
      .json()
      .queue.find((q: { conversation_id: number }) => q.conversation_id === c1);
    expect(again.waiting_since).toBe(t.clock.now().toISOString());
  });

  it('keeps member text as plain JSON text (an XSS payload in a name and a message)', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const body = '<script>alert("xss")</script> & "quotes"';
    const member = await memberWith(t, 50, { name });
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, body);
    const { a } = await operators();
    const response = await a.queue();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const item = response
      .json()
      .queue.find((q: { conversation_id: number }) => q.conversation_id === conversation);
    expect(item.member.name).toBe(name);
    expect(item.last_message.body).toBe(body);
    await a.take(conversation);
    const view = (await a.view(conversation)).json();
    expect(view.member.name).toBe(name);
    expect(view.messages[0].body).toBe(body);
  });
});

describe('answering', () => {
  it('is refused without a lease and otherwise reaches the member as the profile, free, with the operator recorded', async () => {
    const member = await memberWith(t, 10);
    const profile = await fictionalProfile(t, 'Antwoord Anna');
    const conversation = await writeTo(t, member.cookie, profile.id, 'Ben je er?');
    const { a, b, aId } = await operators();
    const refused = await a.answer(conversation, 'Zonder lease');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('lease_required');
    expect((await a.view(conversation)).json().error).toBe('lease_required');
    await b.take(conversation);
    expect((await a.answer(conversation, 'Lease van een ander')).json().error).toBe('lease_required');
    await b.release(conversation);
    await a.take(conversation);
    t.clock.advance(30);
    const clientId = 'answer-1';
    const { response, entry } = await audited(() => a.answer(conversation, 'Ja, ik ben er!', clientId));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.message).toMatchObject({
      from_member: false,
      body: 'Ja, ik ben er!',
      operator_id: aId,
      operator_name: 'Olga Operator',
    });
    // Answering renews the lease.
    expect(new Date(answer.lease.expires_at).getTime()).toBe(
      t.clock.now().getTime() + OPERATOR_LEASE_S * 1000,
    );
    expect(entry).toMatchObject({
      action: 'operator.answer',
      targetType: 'message',
      targetId: String(answer.message.id),
      actorId: aId,
      after: { conversation_id: conversation, body: 'Ja, ik ben er!' },
    });
    // The member sees it as the profile's message, unread; nothing was charged.
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages`,
        headers: { cookie: member.cookie },
      })
    ).json();
    expect(page.messages.at(-1)).toMatchObject({
      body: 'Ja, ik ben er!',
      from_me: false,
      sender_id: profile.id,
    });
    const chats = (
      await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: member.cookie } })
    ).json();
    expect(chats.chats[0]).toMatchObject({
      num_unread_messages: 1,
      profile: { id: profile.id, fictional: true },
    });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, answer.message.id));
    expect(row).toMatchObject({ operatorId: aId, senderId: profile.id, recipientId: member.id, cost: 0 });
    const [balance] = await t.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, member.id));
    expect(balance?.credits).toBe(5); // 10 - the member's own message
    // The same client_id again: the first message, stored once (and audited as a repeat).
    const repeat = await audited(() => a.answer(conversation, 'Ja, ik ben er!', clientId));
    expect(repeat.response.statusCode).toBe(200);
    expect(repeat.response.json().message.id).toBe(answer.message.id);
    expect(repeat.entry?.action).toBe('operator.answer_repeat');
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation));
    expect(stored).toHaveLength(2);
    // The lease ran out: answering is refused and stores nothing.
    t.clock.advance(OPERATOR_LEASE_S + 1);
    expect((await a.answer(conversation, 'Te laat')).json().error).toBe('lease_required');
    expect(
      await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation)),
    ).toHaveLength(2);
  });

  it('scopes client_id to the conversation: another conversation’s key is a new answer; other text is 409', async () => {
    const profile = await fictionalProfile(t);
    const first = await memberWith(t);
    const second = await memberWith(t);
    const c1 = await writeTo(t, first.cookie, profile.id, 'Hoi van één');
    const c2 = await writeTo(t, second.cookie, profile.id, 'Hoi van twee');
    const { a, b } = await operators();
    await a.take(c1);
    await b.take(c2);
    const clientId = randomUUID();
    const answered = await a.answer(c1, 'Antwoord aan één', clientId);
    expect(answered.statusCode).toBe(201);
    // The other operator happens to use the same key in another conversation: a new message there.
    const other = await b.answer(c2, 'Antwoord aan twee', clientId);
    expect(other.statusCode).toBe(201);
    expect(other.json().message).toMatchObject({ body: 'Antwoord aan twee' });
    expect(other.json().message.id).not.toBe(answered.json().message.id);
    const inC2 = await t.database.db.select().from(messages).where(eq(messages.conversationId, c2));
    expect(inC2.map((m) => m.body)).toEqual(['Hoi van twee', 'Antwoord aan twee']);
    // The same key in the same conversation with other text is refused, clearly; nothing stored.
    const clash = await a.answer(c1, 'Iets anders', clientId);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'client_id_conflict',
      message:
        'Dit bericht is al verstuurd met een andere inhoud. Vernieuw de pagina en verstuur je nieuwe bericht opnieuw.',
    });
    // Retries with the same text at once: the first message, stored once.
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => a.answer(c1, 'Antwoord aan één', clientId)),
    );
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(retries.map((r) => r.json().message.id))).toEqual(new Set([answered.json().message.id]));
    const inC1 = await t.database.db.select().from(messages).where(eq(messages.conversationId, c1));
    expect(inC1.map((m) => m.body)).toEqual(['Hoi van één', 'Antwoord aan één']);
  });

  it('checks the text: empty or too long is a validation error', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Hoi');
    const { a } = await operators();
    await a.take(conversation);
    const empty = await a.answer(conversation, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('body');
    const long = await a.answer(conversation, 'x'.repeat(5000));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('body');
  });
});

describe('the work view and notes', () => {
  it('shows the history both sides oldest first, both profiles and authored notes on both', async () => {
    const member = await memberWith(t, 50, { name: 'Mila' });
    const profile = await fictionalProfile(t, 'Fleur');
    const conversation = await writeTo(t, member.cookie, profile.id, 'Eén');
    const { a, aId } = await operators();
    await a.take(conversation);
    t.clock.advance(5);
    await a.answer(conversation, 'Twee');
    t.clock.advance(5);
    await writeTo(t, member.cookie, profile.id, 'Drie');
    const note = await audited(() => a.note(member.id, 'Houdt van <b>fietsen</b>'));
    expect(note.response.statusCode).toBe(201);
    expect(note.entry).toMatchObject({ action: 'operator.note', targetType: 'note', actorId: aId });
    await a.note(profile.id, 'Woont in Haarlem');
    const view = (await a.view(conversation)).json();
    expect(view.messages.map((m: { body: string; from_member: boolean }) => [m.body, m.from_member])).toEqual(
      [
        ['Eén', true],
        ['Twee', false],
        ['Drie', true],
      ],
    );
    expect(view.member).toMatchObject({
      id: member.id,
      name: 'Mila',
      city: 'Amsterdam',
      fictional: false,
      age: 35,
    });
    expect(view.profile).toMatchObject({ id: profile.id, name: 'Fleur', fictional: true });
    expect(view.notes.member).toEqual([
      expect.objectContaining({
        body: 'Houdt van <b>fietsen</b>',
        author_id: aId,
        author_name: 'Olga Operator',
      }),
    ]);
    expect(view.notes.profile[0]).toMatchObject({ body: 'Woont in Haarlem', subject_id: profile.id });
    expect(view.lease.mine).toBe(true);
    expect((await a.note(987654, 'Niemand')).statusCode).toBe(404);
    expect((await a.note(member.id, '  ')).statusCode).toBe(400);
  });
});
