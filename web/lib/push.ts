/**
 * Web push in the browser (SPEC §3 push state, §7 `POST /api/user.php?push=1` and the service
 * worker `/sw-push.js?v=2`, §9 refresh): one store per tab with the push state, the registration
 * of the service worker, the subscription with the site's `push_public_key`, and the messages the
 * worker posts (NEW_PUSH_MESSAGE, NEW_PUSH_CLICK). React reads it through `web/lib/usePush.ts`.
 */
import type { okAnswer } from '@common/schemas/shared';
import { type Answer, api } from './api';

/** The service worker's address; `v` changes when a new worker must replace the installed one. */
export const SW_URL = '/sw-push.js?v=2';

/**
 * SPEC §3 permission states: `unknown` until checked (and in a browser without push: then
 * `isCapable` is false), `denied` when the member blocked notifications, `subscribed` with a
 * subscription, else `capable` (push possible, not subscribed).
 */
export type PushPermissionState = 'capable' | 'subscribed' | 'denied' | 'unknown';

/** A push as the service worker received it (server/modules/notifications/push.ts `PushPayload`). */
export interface PushMessage {
  title: string;
  body: string;
  /** openUrl: the path a click opens. */
  url: string;
  checkUrl?: string | undefined;
  tag?: string | undefined;
  /** When this tab got it (ms since epoch). */
  receivedAt: number;
}

/** SPEC §3 push state of this tab. */
export interface PushState {
  isCapable: boolean;
  isSubscribed: boolean;
  state: PushPermissionState;
  /** The last NEW_PUSH_MESSAGE this tab got, or null. */
  lastMessage: PushMessage | null;
  /** The browser's subscription as sent to the server, or null. */
  subscription: PushSubscriptionJSON | null;
}

/** Why push could not be turned on: the SPEC §8 push error texts (`push.errors.<kind>`). */
export type PushErrorKind = 'denied' | 'unsupported' | 'failed';

/** Thrown by `enablePush`. */
export class PushError extends Error {
  constructor(
    readonly kind: PushErrorKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** What the worker posts, checked (anything else: null). */
export type WorkerMessage =
  | { type: 'NEW_PUSH_MESSAGE'; payload: Omit<PushMessage, 'receivedAt'> }
  | { type: 'NEW_PUSH_CLICK'; openUrl: string; checkUrl: string | null };

const text = (value: unknown): value is string => typeof value === 'string';

/** Parse a message event's data from the service worker (`sw-push.js`). */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'NEW_PUSH_MESSAGE') {
    const p = (message.payload ?? {}) as Record<string, unknown>;
    if (!text(p.title)) return null;
    return {
      type: 'NEW_PUSH_MESSAGE',
      payload: {
        title: p.title,
        body: text(p.body) ? p.body : '',
        url: text(p.url) ? p.url : '/',
        checkUrl: text(p.checkUrl) ? p.checkUrl : undefined,
        tag: text(p.tag) ? p.tag : undefined,
      },
    };
  }
  if (message.type === 'NEW_PUSH_CLICK' && text(message.openUrl)) {
    return {
      type: 'NEW_PUSH_CLICK',
      openUrl: message.openUrl,
      checkUrl: text(message.checkUrl) ? message.checkUrl : null,
    };
  }
  return null;
}

/** The path (with query and hash) of `url` when it is on `origin`, else null: pushes open only the site. */
export function sitePath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** The bytes of a URL-safe base64 key (the `applicationServerKey` of `pushManager.subscribe`). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The SPEC §3 state from what the browser says. */
export function stateOf(
  capable: boolean,
  permission: NotificationPermission,
  subscribed: boolean,
): PushPermissionState {
  if (!capable) return 'unknown';
  if (permission === 'denied') return 'denied';
  return subscribed && permission === 'granted' ? 'subscribed' : 'capable';
}

/** Whether this browser can receive push: a service worker, the Push API and notifications. */
export function pushCapable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

// The store (one per tab), read with useSyncExternalStore.
let state: PushState = {
  isCapable: false,
  isSubscribed: false,
  state: 'unknown',
  lastMessage: null,
  subscription: null,
};
const listeners = new Set<() => void>();

/** The current push state (a new object after every change). */
export function getPushState(): PushState {
  return state;
}

