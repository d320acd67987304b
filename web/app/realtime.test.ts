import { afterEach, describe, expect, it, vi } from 'vitest';

// The handlers import the app's i18n setup, which reads the locale cookie when loaded: the tests
// run in Node, so they stand in a document without cookies.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '', documentElement: {} } });
});

const { realtimeHandlers, refreshMemberQueries } = await import('./realtime');
const { frameReceiver } = await import('../lib/realtime');
const { markRead, readMark } = await import('../features/chats/reads');
const { chat, member, message, refetched, watchedCache } = await import('../test/member-cache');
type WatchedCache = import('../test/member-cache').WatchedCache;

/** Conversation 5 (newest) above conversation 3, whose history (messages 4 and 6) is open. */
function seed() {
  return {
    user: member({ credits: 50 }),
    chats: [
      chat(5, 8, message(9, 5, { sender_id: 8 }), 0),
      chat(3, 2, message(6, 3, { from_me: true, sender_id: 1, client_id: 'abcdefgh' }), 1),
    ],
    history: {
      conversationId: 3,
      messages: [message(4, 3), message(6, 3, { from_me: true, sender_id: 1, client_id: 'abcdefgh' })],
    },
  };
}

let cache: WatchedCache;
afterEach(() => cache.close());

/** The member's socket as `useRealtime` wires it, on the watched cache. */
function socket() {
  const receiver = frameReceiver(
    { handlers: realtimeHandlers, refreshAll: refreshMemberQueries },
    cache.queryClient,
  );
  receiver.opened();
  return { ...receiver, send: (frame: unknown) => receiver.received(JSON.stringify(frame)) };
}

