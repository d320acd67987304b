/*
 * The push service worker (SPEC §7; docs/notifications.md "Web push"), registered by web/lib/push.ts
 * as /sw-push.js?v=2 (scope /). Plain JavaScript, served as it is (no build step), `no-cache`, so a
 * new version reaches browsers at their next visit. It handles push only: no fetch handler, no cache.
 *
 * A push carries the JSON PushPayload of server/modules/notifications/push.ts:
 *   { title, body, url (openUrl), checkUrl?, tag? }
 * Messages to the site's open pages (window clients):
 *   { type: 'NEW_PUSH_MESSAGE', payload }            when a push arrives
 *   { type: 'NEW_PUSH_CLICK', checkUrl, openUrl }    when its notification is clicked
 */

const ICON = '/push-icon.png';
const BADGE = '/push-badge.png';

// Take over at once: an updated worker need not wait until every tab of the old one is closed.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload of a push event; a push without valid JSON still shows something (browsers require it). */
function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch {
    // Not JSON: fall through to the plain text.
  }
  const text = event.data ? event.data.text() : '';
  return { title: self.location.hostname, body: text, url: '/' };
}

/** Every open page of the site this worker controls or could control. */
function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/**
 * The address a click opens: the path (query, hash) of `url` on this worker's own origin. An
 * absolute address of the site (PUBLIC_URL) keeps its path; a push never sends the browser elsewhere.
 */
function openUrlOf(url) {
  try {
    const parsed = new URL(url || '/', self.location.origin);
    return self.location.origin + parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body || '',
        icon: ICON,
        badge: BADGE,
        tag: payload.tag || undefined,
        // A replaced notification (same tag) alerts again: it is news.
        renotify: Boolean(payload.tag),
        data: { url: payload.url || '/', checkUrl: payload.checkUrl || null },
      }),
      // Open pages refresh what the push is about (chats, likes, the member).
      windows().then((clients) => {
        for (const client of clients) client.postMessage({ type: 'NEW_PUSH_MESSAGE', payload });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const openUrl = openUrlOf(data.url);
  const message = { type: 'NEW_PUSH_CLICK', checkUrl: data.checkUrl || null, openUrl };
  event.waitUntil(
    windows().then(async (clients) => {
      // Prefer a page already showing the site: focus it and let the app navigate (no reload).
      const client = clients.find((c) => 'focus' in c);
      if (client) {
        await client.focus();
        client.postMessage(message);
        return;
      }
      await self.clients.openWindow(openUrl);
    }),
  );
});
