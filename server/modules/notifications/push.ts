/**
 * Web push (issue 13; SPEC §2, §4, §7): the `PushSender` that the notification triggers call, its
 * web-push adapter, and `pushFor`, which words a push in the member's language. The service worker
 * `web/public/sw-push.js` reads the payload (`PushPayload`) and shows the notification.
 * docs/notifications.md "Web push".
 */
import type { Agent } from 'node:https';
import type { Locale } from '@common/constants';
import type { RequestOptions, WebPushError } from 'web-push';
import type { Db } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import { removeSubscription, subscriptionsOf } from '../auth/push-subscriptions.ts';
import type { VapidDetails } from './vapid.ts';

/**
 * What one push carries, as JSON, encrypted for each browser (RFC 8291 aes128gcm); the service
 * worker shows `title` and `body` and keeps `url` and `checkUrl` for the click. Plain text only
 * (no HTML), at most a few hundred bytes (push services take 4 KiB).
 */
export interface PushPayload {
  /** The notification's title, e.g. "Nieuw bericht van Sanne". */
  title: string;
  /** Its text, e.g. "Open je berichten om het te lezen." (never the message itself: lock screens). */
  body: string;
  /** openUrl: the site's path a click opens (or focuses), e.g. `/chats/12`. */
  url: string;
  /** The API address whose answer the push changed (e.g. `/api/chats.php`): open pages fetch it again. */
  checkUrl?: string;
  /** Notifications with the same tag replace each other (e.g. one per conversation). */
  tag?: string;
}

/** What a send did: pushes the push services accepted, and subscriptions removed as gone. */
export interface PushResult {
  sent: number;
  removed: number;
}

/** Sends a push to every browser a member subscribed (SPEC §7 `POST /api/user.php?push=1`). */
export interface PushSender {
  /**
   * Push `payload` to every subscription of member `userId`. A subscription the push service
   * answers 404 or 410 for (it expired or was revoked) is removed. Any other failure (5xx, 429,
   * network) is thrown as `PushSendError` after every subscription was tried, so that a job
   * retries; a retry sends to all of them again (the notification's tag replaces a duplicate).
   */
  send(userId: number, payload: PushPayload): Promise<PushResult>;
}

/**
 * The failures of one `send`, one per subscription that neither took the push nor was gone: the
 * subscription's id, never its endpoint (a personal address of the member's browser; the error
 * may be logged and stored with a failed job).
 */
export class PushSendError extends Error {
  constructor(
    readonly failures: { subscriptionId: number; statusCode: number | undefined; message: string }[],
    readonly result: PushResult,
  ) {
    super(
      `push failed for ${failures.length} subscription(s): ${failures
        .map((f) => `${f.statusCode ?? 'no answer'} ${f.message}`)
        .join('; ')}`,
    );
    this.name = 'PushSendError';
  }
}

/**
 * Hosts of the browsers' push services (Chrome, Edge, Firefox, Safari, and the browsers that use
 * theirs). The endpoint of a subscription comes from the browser, i.e. from anyone with an account:
 * the server posts only to these, never to an address a member made up (SSRF).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether `endpoint` is an https address of a known push service (the host or a subdomain of one). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`))
  );
}

/** Options of `createWebPushSender`. */
export interface WebPushSenderDeps {
  db: Db;
  vapid: VapidDetails;
  /** How long a push service keeps an undelivered push, in seconds (default 86 400: one day). */
  ttlSeconds?: number;
  /** RFC 8030 §5.3 urgency (default `normal`, "chat message"). */
  urgency?: RequestOptions['urgency'];
  /** Socket timeout of a push request in ms (default 10 000). */
  timeoutMs?: number;
  /** The https agent of the push requests (tests: one that trusts a local CA). */
  agent?: Agent;
  /** Which endpoints may be posted to (default `isPushServiceEndpoint`; tests allow a local one). */
  allowEndpoint?: (endpoint: string) => boolean;
  log?: { warn(object: object, message: string): void };
}

/**
 * The web-push adapter of `PushSender` (the `web-push` library, loaded on the first send): VAPID
 * signed (RFC 8292), payload encrypted with aes128gcm (RFC 8291), one request per subscription,
 * all at once. Subscriptions at an endpoint `allowEndpoint` refuses are removed without a request.
 */