describe('realtime frames in the member cache (CONVENTIONS 15)', () => {
  it('puts a received message into its conversation and the chat list without a fetch', () => {
    cache = watchedCache(seed());
    const incoming = message(10, 3);
    socket().send({ type: 'message', data: incoming });

    const { chats: start, history } = seed();
    expect(cache.queryClient.getQueryData(['chats', 'messages', 3])).toEqual({
      pages: [{ messages: [...history.messages, incoming], has_more: false }],
      pageParams: [null],
    });
    // Conversation 3 moves to the top with the new last message and one more unread.
    expect(cache.queryClient.getQueryData(['chats'])).toEqual({
      chats: [{ ...start[1], last_message: incoming, num_unread_messages: 2 }, start[0]],
    });
    expect(refetched(cache.queryClient)).toEqual([]);
    expect(cache.fetched).toEqual([]);
    expect(cache.requests).toEqual([]);
  });

  it('counts a message once when it is heard twice, and does not count the member own', () => {
    cache = watchedCache(seed());
    const ws = socket();
    const incoming = message(10, 3);
    ws.send({ type: 'message', data: incoming });
    ws.send({ type: 'message', data: incoming });
    const own = message(11, 5, { from_me: true, sender_id: 1, client_id: 'ijklmnop' });
    ws.send({ type: 'message', data: own });

    const { chats: start } = seed();
    expect(cache.queryClient.getQueryData(['chats'])).toEqual({
      chats: [
        { ...start[0], last_message: own, num_unread_messages: 0 },
        { ...start[1], last_message: incoming, num_unread_messages: 2 },
      ],
    });
    const history = cache.queryClient.getQueryData<{ pages: { messages: { id: number }[] }[] }>([
      'chats',
      'messages',
      3,
    ]);
    expect(history?.pages[0]?.messages.map((m) => m.id)).toEqual([4, 6, 10]);
    expect(refetched(cache.queryClient)).toEqual([]);
    expect(cache.requests).toEqual([]);
  });

  it('fetches the chat list for a message of a conversation it does not hold (no partner card in the frame)', async () => {
    cache = watchedCache(seed());
    socket().send({ type: 'message', data: message(12, 21, { sender_id: 30 }) });
    await vi.waitFor(() => expect(cache.fetched).toEqual([['chats']]));
    // The open conversation is not touched.
    expect(cache.queryClient.getQueryState(['chats', 'messages', 3])?.isInvalidated).toBe(false);
  });

  it('sets the balance of credits_changed in the user without a fetch', () => {
    cache = watchedCache(seed());
    socket().send({ type: 'credits_changed', data: { credits: 45 } });
    expect(cache.queryClient.getQueryData(['user'])).toEqual(member({ credits: 45 }));
    expect(refetched(cache.queryClient)).toEqual([]);
    expect(cache.requests).toEqual([]);
  });

  it('fetches the user when the balance of a member who never paid rises (a paid order sets paid_user)', async () => {
    cache = watchedCache({ ...seed(), user: member({ credits: 10, paid_user: false }) });
    const ws = socket();
    ws.send({ type: 'credits_changed', data: { credits: 5 } });
    expect(cache.queryClient.getQueryData(['user'])).toEqual(member({ credits: 5, paid_user: false }));
    expect(refetched(cache.queryClient)).toEqual([]);
    ws.send({ type: 'credits_changed', data: { credits: 105 } });
    await vi.waitFor(() => expect(cache.fetched).toEqual([['user']]));
  });

  it('fetches the conversation and the list again on message_read, the likes on like and match', async () => {
    cache = watchedCache(seed());
    const ws = socket();
    ws.send({ type: 'message_read', data: { conversation_id: 3 } });
    await vi.waitFor(() =>
      expect(cache.fetched).toEqual(expect.arrayContaining([['chats', 'messages', 3], ['chats']])),
    );
    expect(cache.fetched).toHaveLength(2);
    cache.fetched.length = 0;
    ws.send({ type: 'like', data: { profile_id: 8 } });
    await vi.waitFor(() => expect(cache.fetched).toEqual([['likes']]));
  });

  it('changes nothing on typing and pong', () => {
    cache = watchedCache(seed());
    const ws = socket();
    ws.send({ type: 'typing', data: { conversation_id: 3, profile_id: 2 } });
    ws.send({ type: 'pong', data: {} });
    const { user, chats } = seed();
    expect(cache.queryClient.getQueryData(['user'])).toEqual(user);
    expect(cache.queryClient.getQueryData(['chats'])).toEqual({ chats });
    expect(refetched(cache.queryClient)).toEqual([]);
  });

  it('fetches the user, the chat list with the open conversation and the likes after a reconnect', async () => {
    cache = watchedCache(seed());
    const ws = socket();
    expect(refetched(cache.queryClient)).toEqual([]);
    ws.opened();
    await vi.waitFor(() => expect(cache.fetched).toHaveLength(4));
    expect(cache.fetched).toEqual(
      expect.arrayContaining([['user'], ['chats'], ['chats', 'messages', 3], ['likes']]),
    );
  });

  /** The cache's answer to `POST /api/chats/:id/read`: ok, or a 500 when `fails`. */
  const readAnswer = (fails: boolean) => (method: string, path: string) =>
    method === 'POST' && /^\/api\/chats\/\d+\/read$/.test(path) && !fails
      ? { status: 200, body: { ok: true } }
      : { status: 500, body: { error: 'internal', message: 'x' } };

  it('lets the chats_changed that answers the tab own read pass without a fetch, even before the answer', async () => {
    cache = watchedCache(seed(), readAnswer(false));
    const ws = socket();
    const reading = markRead(cache.queryClient, 3);
    // The server publishes before it answers: the frame may come first.
    ws.send({ type: 'chats_changed', data: { conversation_id: 3 } });
    expect(refetched(cache.queryClient)).toEqual([]);
    await reading;
    expect(cache.requests).toEqual(['POST /api/chats/3/read']);
    expect(refetched(cache.queryClient)).toEqual([]);
    expect(cache.fetched).toEqual([]);
    const list = cache.queryClient.getQueryData<{ chats: { num_unread_messages: number }[] }>(['chats']);
    expect(list?.chats.map((c) => c.num_unread_messages)).toEqual([0, 0]);
    // The next one is another change (another tab, a moderator): fetched.
    ws.send({ type: 'chats_changed', data: { conversation_id: 3 } });
    await vi.waitFor(() =>
      expect(cache.fetched).toEqual(expect.arrayContaining([['chats', 'messages', 3], ['chats']])),
    );
  });

  it('fetches on chats_changed after a read that failed, of another conversation, or after a reconnect', async () => {
    cache = watchedCache(seed(), readAnswer(true));
    const ws = socket();
    await markRead(cache.queryClient, 3);
    ws.send({ type: 'chats_changed', data: { conversation_id: 3 } });
    await vi.waitFor(() => expect(cache.fetched).toHaveLength(2));
    cache.close();

    cache = watchedCache(seed(), readAnswer(false));
    const again = socket();
    await markRead(cache.queryClient, 5);
    again.send({ type: 'chats_changed', data: { conversation_id: 3 } });
    await vi.waitFor(() => expect(cache.fetched).toEqual(expect.arrayContaining([['chats', 'messages', 3]])));
    await vi.waitFor(() => expect(refetched(cache.queryClient)).toEqual([]));
    cache.fetched.length = 0;
    // The reconnect's full refresh: the echo of conversation 5 may have been lost meanwhile.
    again.opened();
    await vi.waitFor(() => expect(cache.fetched).toHaveLength(4));
    await vi.waitFor(() => expect(refetched(cache.queryClient)).toEqual([]));
    cache.fetched.length = 0;
    again.send({ type: 'chats_changed', data: { conversation_id: 5 } });
    await vi.waitFor(() => expect(cache.fetched).toEqual([['chats']]));
  });
});

describe('what the open conversation reads up to (SPEC §4)', () => {
  it('is the newest message from the partner, so the member own message marks nothing', () => {
    const own = (id: number) => message(id, 3, { from_me: true, sender_id: 1 });
    expect(readMark([])).toBeUndefined();
    expect(readMark([own(1), own(2)])).toBe(0);
    expect(readMark([message(1, 3), own(2)])).toBe(1);
    expect(readMark([message(1, 3), own(2), message(3, 3)])).toBe(3);
  });
});