/** Listen to changes of the push state; answers the unsubscribe. */
export function onPushState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(patch: Partial<PushState>): void {
  const next = { ...state, ...patch };
  next.isSubscribed = next.state === 'subscribed';
  state = next;
  for (const listener of listeners) listener();
}

/** Record a push the worker announced (NEW_PUSH_MESSAGE) as `lastMessage`. */
export function recordPushMessage(payload: Omit<PushMessage, 'receivedAt'>, now = Date.now()): void {
  update({ lastMessage: { ...payload, receivedAt: now } });
}

/** Hand the subscription to the server (SPEC §7), which keeps it for the signed-in member. */
async function saveSubscription(subscription: PushSubscription): Promise<PushSubscriptionJSON> {
  const json = subscription.toJSON();
  await api<Answer<typeof okAnswer>>('/api/user.php?push=1', {
    method: 'POST',
    body: { subscription: json },
  });
  return json;
}

let started: Promise<ServiceWorkerRegistration | null> | null = null;
let savedFor: number | undefined;

/**
 * Register the service worker and read the state, once per tab (a member's pages call it with the
 * member's id). An existing subscription is sent to the server again once per member: the
 * browser's subscription then belongs to the member signed in now, and one the server dropped
 * comes back. Never throws: without push, or when the registration fails, the state stays `unknown`.
 */
export function startPush(userId?: number): Promise<ServiceWorkerRegistration | null> {
  started ??= (async () => {
    if (!pushCapable()) {
      update({ isCapable: false, state: 'unknown' });
      return null;
    }
    try {
      return await navigator.serviceWorker.register(SW_URL, { scope: '/', updateViaCache: 'none' });
    } catch {
      update({ isCapable: false, state: 'unknown' });
      return null;
    }
  })();
  return started.then(async (registration) => {
    if (!registration) return null;
    const subscription = await registration.pushManager.getSubscription().catch(() => null);
    const permission = Notification.permission;
    const subscribed = Boolean(subscription) && permission === 'granted';
    if (subscription && subscribed && userId !== undefined && savedFor !== userId) {
      savedFor = userId;
      // Best effort: the next page load tries again.
      saveSubscription(subscription).catch(() => {
        savedFor = undefined;
      });
    }
    update({
      isCapable: true,
      state: stateOf(true, permission, subscribed),
      subscription: subscribed && subscription ? subscription.toJSON() : null,
    });
    return registration;
  });
}

/**
 * Ask for permission (on the member's click), subscribe with the site's VAPID public key and save
 * the subscription on the server. A subscription made with another key (the server's key changed)
 * is replaced. Throws PushError `denied` (permission refused), `unsupported` (no push here) or
 * `failed` (the push service or our server failed).
 */
export async function enablePush(publicKey: string): Promise<void> {
  const registration = await startPush();
  if (!registration || !publicKey) throw new PushError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    update({ state: stateOf(true, permission, false) });
    throw new PushError(permission === 'denied' ? 'denied' : 'failed');
  }
  try {
    const key = applicationServerKey(publicKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
    const subscription =
      (existing && sameKey(existing.options.applicationServerKey, key) ? existing : null) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    update({ state: 'subscribed', subscription: await saveSubscription(subscription) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      update({ state: stateOf(true, Notification.permission, false) });
      throw new PushError('denied', error.message);
    }
    if (error instanceof DOMException && error.name === 'NotSupportedError')
      throw new PushError('unsupported');
    throw new PushError('failed', error instanceof Error ? error.message : String(error));
  }
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * On logout: end this browser's subscription (the push service then answers 410 and the server
 * drops it at the next push), so pushes about a member do not reach a shared device after they
 * logged out. They allow push again after the next login. Never throws.
 */
export async function stopPush(): Promise<void> {
  savedFor = undefined;
  if (!pushCapable()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) await subscription.unsubscribe();
  } catch {
    // Nothing to end, or the browser refused: the server keeps sending until the service says 410.
  }
  if (state.state === 'subscribed') update({ state: 'capable', subscription: null });
}

/** Tests: forget the started registration and reset the state. */
export function resetPushForTests(): void {
  started = null;
  savedFor = undefined;
  state = { isCapable: false, isSubscribed: false, state: 'unknown', lastMessage: null, subscription: null };
}
