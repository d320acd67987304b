import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { photos, profiles, users } from '../../db/schema/index.ts';
import { buildMember, grantCredits, login, testAppOfFile } from '../../test/helpers.ts';
import { realtimeUrl } from '../../test/sockets.ts';
import { onlineMembers } from '../realtime/presence.ts';
import { NEW_MESSAGE_QUIET_S, NOTIFY_JOBS } from './notify.ts';
import { WEEKLY_UPDATE_JOB } from './weekly.ts';

const t = testAppOfFile({ listen: true });

async function member(name: string, extra: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { name, ...extra });
  return { ...m, name, cookie: await login(t, m.email) };
}

const send = (cookie: string, to: number, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });

/** Run the queued notification jobs as the workers would; answers the mails `to` got, oldest first. */
async function mailsTo(email: string) {
  await t.app.deps.jobs.runQueued(NOTIFY_JOBS.message);
  await t.app.deps.jobs.runQueued(NOTIFY_JOBS.like);
  return (await t.app.deps.mailer.recent(100, email)).reverse().map((m) => m.kind);
}

async function pair() {
  const writer = await member('Schrijver', { gender: 'male', lookingFor: 'female' });
  const reader = await member('Lezer', { gender: 'female' });
  await grantCredits(t, writer.id, 500);
  return { writer, reader };
}

describe('notifications of messages (issue 13)', () => {
  it('20 messages in a minute give one mail; after the quiet period the next one mails again', async () => {
    const { writer, reader } = await pair();
    for (let i = 0; i < 20; i += 1) {
      expect((await send(writer.cookie, reader.id, `Bericht ${i}`)).statusCode).toBe(201);
      t.clock.advance(3);
    }
    expect(await mailsTo(reader.email)).toEqual(['new_conversation']);
    t.clock.advance(NEW_MESSAGE_QUIET_S);
    await send(writer.cookie, reader.id, 'Nog eentje');
    expect(await mailsTo(reader.email)).toEqual(['new_conversation', 'new_message']);
    // The mail names the writer and links the conversation, with one-click unsubscribe.
    const [mail] = await t.app.deps.mailer.recent(1, reader.email);
    expect(mail?.text).toContain('Schrijver');
    expect(mail?.text).toMatch(/\/chats\/\d+/);
  });

  it('sends nothing for a kind the member turned off', async () => {
    const { writer, reader } = await pair();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications',
      headers: { cookie: reader.cookie },
      payload: { new_conversations: false, new_messages: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await send(writer.cookie, reader.id, 'Hoi');
    expect(await mailsTo(reader.email)).toEqual([]);
  });

  it('sends nothing while the member has the site open, nor to disabled or deleted addresses', async () => {
    const { writer, reader } = await pair();
    const socket = new WebSocket(realtimeUrl(t.app), { headers: { cookie: reader.cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const online = () =>
      onlineMembers(t.database.db, [reader.id], t.clock.now()).then((s) => s.has(reader.id));
    await expect.poll(online, { timeout: 10_000 }).toBe(true);
    // Jobs the earlier tests of this file left due (a retry) are run first, so none is counted below.
    await t.app.deps.jobs.runQueued(NOTIFY_JOBS.message);
    await send(writer.cookie, reader.id, 'Ben je er?');
    // Their socket is open in this process: the send queued no job at all (it reached them).
    expect(await t.app.deps.jobs.runQueued(NOTIFY_JOBS.message)).toBe(0);
    expect(await mailsTo(reader.email)).toEqual([]);
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
    await expect.poll(online, { timeout: 10_000 }).toBe(false);

    const bounced = await member('Stuiter', { gender: 'female', notificationsDisabled: ['bounce'] });
    await send(writer.cookie, bounced.id, 'Hallo');
    expect(await mailsTo(bounced.email)).toEqual([]);

    const gone = await member('Weg', { gender: 'female' });
    await send(writer.cookie, gone.id, 'Hallo');
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, gone.id));
    expect(await mailsTo(gone.email)).toEqual([]);

    // Messages to an unconfirmed member are held: nothing is sent for them.
    const fresh = await member('Nieuw', { gender: 'female', status: 'not_confirmed' });
    await send(writer.cookie, fresh.id, 'Welkom');
    expect(await mailsTo(fresh.email)).toEqual([]);
  });
});

describe('notifications of likes and matches', () => {
  it('mails the liked member, and both members of a match', async () => {
    const a = await member('Annemiek', { gender: 'female' });
    const b = await member('Bart', { gender: 'male', lookingFor: 'female' });
    await t.app.inject({ method: 'POST', url: `/api/likes/${a.id}`, headers: { cookie: b.cookie } });
    expect(await mailsTo(a.email)).toEqual(['like']);
    await t.app.inject({ method: 'POST', url: `/api/likes/${b.id}`, headers: { cookie: a.cookie } });
    expect(await mailsTo(a.email)).toEqual(['like', 'match']);
    expect(await mailsTo(b.email)).toEqual(['match']);
  });
});

describe('reminders and the weekly update', () => {
  it('reminds of messages unread for a day, at most once in three days', async () => {
    const { writer, reader } = await pair();
    await send(writer.cookie, reader.id, 'Lees je dit?');
    expect(await mailsTo(reader.email)).toEqual(['new_conversation']);
    await t.app.deps.jobs.runNow(NOTIFY_JOBS.unreadReminders, {});
    expect(await mailsTo(reader.email)).toEqual(['new_conversation']); // not a day old yet
    t.clock.advance(2 * 86_400);
    await t.app.deps.jobs.runNow(NOTIFY_JOBS.unreadReminders, {});
    await t.app.deps.jobs.runNow(NOTIFY_JOBS.unreadReminders, {});
    expect(await mailsTo(reader.email)).toEqual(['new_conversation', 'unread_message_reminder']);
  });

  it('sends the weekly update with suggested members only to those who opted in', async () => {
    const optedIn = await member('Wekelijks', { gender: 'male', lookingFor: 'female', country: 'BE' });
    const notOpted = await member('Nooit', { gender: 'male', lookingFor: 'female', country: 'BE' });
    const suggested = await member('Suggestie', { gender: 'female', country: 'BE' });
    const [photo] = await t.database.db
      .insert(photos)
      .values({ userId: suggested.id, status: 'active', storageKey: `demo/${suggested.id}` })
      .returning({ id: photos.id });
    await t.database.db
      .update(profiles)
      .set({ mainPhotoId: photo?.id ?? null })
      .where(eq(profiles.userId, suggested.id));
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications',
      headers: { cookie: optedIn.cookie },
      payload: { weekly_updates: { mail: true } },
    });
    expect(on.statusCode, on.body).toBe(200);
    await t.app.deps.jobs.runNow(WEEKLY_UPDATE_JOB, {});
    const [mail] = await t.app.deps.mailer.recent(1, optedIn.email);
    expect(mail?.kind).toBe('weekly_update');
    expect(mail?.text).toContain('Suggestie');
    expect(mail?.html).toContain(`/media/photos/${photo?.id}.thumb.webp`);
    expect(await t.app.deps.mailer.recent(5, notOpted.email)).toEqual([]);
  });
});
