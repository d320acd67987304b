import { type ServerFrame, serverFrame } from '@common/schemas/realtime';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The realtime client imports the app's i18n setup, which reads the locale cookie when loaded:
// the tests run in Node, so they stand in a document without cookies.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '', documentElement: {} } });
});

const { frameReceiver, onRealtime, parseFrame, silenceWatch, SILENCE_PING_MS, SILENCE_ANSWER_MS } =
  await import('./realtime');

const message = {
  id: 7,
  conversation_id: 3,
  from_me: false,
  sender_id: 2,
  type: 'text',
  body: 'Hoi',
  gift_id: null,
  image: null,
  client_id: null,
  created_at: '2026-03-01T10:00:00.000Z',
  read: false,
  removed: false,
  bother: false,
  held_back: [],
  image_screen: null,
  blurred: false,
} as const;

/** Handlers that record which handler got which frame, and a full refresh that counts its runs. */
function recorder() {
  const heard: ServerFrame[] = [];
  const record = (frame: ServerFrame) => {
    heard.push(frame);
  };
  const refreshes = { count: 0 };
  const options = {
    handlers: {
      message: record,
      message_read: record,
      typing: record,
      like: record,
      match: record,
      chats_changed: record,
      credits_changed: record,
      pong: record,
    },
    refreshAll: () => {
      refreshes.count += 1;
    },
  };
  return { heard, refreshes, options };
}

describe('realtime frames', () => {
  it('parses the frames of the contract and refuses anything else', () => {
    expect(parseFrame(JSON.stringify({ type: 'message', data: message }))).toEqual({
      type: 'message',
      data: message,
    });
    expect(parseFrame('{"type":"pong","data":{}}')).toEqual({ type: 'pong', data: {} });
    for (const raw of [
      'not json',
      'null',
      '{"type":"message","data":{"id":7}}',
      '{"type":"credits_changed","data":{"credits":"5"}}',
      '{"type":"unknown","data":{}}',
      // Events between server processes are no frames a browser receives.
      '{"type":"session_ended","data":{}}',
      '{"type":"settings_changed","data":{"domain":"amora.example"}}',
    ]) {
      expect(parseFrame(raw)).toBeNull();
    }
  });

  it('checks frames by hand exactly as the zod schema of the contract does', () => {
    const frames: unknown[] = [
      { type: 'message', data: message },
      {
        type: 'message',
        data: {
          ...message,
          type: 'image',
          image: { filename: 'a.webp', thumb_filename: 'b.webp', blur_filename: 'c.webp' },
          image_screen: 'pending',
          held_back: ['link', 'iban'],
        },
      },
      { type: 'message', data: { ...message, image: { filename: 'a.webp', thumb_filename: 'b.webp' } } },
      { type: 'message', data: { ...message, held_back: ['fax'] } },
      { type: 'message', data: { ...message, image_screen: 'unknown' } },
      { type: 'message', data: { ...message, body: 5 } },
      { type: 'message', data: { ...message, id: 1.5 } },
      { type: 'message_read', data: { conversation_id: 3 } },
      { type: 'message_read', data: { conversation_id: 0 } },
      { type: 'typing', data: { conversation_id: 3, profile_id: 2 } },
      { type: 'typing', data: { conversation_id: 3 } },
      { type: 'like', data: { profile_id: 2 } },
      { type: 'like', data: { profile_id: 2_147_483_648 } },
      { type: 'match', data: { profile_id: 2 } },
      { type: 'match', data: { profile_id: '2' } },
      { type: 'chats_changed', data: { conversation_id: 9 } },
      { type: 'credits_changed', data: { credits: -5 } },
      { type: 'credits_changed', data: { credits: 4.5 } },
      { type: 'pong', data: {} },
      { type: 'pong', data: { extra: 1 } },
      { type: 'pong' },
      { type: 'member_changed', data: {} },
      { type: 'toString', data: {} },
      [],
      'message',
    ];
    for (const frame of frames) {
      expect(parseFrame(JSON.stringify(frame)) !== null, JSON.stringify(frame)).toBe(
        serverFrame.safeParse(frame).success,
      );
    }
  });

  it('gives each frame to the handler of its type, then to the listeners, and drops malformed ones', () => {
    const { heard, refreshes, options } = recorder();
    const receiver = frameReceiver(options, new QueryClient());
    const listened: string[] = [];
    const stop = onRealtime((frame) => listened.push(frame.type));
    receiver.opened();
    receiver.received(JSON.stringify({ type: 'message', data: message }));
    receiver.received('{"type":"credits_changed","data":{"credits":45}}');
    receiver.received('{"type":"session_ended","data":{}}');
    receiver.received('not json');
    stop();
    receiver.received('{"type":"pong","data":{}}');
    expect(heard).toEqual([
      { type: 'message', data: message },
      { type: 'credits_changed', data: { credits: 45 } },
      { type: 'pong', data: {} },
    ]);
    expect(listened).toEqual(['message', 'credits_changed']);
    expect(refreshes.count).toBe(0);
  });

  it('refreshes everything after a reconnect, not on the first connection', () => {
    const { refreshes, options } = recorder();
    const receiver = frameReceiver(options, new QueryClient());
    receiver.opened();
    expect(refreshes.count).toBe(0);
    receiver.opened();
    receiver.opened();
    expect(refreshes.count).toBe(2);
  });
});

describe('silenceWatch', () => {
  function watch() {
    let now = 0;
    const sent: number[] = [];
    const reconnects: number[] = [];
    const w = silenceWatch(
      () => sent.push(now),
      () => reconnects.push(now),
      () => now,
    );
    return { w, sent, reconnects, at: (ms: number) => (now = ms) };
  }

  it('pings a socket silent for 30 s and reconnects it when the ping stays unanswered for 10 s', () => {
    const { w, sent, reconnects, at } = watch();
    at(SILENCE_PING_MS - 1);
    w.tick();
    expect(sent).toEqual([]);
    at(SILENCE_PING_MS);
    w.tick();
    expect(sent).toEqual([SILENCE_PING_MS]);
    at(SILENCE_PING_MS + SILENCE_ANSWER_MS - 1);
    w.tick();
    expect(reconnects).toEqual([]);
    at(SILENCE_PING_MS + SILENCE_ANSWER_MS);
    w.tick();
    expect(reconnects).toEqual([SILENCE_PING_MS + SILENCE_ANSWER_MS]);
    expect(sent).toHaveLength(1);
  });

  it('keeps a socket that answers, or that carries frames', () => {
    const { w, sent, reconnects, at } = watch();
    at(20_000);
    w.heard();
    at(40_000);
    w.tick();
    expect(sent).toEqual([]);
    at(50_000);
    w.tick();
    at(55_000);
    w.heard();
    at(70_000);
    w.tick();
    expect(sent).toEqual([50_000]);
    expect(reconnects).toEqual([]);
  });
});
