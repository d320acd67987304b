import { describe, expect, it, vi } from 'vitest';

// The realtime client imports the app's i18n setup, which reads the locale cookie when loaded:
// the tests run in Node, so they stand in a document without cookies.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '', documentElement: {} } });
});

const { parseFrame, refreshFor } = await import('./realtime');

/** A query client that records the keys it was asked to invalidate. */
function fakeQueryClient() {
  const invalidated: unknown[] = [];
  return {
    invalidated,
    invalidateQueries: async (filters?: { queryKey?: readonly unknown[] }) => {
      invalidated.push(filters?.queryKey);
    },
  };
}

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
};

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
    ]) {
      expect(parseFrame(raw)).toBeNull();
    }
  });

  it('refreshes the conversation and the chat list on a message, the user on a balance change', () => {
    const onMessage = fakeQueryClient();
    refreshFor({ type: 'message', data: { ...message, type: 'text' } }, onMessage);
    expect(onMessage.invalidated).toEqual([['chats', 'messages', 3], ['chats']]);
    const onCredits = fakeQueryClient();
    refreshFor({ type: 'credits_changed', data: { credits: 45 } }, onCredits);
    expect(onCredits.invalidated).toEqual([['user']]);
    const onTyping = fakeQueryClient();
    refreshFor({ type: 'typing', data: { conversation_id: 3, profile_id: 2 } }, onTyping);
    expect(onTyping.invalidated).toEqual([]);
  });
});
