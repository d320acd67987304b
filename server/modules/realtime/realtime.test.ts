import { randomUUID } from 'node:crypto';
import { serverFrame } from '@common/schemas/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoProcesses, memberWith, type TestApp } from '../../test/helpers.ts';
import { connect, realtimeUrl, type TestSocket, until } from '../../test/sockets.ts';

let t: TestApp;
let second: FastifyInstance;
let urlA = '';
let urlB = '';

beforeAll(async () => {
  // Two server processes on one database and one bus: Redis pub/sub when REDIS_URL is set (as in
  // production), else one in-process bus shared by both instances.
  ({ t, second } = await buildTwoProcesses());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  urlA = realtimeUrl(t.app);
  urlB = realtimeUrl(second);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const send = (app: FastifyInstance, cookie: string, to: number, body: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });

/** A frame no change of the tests sends: the barrier of `heardSoFar`. */
const MARKER = { type: 'message_read', data: { conversation_id: 2_147_483_647 } } as const;
const isMarker = (f: { type: string; data: Record<string, unknown> }) =>
  f.type === MARKER.type && f.data.conversation_id === MARKER.data.conversation_id;

/**
 * The frames each socket had heard before a marker published through `app`'s bus after the
 * events under test (published through the same bus) reached it: one bus delivers in order to
 * every process, and each process to its sockets, so nothing published before can still come.
 */
async function heardSoFar(app: FastifyInstance, ...targets: Array<[{ id: number }, TestSocket]>) {
  await app.deps.bus.publish({ userIds: targets.map(([m]) => m.id), event: MARKER });
  await until(() => targets.every(([, s]) => s.frames.some(isMarker)));
  return targets.map(([, s]) => s.frames.slice(0, s.frames.findIndex(isMarker)));
}

/**
 * A witness of typing frames: a member with a conversation with each of `members` and a socket on
 * each process. `handled(m, s)` resolves once the server has handled the frames socket `s` of
 * member `m` sent before: `m` types to the witness, and both witness sockets hear it. One socket's
 * frames are handled one after the other (routes.ts: the next frame's query starts when the last
 * frame's relay is published), and the bus delivers in order to every process, so a relay of an
 * earlier frame, were there one, has reached the sockets of both processes by then.
 */
async function witness(members: Array<{ id: number }>) {
  const w = await memberWith(t, 5 * members.length);
  const conversations = new Map<number, number>();
  for (const m of members)
    conversations.set(m.id, (await send(t.app, w.cookie, m.id, 'Getuige')).json().conversation.id);
  const sockets = [connect(urlA, w.cookie), connect(urlB, w.cookie)];
  await Promise.all(sockets.map((s) => s.opened));
  const heard = (s: TestSocket, conversation: number | undefined) =>
    s.frames.filter((f) => f.type === 'typing' && f.data.conversation_id === conversation).length;
  return {
    async handled(m: { id: number }, s: TestSocket) {
      const conversation = conversations.get(m.id);
      const before = sockets.map((ws) => heard(ws, conversation));
      s.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: conversation } }));
      await until(() => sockets.every((ws, i) => heard(ws, conversation) > (before[i] ?? 0)));
    },
    close() {
      for (const s of sockets) s.socket.close();
    },
  };
}

