import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../server/db/schema/index.ts';
import {
  ARTIFACTS,
  afterRender,
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
  type Site,
  screenshot,
} from './support.ts';

const PASSWORD = 'Zonnebloem-Fiets-42';
const journey = journeysFor(10);

/** A screenshot of what the viewport shows (a dialog as the member sees it, not the whole page). */
async function viewShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-view.png`) });
}

/**
 * Keep the text the goodbye page's countdown (`role=timer`) first shows, taken as it is drawn,
 * before its first tick (read it with `firstCountdown`): read later, it depends on how long the
 * journey took to get there.
 */
async function keepFirstCountdown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const kept = window as unknown as { firstCountdown?: string };
    const observer = new MutationObserver(() => {
      const timer = document.querySelector('[role="timer"]');
      if (location.pathname !== '/account-deleted' || !timer) return;
      kept.firstCountdown = timer.textContent ?? '';
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The countdown's first text kept by `keepFirstCountdown`, once the page has drawn it. */
async function firstCountdown(page: Page): Promise<string> {
  const kept = await page.waitForFunction(
    () => (window as unknown as { firstCountdown?: string }).firstCountdown,
  );
  return (await kept.jsonValue()) ?? '';
}

/** The newest reactivation link mailed to `to`, on the site's own address. */
async function reactivationLink(site: Site, to: string): Promise<string> {
  const mails = await site.app.deps.mailer.recent(10, to);
  for (const mail of mails) {
    const match = /\/reactivate\?token=[\w%-]+/.exec(mail.text);
    if (match) return `${site.url}${match[0]}`;
  }
  throw new Error(`no reactivation mail to ${to}`);
}

/** The signed-in member as user.php answers it for the page's cookies (null for a visitor). */
async function signedIn(page: Page, site: Site): Promise<{ email: string } | null> {
  const answer = await page.request.get(`${site.url}/api/user.php`, {
    headers: { 'X-Request-Type': 'client' },
  });
  return (await answer.json()).user;
}

/** Settings → "Account verwijderen": the dialog on its first step, the alternatives. */
async function openDeleteDialog(page: Page, site: Site) {
  if (!page.url().endsWith('/settings')) await page.goto(`${site.url}/settings`);
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Account verwijderen?' }).waitFor();
  return dialog;
}

/** From the alternatives on: a reason ("other" with remarks), the warning, and delete. */
async function deleteThroughReasons(page: Page, width: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Nee, verwijder mijn account toch' }).click();
  await dialog.getByRole('heading', { name: 'Waarom ga je weg?' }).waitFor();
  // The step's title has the focus: the button that was pressed is gone.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Waarom ga je weg?');
  const reasons = dialog.getByRole('radiogroup', { name: 'Waarom wil je je account verwijderen?' });
  expect(await reasons.getByRole('radio').count()).toBe(7);
  await dialog.getByRole('button', { name: 'Verder' }).click();
  await dialog.getByText('Kies een reden.').waitFor();
  // Choosing a reason answers its message: it goes at once, as the remarks' does when typed.
  await reasons.getByLabel('Anders').check();
  await dialog.getByText('Kies een reden.').waitFor({ state: 'detached' });
  expect(await reasons.getAttribute('aria-invalid')).toBeNull();
  await dialog.getByRole('button', { name: 'Verder' }).click();
  await dialog.getByText('Vul een toelichting in.').waitFor();
  await dialog.getByLabel('Toelichting').fill('Ik ga een tijdje op reis.');
  await dialog.getByText('Vul een toelichting in.').waitFor({ state: 'detached' });
  await expectAccessible(page, 'delete reasons');
  await viewShot(page, `delete-reasons-${width}`);
  await dialog.getByRole('button', { name: 'Verder' }).click();
  await dialog.getByRole('heading', { name: 'Weet je het zeker?' }).waitFor();
  await dialog.getByText(/binnen 14 dagen kunt heractiveren/).waitFor();
  await dialog.getByText(/definitief verwijderd/).waitFor();
  await expectAccessible(page, 'delete confirm');
  await viewShot(page, `delete-confirm-${width}`);
  await dialog.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
}

describe('account lifecycle journeys', () => {
  it('deletes after the alternatives, counts down to the partner, and reactivates by the mailed link (phone)', async () => {
    const { site, browser } = journey;
    await site.app.deps.settings.update('default', {
      delete_redirect_url: `${site.url}/pages/terms?partner=1`,
      delete_redirect_seconds: 30,
    });
    const m = await memberContext(site, browser, { width: 375, name: 'Fenna' });
    const { page } = m;
    await page.clock.install();

    // The alternatives come first, each one working.
    let dialog = await openDeleteDialog(page, site);
    await dialog.getByText('Stap 1 van 3').waitFor();
    await dialog.getByText(/Blijf en krijg eenmalig 50% korting/).waitFor();
    await dialog.getByText(/kleinste pakket: 50 credits voor/).waitFor();
    await expectAccessible(page, 'delete alternatives');
    await expectUniqueIds(page, 'delete alternatives');
    await viewShot(page, 'delete-alternatives-375');

    // Change e-mail: the dialog closes and the e-mail form has the cursor.
    await dialog.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.activeElement?.closest('#email-change') && document.activeElement.matches('input'),
    );

    // Privacy mode is premium-only (SPEC §5): a free member is not offered it as an alternative.
    dialog = await openDeleteDialog(page, site);
    await dialog.getByRole('button', { name: 'Proefpakket kiezen' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Privémodus instellen' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Trial package: the checkout of the smallest package.
    dialog = await openDeleteDialog(page, site);
    await dialog.getByRole('button', { name: 'Proefpakket kiezen' }).click();
    await page.waitForURL(/\/credits\/\d+$/);
    await page.getByRole('heading', { name: 'Betalen' }).waitFor();
    await page.getByText(/50 credits voor/).waitFor();

    // Discount: a personal code of delete_discount percent, picked up by the credits page.
    dialog = await openDeleteDialog(page, site);
    await dialog.getByRole('button', { name: 'Korting ophalen' }).click();
    await page.waitForURL(`${site.url}/credits`);
    await page.getByText(/^50% korting met \S+/).waitFor();
    await screenshot(page, 'delete-discount-credits-375');

    // No, delete anyway: reasons, the warning, and the goodbye page.
    await openDeleteDialog(page, site);
    await keepFirstCountdown(page);
    await deleteThroughReasons(page, 375);
    await page.waitForURL(`${site.url}/account-deleted`);
    await page.getByRole('heading', { name: 'Je account is verwijderd' }).waitFor();
    await page.getByText(/Die link is 14 dagen geldig/).waitFor();
    expect(await signedIn(page, site)).toBeNull();
    // The visitor's top bar replaces the member's; the entry warning does not cover the page.
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    // The warning is decided after that render (an effect): let it run before looking.
    await page.evaluate(afterRender);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const timer = page.getByRole('timer');
    expect(await firstCountdown(page)).toMatch(
      /^Over (30|29) seconden sturen we je door naar onze partner\.$/,
    );
    // Announced once, at the start; the timer itself is not a live region.
    await page.clock.runFor(3000);
    // The ticks have fired; the page draws their count just after.
    await expect.poll(() => timer.textContent()).toMatch(/^Over 2\d seconden/);
    expect(await page.locator('[aria-live="polite"]').allTextContents()).toContain(
      'Over 30 seconden sturen we je door naar onze partner.',
    );
    await page.getByRole('link', { name: 'Nu doorgaan' }).waitFor();
    await expectAccessible(page, 'account deleted');
    await screenshot(page, 'account-deleted-375');
    await page.clock.runFor(28_000);
    await page.waitForURL(`${site.url}/pages/terms?partner=1`);

    // The mailed link reactivates the account and logs the member in.
    await page.goto(await reactivationLink(site, m.email));
    await page.getByRole('heading', { name: 'Welkom terug!' }).waitFor();
    expect((await signedIn(page, site))?.email).toBe(m.email);
    await expectAccessible(page, 'reactivated');
    await screenshot(page, 'reactivated-375');
    await page.getByRole('link', { name: 'Naar de leden' }).click();
    await page.waitForURL(`${site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();

    // The link works once.
    await page.goto(await reactivationLink(site, m.email));
    await page.getByRole('heading', { name: 'Heractiveren mislukt' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Link verlopen of invalide' }).waitFor();
    await page.getByRole('link', { name: 'Inloggen' }).last().waitFor();
    await expectAccessible(page, 'reactivate failed');
    await screenshot(page, 'reactivate-failed-375');
    await m.context.close();
  });

  it('deletes on a desktop, counts down to the home page, and logs in again through a fresh link (1280 px)', async () => {
    const { site, browser } = journey;
    await site.app.deps.settings.update('default', { delete_redirect_url: '', delete_redirect_seconds: 10 });
    const m = await memberContext(site, browser, { width: 1280, name: 'Floor' });
    const { page } = m;
    await page.clock.install();
    await openDeleteDialog(page, site);
    await viewShot(page, 'delete-alternatives-1280');
    await keepFirstCountdown(page);
    await deleteThroughReasons(page, 1280);
    await page.waitForURL(`${site.url}/account-deleted`);
    expect(await firstCountdown(page)).toMatch(/^Over (10|9) seconden ga je naar de homepage\.$/);
    await page.getByRole('link', { name: 'Nu naar de homepage' }).waitFor();
    await expectAccessible(page, 'account deleted home');
    await screenshot(page, 'account-deleted-1280');
    await page.clock.runFor(11_000);
    await page.waitForURL(`${site.url}/`);

    // Logging in to the deleted account says so, and mails a new link.
    const before = await reactivationLink(site, m.email);
    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mailadres').fill(m.email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Dit account is verwijderd maar nog niet definitief.' });
    await alert.waitFor();
    await alert.getByText(/nieuwe e-mail gestuurd met een link/).waitFor();
    await expectAccessible(page, 'login deleted');
    await screenshot(page, 'login-deleted-1280');
    const fresh = await reactivationLink(site, m.email);
    expect(fresh).not.toBe(before);
    await page.goto(fresh);
    await page.getByRole('heading', { name: 'Welkom terug!' }).waitFor();
    await screenshot(page, 'reactivated-1280');
    expect((await signedIn(page, site))?.email).toBe(m.email);
    await m.context.close();
  });

  it('hides a premium member from search at once with the invisible-mode dialog', async () => {
    const { site, browser } = journey;
    const hidden = await memberContext(site, browser, { width: 1280, name: 'Quintessa' });
    await site.app.deps.database.db.update(users).set({ paidUser: true }).where(eq(users.id, hidden.id));
    const seeker = await memberContext(site, browser, {
      width: 375,
      name: 'Teun',
      gender: 'male',
      lookingFor: 'female',
    });
    const results = seeker.page.getByRole('list', { name: 'Zoekresultaten' });
    const card = results.getByRole('listitem').filter({ hasText: /Quintessa, \d+/ });
    await seeker.page.goto(`${site.url}/members?gender=female`);
    await results.getByRole('listitem').first().waitFor();
    await card.waitFor();

    const { page } = hidden;
    await page.goto(`${site.url}/settings`);
    await page.getByText('Je bent zichtbaar: andere leden kunnen je vinden bij het zoeken.').waitFor();
    // The delete dialog offers a visible premium member privacy mode: its invisible-mode dialog.
    const deleting = await openDeleteDialog(page, site);
    await deleting.getByRole('button', { name: 'Privémodus instellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privémodus' });
    const toggle = dialog.getByRole('switch', { name: 'Onzichtbaar zijn' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expectAccessible(page, 'invisible dialog premium');
    await viewShot(page, 'invisible-premium-1280');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Je bent onzichtbaar: je staat niet in de zoekresultaten.').waitFor();
    // Once invisible, the delete dialog no longer offers it.
    const again = await openDeleteDialog(page, site);
    await again.getByRole('button', { name: 'Proefpakket kiezen' }).waitFor();
    expect(await again.getByRole('button', { name: 'Privémodus instellen' }).count()).toBe(0);
    await again.getByRole('button', { name: 'Annuleren' }).click();
    await again.waitFor({ state: 'hidden' });

    await seeker.page.reload();
    await results.getByRole('listitem').first().waitFor();
    expect(await card.count()).toBe(0);
    await screenshot(seeker.page, 'invisible-search-375');

    // The free seeker gets the premium-only text in the same dialog.
    await seeker.page.goto(`${site.url}/settings`);
    await seeker.page.getByRole('button', { name: 'Privémodus instellen' }).click();
    await seeker.page
      .getByRole('dialog', { name: 'Privémodus' })
      .getByText('Deze functie is alleen beschikbaar voor premium leden.')
      .waitFor();
    await hidden.context.close();
    await seeker.context.close();
  });
});
