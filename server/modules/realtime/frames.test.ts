/**
 * Client frames of one socket (API.md `GET /api/realtime`): handled one after the other in the
 * order sent, at most `MAX_PENDING_FRAMES` waiting, the rest dropped. The app's typing handler is
 * replaced by one the test holds open, so what waits and what runs is seen, not timed.
 */
import { describe, expect, it } from 'vitest';
import { buildMember, login, testAppOfFile } from '../../test/helpers.ts';
import { connect, realtimeUrl, recheck, roundTrip, until } from '../../test/sockets.ts';
import { MAX_PENDING_FRAMES } from './routes.ts';

const t = testAppOfFile({ listen: true });

describe('client frames of one socket', () => {
  it('are handled in the order sent, one at a time, and a flood beyond the queue is dropped', async () => {
    const handled: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.deps.clientFrames.onClientFrame('typing', async (frame) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await gate;
      handled.push(frame.data.conversation_id);
      running -= 1;
      recheck();
    });
    const m = await buildMember(t);
    const s = connect(realtimeUrl(t.app), await login(t, m.email));
    await s.opened;
    const typing = (id: number) =>
      s.socket.send(JSON.stringify({ type: 'typing', data: { conversation_id: id } }));
    // 40 frames while the first is held: the first runs, MAX_PENDING_FRAMES - 1 wait, 36 are dropped.
    for (let id = 1; id <= 40; id += 1) typing(id);
    await roundTrip(s.socket);
    expect(MAX_PENDING_FRAMES).toBe(4);
    expect([running, handled]).toEqual([1, []]);
    release();
    await until(() => handled.length === MAX_PENDING_FRAMES);
    // A frame sent after the queue drained is handled again, after the ones kept: the dropped
    // ones (5 to 40) never come.
    typing(41);
    await until(() => handled.length === MAX_PENDING_FRAMES + 1);
    expect(handled).toEqual([1, 2, 3, 4, 41]);
    expect(mostAtOnce).toBe(1);
    s.socket.close();
    await s.closed;
  });
});
