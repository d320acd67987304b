import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../server/db/schema/index.ts';
import { chooseBirthDate, journeysFor, visitorContext } from './support.ts';

/**
 * SPEC §3 tracking: network, ref and sub1-3 of the page a visitor enters on are kept (30 days)
 * while they browse, and the signup (modal and page) stores them on the account. A new source
 * with its own network or ref replaces the kept one (last paid click wins).
 */
const journey = journeysFor(10);

/** The tracking cookie's value as the browser keeps it (JSON), or undefined. */
async function trackingCookie(page: Page): Promise<{ value: unknown; expires: number } | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tracking');
  return cookie && { value: JSON.parse(decodeURIComponent(cookie.value)), expires: cookie.expires };
}

/** Fill the signup form inside `scope` and create the account. */
async function signUp(scope: Page | Locator, email: string, name: string): Promise<void> {
  await scope.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Man').click();
  await scope.getByRole('radiogroup', { name: 'Ik zoek een' }).getByText('Vrouw').click();
  await scope.getByLabel('Profielnaam').fill(name);
  await scope.getByLabel('E-mailadres').fill(email);
  await scope.getByLabel('Wachtwoord', { exact: true }).fill('Zonnebloem-Fiets-42');
  await chooseBirthDate(scope, '1991-04-20');
  await scope.getByLabel(/Ik ben 18 jaar of ouder/).check();
  await scope.getByRole('button', { name: 'Account aanmaken' }).click();
}

async function storedTracking(email: string): Promise<unknown> {
  const [row] = await journey.site.app.deps.database.db
    .select({ tracking: users.tracking })
    .from(users)
    .where(eq(users.email, email));
  return row?.tracking;
}

describe('tracking parameters kept until the signup', () => {
  it('keeps them from a lander through other pages to the signup modal (desktop)', async () => {
    const { site } = journey;
    const { page } = await visitorContext(journey.browser, 1280, { warningDismissed: true });
    const expected = { network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' };
    await page.goto(`${site.url}/landers/gallery/utrecht?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c`);
    await expect.poll(async () => (await trackingCookie(page))?.value).toEqual(expected);
    const kept = await trackingCookie(page);
    // 30 days (seconds since the epoch; a few seconds of leeway for the run).
    expect(Math.abs((kept?.expires ?? 0) - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(60);

    // Two other pages, the second with an address that carries only a sub id: the source stays.
    await page.goto(`${site.url}/pages/faq`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${site.url}/?sub1=elsewhere`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await trackingCookie(page))?.value).toEqual(expected);

    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    const email = `tracked.modal.${Date.now()}@example.com`;
    await signUp(dialog, email, 'Wessel');
    await page.waitForURL(`${site.url}/complete-signup`);
    expect(await storedTracking(email)).toEqual(expected);
    await page.context().close();
  });

  it('takes the newest source that brings its own network, and the signup page sends it (phone)', async () => {
    const { site } = journey;
    const { page } = await visitorContext(journey.browser, 375, { warningDismissed: true });
    await page.goto(`${site.url}/landing?network=first&sub1=x`);
    await expect
      .poll(async () => (await trackingCookie(page))?.value)
      .toEqual({ network: 'first', sub1: 'x' });
    await page.goto(`${site.url}/members?network=second&ref=r2`);
    await expect
      .poll(async () => (await trackingCookie(page))?.value)
      .toEqual({ network: 'second', ref: 'r2' });
    await page.goto(`${site.url}/signup`);
    const email = `tracked.page.${Date.now()}@example.com`;
    await signUp(page, email, 'Ruben');
    await page.waitForURL(`${site.url}/complete-signup`);
    expect(await storedTracking(email)).toEqual({ network: 'second', ref: 'r2' });
    await page.context().close();
  });
});
