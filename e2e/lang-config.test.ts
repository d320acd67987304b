import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../server/db/schema/index.ts';
import { expectAccessible, expectUniqueIds, journeysFor, memberContext } from './support.ts';

/**
 * SPEC §1-§2 /lang-config (the locales per country), SPEC §7 `PUT /api/user.php {language}`,
 * SPEC §9 locale cookie 365 days.
 */
const journey = journeysFor(6);
/** Screenshots for a person to look at; outside the repository. */
const SHOTS = '/tmp/shots-app';

describe('the language configuration page', () => {
  it('a member opens it from the settings, picks German, and keeps German after a reload', async () => {
    const { site, browser } = journey;
    const { id, page, context } = await memberContext(site, browser, { width: 1280, name: 'Noor' });
    await page.goto(`${site.url}/settings`);
    await page.getByRole('link', { name: 'Alle landen en talen' }).click();
    await page.waitForURL(`${site.url}/lang-config`);
    await page.getByRole('heading', { name: 'Taal en land', level: 1 }).waitFor();
    // The locales per country; the current choice (Dutch, in the member's country) marked once.
    const belgium = page.getByRole('region', { name: 'België' });
    expect(await belgium.getByRole('button').locator('[lang]').allInnerTexts()).toEqual([
      'Nederlands',
      'Français',
    ]);
    // The mark follows the member's country: once it stands on the Netherlands, it stands once.
    await page.getByRole('button', { name: 'Nederland, Nederlands (huidige keuze)' }).waitFor();
    const marked = page.locator('[aria-current="true"]');
    expect(await marked.count()).toBe(1);
    await expectAccessible(page, 'lang-config 1280');
    await expectUniqueIds(page, 'lang-config');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/lang-config-1280.png`, fullPage: true });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user.php') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Duitsland, Deutsch' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { name: 'Sprache und Land', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Deine Sprachauswahl wurde gespeichert.' }).waitFor();
    await page.getByRole('button', { name: 'Deutschland, Deutsch (aktuelle Auswahl)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const [row] = await site.app.deps.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.language).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Sprache und Land', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Deutschland, Deutsch (aktuelle Auswahl)' }).waitFor();
    await context.close();
  });

  it('a visitor opens it from the language menu and picks French in Belgium, kept in the cookie (phone)', async () => {
    const { site, browser } = journey;
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'nl-NL',
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() =>
      localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': Date.now() })),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: 'Taal kiezen' }).click();
    await page.getByRole('button', { name: 'Taal kiezen' }).waitFor();
    await page.getByRole('link', { name: 'Alle landen en talen…' }).click();
    await page.waitForURL(`${site.url}/lang-config`);
    await page.getByRole('heading', { name: 'Taal en land', level: 1 }).waitFor();
    await page.getByText('We onthouden je keuze een jaar lang op dit apparaat.').waitFor();
    await expectAccessible(page, 'lang-config 375');
    await page.screenshot({ path: `${SHOTS}/lang-config-375.png`, fullPage: true });

    await page.getByRole('button', { name: 'België, Français' }).click();
    await page.getByRole('heading', { name: 'Langue et pays', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Belgique, Français (choix actuel)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/lang-config-fr-375.png` });
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 365 * 86_400))).toBeLessThan(60);

    await page.reload();
    await page.getByRole('heading', { name: 'Langue et pays', level: 1 }).waitFor();
    // The country chosen is remembered too: Belgium, not France, stays marked.
    await page.getByRole('button', { name: 'Belgique, Français (choix actuel)' }).waitFor();
    await context.close();
  });
});
