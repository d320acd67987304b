import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The chat queries import the app's i18n setup, which reads the locale cookie when loaded: the
// tests run in Node, so they stand in a document without cookies.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '', documentElement: {} } });
});

const { sendMessageMutation } = await import('./queries');
const { chat, member, message, refetched, watchedCache } = await import('../../test/member-cache');
type WatchedCache = import('../../test/member-cache').WatchedCache;

let cache: WatchedCache;
afterEach(() => cache.close());

/** Member 1 with 50 credits; conversation 3 with member 2 below conversation 5, 3's history open. */
function seed() {
  return {
    user: member({ credits: 50 }),
    chats: [chat(5, 8, message(9, 5, { sender_id: 8 }), 0), chat(3, 2, message(6, 3), 1)],
    history: { conversationId: 3, messages: [message(4, 3), message(6, 3)] },
  };
}

/** The send answer of `POST /api/messages` for message `id` in conversation `conversationId`. */
function sent(id: number, conversationId: number, credits: number) {
  return {
    message: message(id, conversationId, { from_me: true, sender_id: 1, client_id: 'abcdefgh', body: 'Hoi' }),
    conversation: { id: conversationId },
    credits,
  };
}

describe('sending a message (API.md POST /api/messages)', () => {
  it('puts the answer into the caches: the balance, the message in its conversation and the list, no fetch', async () => {
    const answer = sent(10, 3, 45);
    cache = watchedCache(seed(), (method, path) =>
      method === 'POST' && path === '/api/messages'
        ? { status: 201, body: answer }
        : { status: 500, body: { error: 'internal', message: 'x' } },
    );
    const onSent = vi.fn();
    const send = new MutationObserver(
      cache.queryClient,
      sendMessageMutation(cache.queryClient, 2, { onSent }),
    );
    await send.mutate({ type: 'text', body: 'Hoi' });

    expect(cache.requests).toEqual(['POST /api/messages']);
    expect(cache.queryClient.getQueryData(['user'])).toEqual(member({ credits: 45 }));
    const { chats, history } = seed();
    expect(cache.queryClient.getQueryData(['chats', 'messages', 3])).toEqual({
      pages: [{ messages: [...history.messages, answer.message], has_more: false }],
      pageParams: [null],
    });
    // The member's own message: conversation 3 moves up, its unread count stays.
    expect(cache.queryClient.getQueryData(['chats'])).toEqual({
      chats: [{ ...chats[1], last_message: answer.message }, chats[0]],
    });
    expect(refetched(cache.queryClient)).toEqual([]);
    expect(cache.fetched).toEqual([]);
    expect(onSent).toHaveBeenCalledWith(answer, { type: 'text', body: 'Hoi' });
  });

  it('fetches the chat list after the first message of a new conversation (the list holds no card for it)', async () => {
    const answer = sent(11, 40, 45);
    cache = watchedCache(seed(), () => ({ status: 201, body: answer }));
    const send = new MutationObserver(cache.queryClient, sendMessageMutation(cache.queryClient, 30));
    await send.mutate({ type: 'text', body: 'Hoi' });
    expect(cache.queryClient.getQueryData(['user'])).toEqual(member({ credits: 45 }));
    await vi.waitFor(() => expect(cache.fetched).toEqual([['chats']]));
    expect(cache.requests).toEqual(['POST /api/messages']);
  });
});
