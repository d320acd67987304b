import type { ApiMessage, ChatItem } from '@common/schemas/chats';
import type { ApiUser } from '@common/schemas/user';
import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { History } from '../features/chats/cache';
import { chatKeys } from '../features/chats/keys';
import { likeKeys } from '../features/likes/queries';
import { shellKeys } from '../lib/queries';

/** A signed-in member as user.php answers them: 50 credits, paid before. */
export function member(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 1,
    email: 'anna@amora.example',
    status: 'confirmed',
    credits: 50,
    paid_user: true,
    signup_date: '2026-01-01',
    language: 'nl',
    fictional_icon: 'heart',
    notifications_disabled: [],
    role: 'member',
    profile: { name: 'Anna', country: 'NL', status: 'active', main_image: null },
    ...overrides,
  };
}

/** A text message of conversation `conversationId` as member 1 sees it (from partner 2 unless `from_me`). */
export function message(id: number, conversationId: number, overrides: Partial<ApiMessage> = {}): ApiMessage {
  return {
    id,
    conversation_id: conversationId,
    from_me: false,
    sender_id: 2,
    type: 'text',
    body: `Bericht ${id}`,
    gift_id: null,
    image: null,
    client_id: null,
    created_at: `2026-03-01T10:00:${String(id % 60).padStart(2, '0')}.000Z`,
    read: false,
    removed: false,
    bother: false,
    held_back: [],
    image_screen: null,
    blurred: false,
    ...overrides,
  };
}

/** A chat item of the list: conversation `conversationId` with partner `partnerId`, its last message and unread count. */
export function chat(conversationId: number, partnerId: number, last: ApiMessage, unread: number): ChatItem {
  return {
    conversation: { id: conversationId },
    profile: { id: partnerId, name: `Lid ${partnerId}`, main_image: null, fictional: false, verified: false },
    num_unread_messages: unread,
    last_message: last,
  };
}

/** What a member's pages hold: the member, the chat list, one open conversation's history, the likes. */
export interface MemberCacheSeed {
  user: ApiUser;
  chats: ChatItem[];
  /** Conversation id and its loaded history (one page, oldest first). */
  history: { conversationId: number; messages: ApiMessage[] };
}

/** The query client of a member's pages, and every fetch its queries made since it was built. */
export interface WatchedCache {
  queryClient: QueryClient;
  /** The query keys fetched (their query functions run), in order, e.g. `['user']`. */
  fetched: unknown[][];
  /** Every request that reached `fetch` (method and path); tests answer them with `answer`. */
  requests: string[];
  /** Stop observing and restore `fetch`. */
  close(): void;
}

/**
 * A query client seeded with `seed` whose queries are observed, as the member's pages observe
 * them (the runtime's user, chat list and likes; an open conversation): invalidating one fetches
 * it again at once. Their query functions record their key and answer the seeded data; `fetch`
 * records each request and answers with `answer(method, path)` (by default a 500). Data stays
 * fresh meanwhile, so only an invalidation fetches.
 */
export function watchedCache(
  seed: MemberCacheSeed,
  answer: (method: string, path: string) => { status: number; body: unknown } = () => ({
    status: 500,
    body: { error: 'internal', message: 'no answer in this test' },
  }),
): WatchedCache {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const fetched: unknown[][] = [];
  const requests: string[] = [];
  const history: History = {
    pages: [{ messages: seed.history.messages, has_more: false }],
    pageParams: [null],
  };
  const historyKey = chatKeys.messages(seed.history.conversationId);
  const likes = { profiles: [], liked_by: [] };
  queryClient.setQueryData(shellKeys.user, seed.user);
  queryClient.setQueryData(chatKeys.list, { chats: seed.chats });
  queryClient.setQueryData(historyKey, history);
  queryClient.setQueryData(likeKeys.all, likes);
  const record = <T>(key: readonly unknown[], data: T) => {
    fetched.push([...key]);
    return data;
  };
  const observers = [
    new QueryObserver(queryClient, {
      queryKey: shellKeys.user,
      queryFn: () => record(shellKeys.user, seed.user),
    }),
    new QueryObserver(queryClient, {
      queryKey: chatKeys.list,
      queryFn: () => record(chatKeys.list, { chats: seed.chats }),
    }),
    new QueryObserver(queryClient, { queryKey: likeKeys.all, queryFn: () => record(likeKeys.all, likes) }),
    new InfiniteQueryObserver(queryClient, {
      queryKey: historyKey,
      initialPageParam: null as number | null,
      getNextPageParam: () => null,
      queryFn: () => record(historyKey, { messages: seed.history.messages, has_more: false }),
    }),
  ];
  const stops = observers.map((observer) => observer.subscribe(() => {}));
  const fetchStub = vi.fn(async (input: unknown, init?: { method?: string }) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    requests.push(`${method} ${path}`);
    const { status, body } = answer(method, path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    queryClient,
    fetched,
    requests,
    close() {
      for (const stop of stops) stop();
      queryClient.clear();
      vi.unstubAllGlobals();
    },
  };
}

/**
 * The keys of the queries that were invalidated or are being fetched. An invalidation marks its
 * queries and starts their fetch at once, so an empty answer right after a handler ran means it
 * asked the server for nothing.
 */
export function refetched(queryClient: QueryClient): unknown[][] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated || query.state.fetchStatus === 'fetching')
    .map((query) => [...query.queryKey]);
}