describe('GET /api/realtime', () => {
  it('delivers a message sent through one server process to a socket held by the other', async () => {
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 0);
    const onB = connect(urlB, b.cookie);
    const onA = connect(urlA, a.cookie);
    await Promise.all([onB.opened, onA.opened]);
    expect((await send(t.app, a.cookie, b.id, 'Via proces A')).statusCode).toBe(201);
    const frame = await until(() => onB.frames.find((f) => f.type === 'message'));
    expect(frame.data).toMatchObject({ body: 'Via proces A', from_me: false, sender_id: a.id });
    const credits = await until(() => onA.frames.find((f) => f.type === 'credits_changed'));
    expect(credits.data).toEqual({ credits: 45 });
    // Issue 10: one publish per send without redundant events. The sender hears the message and
    // the balance, the recipient the message; a `message` also means "the chat list changed", so
    // no `chats_changed` comes with it any more.
    const [heardA, heardB] = await heardSoFar(t.app, [a, onA], [b, onB]);
    expect(heardA?.map((f) => f.type)).toEqual(['message', 'credits_changed']);
    expect(heardA?.[0]?.data).toMatchObject({ body: 'Via proces A', from_me: true });
    expect(heardB?.map((f) => f.type)).toEqual(['message']);
    // Every frame is one the browser's parser accepts (common/schemas/realtime.ts).
    for (const f of [...onA.frames, ...onB.frames]) expect(serverFrame.safeParse(f).success).toBe(true);
    onA.socket.close();
    onB.socket.close();
  });

  it('answers ping and relays typing only to the partner of the conversation', async () => {
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 0);
    const c = await memberWith(t, 0);
    const conversation = (await send(t.app, a.cookie, b.id, 'Hoi')).json().conversation.id;
    const w = await witness([c]);
    const [sa, sb, sc] = [connect(urlA, a.cookie), connect(urlB, b.cookie), connect(urlA, c.cookie)];
    await Promise.all([sa.opened, sb.opened, sc.opened]);
    sa.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => sa.frames.find((f) => f.type === 'pong'));
    sa.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: conversation } }));
    const typing = await until(() => sb.frames.find((f) => f.type === 'typing'));
    expect(typing.data).toEqual({ conversation_id: conversation, profile_id: a.id });
    // c is no member of the conversation: c's typing frames go nowhere, and c hears nothing.
    sc.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: conversation } }));
    await w.handled(c, sc);
    expect(sc.frames.filter((f) => f.type === 'typing')).toEqual([]);
    expect(sb.frames.filter((f) => f.type === 'typing')).toHaveLength(1);
    for (const s of [sa, sb, sc]) s.socket.close();
    w.close();
  });

  it('relays no typing across a block in either direction, and again after the unblock', async () => {
    const a = await memberWith(t, 50);
    const b = await memberWith(t, 0);
    const conversation = (await send(t.app, a.cookie, b.id, 'Hoi')).json().conversation.id;
    const w = await witness([a, b]);
    const [sa, sb] = [connect(urlA, a.cookie), connect(urlB, b.cookie)];
    await Promise.all([sa.opened, sb.opened]);
    const typing = (s: TestSocket) =>
      s.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: conversation } }));
    const typed = (s: TestSocket) => s.frames.filter((f) => f.type === 'typing').length;
    // The relay works between the two before the block.
    typing(sa);
    await until(() => typed(sb) === 1);
    typing(sb);
    await until(() => typed(sa) === 1);
    // b blocks a: neither hears the other type, whoever blocked whom.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/blocks/${a.id}`, headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBe(200);
    typing(sa);
    typing(sb);
    await w.handled(a, sa);
    await w.handled(b, sb);
    expect([typed(sa), typed(sb)]).toEqual([1, 1]);
    // After the unblock the relay works again (so the silence above was the block, not the relay).
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/blocks/${a.id}`, headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBeLessThan(300);
    typing(sa);
    await until(() => typed(sb) === 2);
    typing(sb);
    await until(() => typed(sa) === 2);
    // a blocks b: the same the other way round.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/blocks/${b.id}`, headers: { cookie: a.cookie } }))
        .statusCode,
    ).toBe(200);
    typing(sa);
    typing(sb);
    await w.handled(a, sa);
    await w.handled(b, sb);
    expect([typed(sa), typed(sb)]).toEqual([2, 2]);
    sa.socket.close();
    sb.socket.close();
    w.close();
  });

  it('ignores frames that are no object or carry an id the database cannot hold, and keeps serving', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const a = await memberWith(t, 50);
      const b = await memberWith(t, 0);
      const conversation = (await send(t.app, a.cookie, b.id, 'Hoi')).json().conversation.id;
      const w = await witness([a]);
      const [sa, sb] = [connect(urlA, a.cookie), connect(urlB, b.cookie)];
      await Promise.all([sa.opened, sb.opened]);
      for (const id of [1e12, 2 ** 31, 1.5, -1, 0, Number.MAX_SAFE_INTEGER, '1', null])
        sa.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: id } }));
      for (const raw of ['null', '1', '"typing"', '[]', '{"type":"typing","data":null}']) sa.socket.send(raw);
      sa.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: conversation } }));
      await until(() => sb.frames.find((f) => f.type === 'typing'));
      await w.handled(a, sa);
      expect(rejections).toEqual([]);
      expect(sb.frames.filter((f) => f.type === 'typing')).toHaveLength(1);
      sa.socket.close();
      sb.socket.close();
      w.close();
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('refuses a foreign Origin and a missing session before the upgrade', async () => {
    const a = await memberWith(t, 0);
    await expect(connect(urlA, a.cookie, { origin: 'https://evil.example' }).opened).rejects.toThrow(
      'status 403',
    );
    await expect(connect(urlA, '').opened).rejects.toThrow('status 403');
    const same = connect(urlA, a.cookie, {
      origin: urlA.replace('ws://', 'http://').replace('/api/realtime', ''),
    });
    await same.opened;
    same.socket.close();
  });

  it('closes the sockets of a session that logs out', async () => {
    const a = await memberWith(t, 0);
    const s = connect(urlB, a.cookie);
    await s.opened;
    await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie: a.cookie, 'x-request-type': 'client' },
    });
    expect(await s.closed).toBe(4001);
  });

  it('lets a client that was offline catch up with every message in order, once', async () => {
    const a = await memberWith(t, 100);
    const b = await memberWith(t, 0);
    let conversation = 0;
    for (let i = 1; i <= 5; i++)
      conversation = (await send(second, a.cookie, b.id, `offline ${i}`)).json().conversation.id;
    const s = connect(urlA, b.cookie);
    await s.opened;
    await send(t.app, a.cookie, b.id, 'online 6');
    await until(() => s.frames.find((f) => f.type === 'message'));
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages`,
        headers: { cookie: b.cookie },
      })
    ).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual([
      'offline 1',
      'offline 2',
      'offline 3',
      'offline 4',
      'offline 5',
      'online 6',
    ]);
    const [heard] = await heardSoFar(t.app, [b, s]);
    expect(heard?.filter((f) => f.type === 'message')).toHaveLength(1);
    s.socket.close();
  });
});