export function createWebPushSender(deps: WebPushSenderDeps): PushSender {
  const allow = deps.allowEndpoint ?? isPushServiceEndpoint;
  const options: RequestOptions = {
    vapidDetails: deps.vapid,
    TTL: deps.ttlSeconds ?? 86_400,
    urgency: deps.urgency ?? 'normal',
    timeout: deps.timeoutMs ?? 10_000,
    ...(deps.agent ? { agent: deps.agent } : {}),
  };
  let library: Promise<typeof import('web-push')> | undefined;
  return {
    async send(userId, payload) {
      const subscriptions = await subscriptionsOf(deps.db, userId);
      if (subscriptions.length === 0) return { sent: 0, removed: 0 };
      library ??= import('web-push').then((m) => m.default);
      const webpush = await library;
      const body = JSON.stringify(payload);
      const result: PushResult = { sent: 0, removed: 0 };
      const failures: PushSendError['failures'] = [];
      // Settled, not all: a failing database call for one subscription does not cut the others short.
      const settled = await Promise.allSettled(
        subscriptions.map(async (subscription) => {
          if (!allow(subscription.endpoint)) {
            deps.log?.warn({ userId, subscriptionId: subscription.id }, 'push endpoint refused, removed');
            if (await removeSubscription(deps.db, subscription.endpoint)) result.removed += 1;
            return;
          }
          try {
            await webpush.sendNotification(subscription, body, options);
            result.sent += 1;
          } catch (error) {
            const statusCode = (error as Partial<WebPushError>).statusCode;
            if (statusCode === 404 || statusCode === 410) {
              if (await removeSubscription(deps.db, subscription.endpoint)) result.removed += 1;
              return;
            }
            const message =
              (error as Partial<WebPushError>).body ||
              (error instanceof Error ? error.message : String(error));
            failures.push({
              subscriptionId: subscription.id,
              statusCode,
              message: message.replaceAll(subscription.endpoint, '[endpoint]').slice(0, 200),
            });
          }
        }),
      );
      settled.forEach((outcome, i) => {
        if (outcome.status === 'fulfilled') return;
        const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        const subscription = subscriptions[i];
        failures.push({
          subscriptionId: subscription?.id ?? 0,
          statusCode: undefined,
          message: subscription ? reason.replaceAll(subscription.endpoint, '[endpoint]') : reason,
        });
      });
      if (failures.length > 0) throw new PushSendError(failures, result);
      return result;
    },
  };
}

/** The kinds of push `pushFor` words (keys `push.<kind>.title` and `.body` in every locale). */
export const PUSH_KINDS = [
  'new_conversation',
  'new_message',
  'like',
  'match',
  'unread_message_reminder',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** What a push is about, and where it leads (defaults per kind). */
export interface PushParams {
  /** The other member's profile name (`{{name}}`; the message, like and match kinds). */
  name?: string;
  /** Unread messages (`{{count}}`, plural forms; unread_message_reminder). */
  count?: number;
  /**
   * openUrl: a path of the site (`/chats/12`) or an absolute address on it (the worker opens its
   * path on its own origin, never another site). Default: `/chats` for the message kinds and the
   * reminder, `/likes/received` for like, `/likes/matches` for match.
   */
  url?: string;
  /** Default `/api/chats.php` for the message kinds and the reminder, `/api/likes.php` for like and match. */
  checkUrl?: string;
  /** Default `<kind>:<url>`: a new push about the same conversation or page replaces the last. */
  tag?: string;
}

const DEFAULT_URLS: Record<PushKind, { url: string; checkUrl: string }> = {
  new_conversation: { url: '/chats', checkUrl: '/api/chats.php' },
  new_message: { url: '/chats', checkUrl: '/api/chats.php' },
  like: { url: '/likes/received', checkUrl: '/api/likes.php' },
  match: { url: '/likes/matches', checkUrl: '/api/likes.php' },
  unread_message_reminder: { url: '/chats', checkUrl: '/api/chats.php' },
};

/**
 * The payload of a `kind` push in `locale` (the member's language; unknown: Dutch); `openUrl`, when
 * given, is the address a click opens (as `params.url`). For example
 * `pushFor('new_message', 'en', {name: 'Sanne'}, '/chats/12')` →
 * `{title: 'New message from Sanne', body: 'Tap to read the message.', url: '/chats/12',
 * checkUrl: '/api/chats.php', tag: 'new_message:/chats/12'}`.
 */
export function pushFor(
  kind: PushKind,
  locale: Locale | string | undefined,
  params: PushParams,
  openUrl?: string,
): PushPayload {
  const t = translator(locale);
  const url = openUrl ?? params.url ?? DEFAULT_URLS[kind].url;
  const values = { name: params.name ?? '', ...(params.count === undefined ? {} : { count: params.count }) };
  return {
    title: t(`push.${kind}.title`, values),
    body: t(`push.${kind}.body`, values),
    url,
    checkUrl: params.checkUrl ?? DEFAULT_URLS[kind].checkUrl,
    tag: params.tag ?? `${kind}:${url}`,
  };
}
