/**
 * Web push in Chromium (issue 13; SPEC §2 push prompt, §7 `/sw-push.js?v=2`, §8 push errors): the
 * service worker registers for a member; a push (delivered through the DevTools Protocol's
 * `ServiceWorker.deliverPushMessage`, as headless Chromium reaches no real push service) shows a
 * notification and posts NEW_PUSH_MESSAGE to the open page; the prompt's "Not now" is stored on
 * the server; a refused permission shows the push error.
 */
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  afterRender,
  dismissAlerts,
  expectAccessible,
  journeysFor,
  memberContext,
} from './support.ts';

const journey = journeysFor(10);

const PROMPT = 'Krijg een bericht als iemand je schrijft';

/**
 * A DevTools session with its ServiceWorker domain enabled, and the id of the site's service worker
 * registration once its worker is active.
 */
async function serviceWorkerSession(
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find(
        (v) => v.scriptURL.endsWith('/sw-push.js?v=2') && v.status === 'activated',
      );
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

/** The top of the page (navigation and banners) as a screenshot artifact. */
async function top(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({
    path: path.join(ARTIFACTS, `${name}.png`),
    clip: { x: 0, y: 0, width, height: width < 600 ? 560 : 320 },
  });
}

describe('web push journeys', () => {
  it('registers /sw-push.js?v=2; a push shows a notification and reaches the open page (desktop)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Pia',
    });
    // The alerts the queue shows before the prompt (photo, time bonus) were closed.
    await dismissAlerts(context, 'photo_alert', 'time_bonus_banner');
    await context.grantPermissions(['notifications'], { origin: journey.site.url });
    await page.goto(`${journey.site.url}/members`);
    const prompt = page.getByRole('region', { name: PROMPT });
    await prompt.waitFor();
    expect(await page.locator('html').getAttribute('data-push-state')).toBe('capable');
    await expectAccessible(page, 'push prompt');
    await top(page, 'push-prompt-1280', 1280);

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${journey.site.url}/`);
    const { cdp, id } = await serviceWorkerSession(context, page);
    const payload = {
      title: 'Nieuw bericht van Sanne',
      body: 'Tik om het bericht te lezen.',
      url: '/chats/12',
      checkUrl: '/api/chats.php',
      tag: 'new_message:/chats/12',
    };
    const chatsFetched = page.waitForResponse((r) => r.url().endsWith('/api/chats.php'));
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.site.url,
      registrationId: id,
      data: JSON.stringify(payload),
    });

    // The page got NEW_PUSH_MESSAGE: recorded as lastMessage, and the chats are fetched again.
    await page.waitForFunction(() => document.documentElement.dataset.pushLastMessage !== undefined);
    const last = JSON.parse((await page.locator('html').getAttribute('data-push-last-message')) ?? '{}');
    expect(last).toMatchObject(payload);
    await chatsFetched;
    // The worker showed the notification, with the address a click opens. It may post to the page
    // before `showNotification` has finished, so the journey waits for the notification itself.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          data: n.data,
        }));
      });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${journey.site.url}/push-icon.png`,
        data: { url: '/chats/12', checkUrl: '/api/chats.php' },
      },
    ]);
    await context.close();
  });

  it('hides the prompt for good after "Not now" (stored on the server), on a phone', async () => {
    const { page, context, id } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Noor',
    });
    // The alerts the queue shows before the prompt (photo, time bonus) were closed.
    await dismissAlerts(context, 'photo_alert', 'time_bonus_banner');
    await page.goto(`${journey.site.url}/members`);
    const prompt = page.getByRole('region', { name: PROMPT });
    await prompt.waitFor();
    await expectAccessible(page, 'push prompt (phone)');
    await top(page, 'push-prompt-375', 375);
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/notifications/dismiss'));
    await prompt.getByRole('button', { name: 'Niet nu' }).click();
    expect((await dismissed).status()).toBe(200);
    await prompt.waitFor({ state: 'detached' });
    // After a reload the prompt decides from the stored dismissals: once they have arrived and the
    // page has drawn what follows from them, the prompt is not there.
    const state = page.waitForResponse((r) => r.url().endsWith('/api/notifications/state'));
    await page.reload();
    expect((await state).status()).toBe(200);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.pushState === 'capable');
    await page.evaluate(afterRender);
    expect(await prompt.count()).toBe(0);
    expect(id).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the push error when the browser blocks notifications (SPEC §8)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Ruben',
    });
    // The alerts the queue shows before the prompt (photo, time bonus) were closed.
    await dismissAlerts(context, 'photo_alert', 'time_bonus_banner');
    await page.goto(`${journey.site.url}/members`);
    const prompt = page.getByRole('region', { name: PROMPT });
    await prompt.getByRole('button', { name: 'Toestaan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Meldingen' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Meldingen (zijn geblokkeerd|aanzetten is mislukt)/);
    await expectAccessible(page, 'push error');
    await top(page, 'push-error-375', 375);
    await alert.getByRole('button', { name: 'Sluiten' }).click();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});
