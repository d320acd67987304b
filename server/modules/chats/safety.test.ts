// Nudges and contact details held back (docs/safety.md) through HTTP, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, profiles } from '../../db/schema/index.ts';
import { memberWith, testAppOfFile } from '../../test/helpers.ts';
import { connect, realtimeUrl, until } from '../../test/sockets.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';

const t = testAppOfFile({ listen: true });

const send = (cookie: string, to: number, body: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID(), ...extra },
  });

async function nudgeFigures(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/figures/nudges?from=2026-03-01&to=2026-03-31',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function page(cookie: string, conversationId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/chats/${conversationId}/messages`,
    headers: { cookie },
  });
  return response.json().messages as Array<Record<string, unknown>>;
}

describe('the nudge before a first message with a listed word', () => {
  it('asks for confirmation (428, nothing stored or charged), then sends with it and counts what follows', async () => {
    const admin = await buildStaff(t, 'admin');
    const before = await nudgeFigures(admin.cookie);
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 50);
    const asked = await send(a.cookie, b.id, 'Hoi lul');
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ error: 'confirm_required', nudge_id: expect.any(Number) });
    expect(asked.json().message).toBeTruthy();
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([]);
    // A made-up confirmation is no confirmation: asked again, counted again.
    const forged = await send(a.cookie, b.id, 'Hoi lul', { confirm_nudge: asked.json().nudge_id + 1000 });
    expect(forged.statusCode).toBe(428);
    const sent = await send(a.cookie, b.id, 'Hoi lul', { confirm_nudge: asked.json().nudge_id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ credits: 45, message: { bother: false, held_back: [] } });
    // The same confirmation once only.
    expect(
      (await send(a.cookie, b.id, 'Nog een lul', { confirm_nudge: asked.json().nudge_id })).statusCode,
    ).toBe(428);
    // The edit choice of the third nudge; a nudge of others is not theirs to answer.
    const third = (await send(a.cookie, b.id, 'Nog een lul')).json().nudge_id;
    const edited = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/nudges/${third}/edited`, headers: { cookie } });
    expect((await edited(b.cookie)).statusCode).toBe(404);
    expect((await edited(a.cookie)).statusCode).toBe(200);
    expect((await edited(a.cookie)).statusCode).toBe(404);

    const conversation = sent.json().conversation.id;
    const [received] = await page(b.cookie, conversation);
    expect(received).toMatchObject({ body: 'Hoi lul', bother: true });
    expect((await page(a.cookie, conversation))[0]).toMatchObject({ bother: false });
    // "Stoort dit je?" → the complaint with the message attached is its outcome.
    const complaint = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { cookie: b.cookie, origin: t.app.deps.config.publicUrl },
      payload: { subject: 'Bericht', body: 'Dit bericht stoort me.', message_id: received?.id },
    });
    expect(complaint.statusCode).toBe(201);

    const after = await nudgeFigures(admin.cookie);
    expect(after.are_you_sure.shown - before.are_you_sure.shown).toBe(4);
    expect(after.are_you_sure.sent - before.are_you_sure.sent).toBe(1);
    expect(after.are_you_sure.edited - before.are_you_sure.edited).toBe(1);
    expect(after.bothers_you.shown - before.bothers_you.shown).toBe(1);
    expect(after.bothers_you.reported - before.bothers_you.reported).toBe(1);
  });

  it('asks nothing once the other side replied, nor for a harmless text', async () => {
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 50);
    expect((await send(a.cookie, b.id, 'Hallo, hoe gaat het?')).statusCode).toBe(201);
    expect((await send(b.cookie, a.id, 'Goed hoor')).statusCode).toBe(201);
    expect((await send(a.cookie, b.id, 'Wat een lul was die vent')).statusCode).toBe(201);
  });

  it('checks the recipient’s language too', async () => {
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 50);
    const { users } = await import('../../db/schema/index.ts');
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, b.id));
    expect((await send(a.cookie, b.id, 'Du Arschloch')).statusCode).toBe(428);
  });
});

describe('contact details in first messages', () => {
  it('are held back for the recipient only, in the realtime frame too, until both wrote 3 messages', async () => {
    const a = await memberWith(t, 100);
    const b = await memberWith(t, 100);
    const { frames, opened, socket } = connect(realtimeUrl(t.app), b.cookie);
    await opened;
    const first = await send(a.cookie, b.id, 'Bel me op 06 12345678');
    expect(first.statusCode).toBe(201);
    // The sender pays as usual and sees their own message as sent.
    expect(first.json()).toMatchObject({ credits: 95, message: { held_back: [] } });
    const frame = await until(() => frames.find((f) => f.type === 'message'));
    expect(frame.data).toMatchObject({ body: 'Bel me op 06 12345678', held_back: ['phone'] });
    socket.close();
    const conversation = first.json().conversation.id;
    expect((await page(b.cookie, conversation))[0]).toMatchObject({ held_back: ['phone'] });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })
    ).json();
    expect(list.chats[0].last_message).toMatchObject({ held_back: ['phone'] });

    for (const [from, to] of [
      [b, a],
      [a, b],
      [b, a],
      [a, b],
      [b, a],
    ] as const) {
      expect((await send(from.cookie, to.id, 'Leuk!')).statusCode).toBe(201);
    }
    // Both wrote 3: no longer held back.
    const late = await send(a.cookie, b.id, 'Mail me: anna@example.com of NL91 ABNA 0417 1643 00');
    const messagesOfB = await page(b.cookie, conversation);
    expect(messagesOfB.at(-1)).toMatchObject({ id: late.json().message.id, held_back: [] });
  });

  it('flags a sender who sends them to 5 members within 24 hours, with the messages as evidence', async () => {
    const spammer = await memberWith(t, 200, { name: 'Spammer', paidUser: true });
    const moderator = await buildStaff(t, 'moderator');
    const flagsOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/contact-flags',
          headers: { cookie: moderator.cookie },
        })
      ).json().flags as Array<{
        id: number;
        sender: { id: number };
        messages: unknown[];
        recipients: number;
      }>;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const to = await memberWith(t, 0);
      const sent = await send(spammer.cookie, to.id, `Stuur een tikkie naar paypal.me/spam${i}`);
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json().message.id);
      const mine = (await flagsOf()).filter((f) => f.sender.id === spammer.id);
      expect(mine).toHaveLength(i < 4 ? 0 : 1);
    }
    const [flag] = (await flagsOf()).filter((f) => f.sender.id === spammer.id);
    expect(flag).toMatchObject({
      sender: { id: spammer.id, name: 'Spammer' },
      recipients: 5,
      messages: ids.map((id) => expect.objectContaining({ id, kinds: ['link', 'payment'] })),
    });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-flags/${flag?.id}/review`,
      headers: staffHeaders(t, moderator.cookie),
    });
    expect(review.statusCode).toBe(200);
    expect((await flagsOf()).filter((f) => f.sender.id === spammer.id)).toEqual([]);
  });

  it('does not count a day-old send, and operators answering as fictional profiles are never held or flagged', async () => {
    const sender = await memberWith(t, 200, { paidUser: true });
    for (let i = 0; i < 4; i++) {
      const to = await memberWith(t, 0);
      expect((await send(sender.cookie, to.id, 'Mijn nummer: 06 12345678')).statusCode).toBe(201);
    }
    t.clock.advance(25 * 3600);
    const fifth = await memberWith(t, 0);
    const late = await send(sender.cookie, fifth.id, 'Mijn nummer: 06 12345678');
    expect(late.json().message).toBeTruthy();
    const moderator = await buildStaff(t, 'moderator');
    const flags = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/contact-flags',
        headers: { cookie: moderator.cookie },
      })
    ).json().flags as Array<{ sender: { id: number } }>;
    expect(flags.filter((f) => f.sender.id === sender.id)).toEqual([]);

    const member = await memberWith(t, 50);
    const fictional = await memberWith(t, 0, { name: 'Fictief' });
    await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, fictional.id));
    const opened = (await send(member.cookie, fictional.id, 'Hoi daar')).json();
    const operator = await buildStaff(t, 'operator');
    const lease = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operator/conversations/${opened.conversation.id}/lease`,
      headers: staffHeaders(t, operator.cookie),
    });
    expect(lease.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operator/conversations/${opened.conversation.id}/messages`,
      headers: staffHeaders(t, operator.cookie),
      payload: { body: 'Bel me op 06 12345678', client_id: randomUUID() },
    });
    expect(answer.statusCode).toBe(201);
    expect((await page(member.cookie, opened.conversation.id)).at(-1)).toMatchObject({ held_back: [] });
  });
});
