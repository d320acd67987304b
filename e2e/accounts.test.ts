import en from '@common/locales/en.json' with { type: 'json' };
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseBirthDate, expectAccessible, journeysFor, logOut, mailLink, screenshot } from './support.ts';

const PASSWORD = 'Zonnebloem-Fiets-42';
const journey = journeysFor();

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function passEntryWarning(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await dialog.waitFor();
  await expectAccessible(page, 'entry warning');
  await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function fillSignup(scope: Page | ReturnType<Page['getByRole']>, email: string, name: string) {
  await scope.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Vrouw').click();
  await scope.getByRole('radiogroup', { name: 'Ik zoek een' }).getByText('Man').click();
  await scope.getByLabel('Profielnaam').fill(name);
  await scope.getByLabel('E-mailadres').fill(email);
  await scope.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await chooseBirthDate(scope, '1994-06-12');
  await scope.getByLabel(/Ik ben 18 jaar of ouder/).check();
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${journey.site.url}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

describe('a visitor becomes a member (desktop, 1280 px)', () => {
  it('signs up in the modal, activates by mail, logs out, logs in again and sees members', async () => {
    const { context, page } = await newPage(1280);
    const email = 'lisa.journey@example.com';
    await page.goto(journey.site.url);
    await passEntryWarning(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Ontmoet singles bij jou in de buurt',
    );
    await expectAccessible(page, 'home');
    await screenshot(page, 'home-1280');

    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await modal.waitFor();
    await expectAccessible(page, 'signup modal');
    // Bad input first: the server's Dutch texts appear beside the fields.
    await fillSignup(modal, email, 'lisa.journey@example.com');
    // The newest year offered is the one 18 years ago; its 31 December is under age on every
    // day but 31 December itself.
    const today = new Date();
    const underAge =
      today.getMonth() === 11 && today.getDate() === 31 ? null : `${today.getFullYear() - 18}-12-31`;
    if (underAge) await chooseBirthDate(modal, underAge);
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await modal.getByText('Je profielnaam moet anders zijn dan je e-mailadres.').waitFor();
    if (underAge) await modal.getByText('Vul uw geboortedatum in (18+ jaar)').waitFor();
    await screenshot(page, 'signup-errors-1280');

    await modal.getByLabel('Profielnaam').fill('Lisa');
    await chooseBirthDate(modal, '1994-06-12');
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await modal.getByText('Activatiemail versturen').waitFor();
    // The modal cannot be closed while the account is being created.
    expect(await modal.getByRole('button', { name: 'Sluiten' }).count()).toBe(0);
    await page.waitForURL(`${journey.site.url}/complete-signup`);
    await page.getByRole('heading', { name: 'Welkom, Lisa! Voeg een profielfoto toe' }).waitFor();
    await expectAccessible(page, 'complete signup');
    for (let step = 1; step <= 4; step++) {
      await page.getByText(`Stap ${step} van 4`).waitFor();
      await page.getByRole('button', { name: 'Overslaan' }).click();
    }
    await page.waitForURL(`${journey.site.url}/members`);
    await page.getByText(/Bevestig je e-mailadres lisa.journey@example.com/).waitFor();
    await screenshot(page, 'members-unconfirmed-1280');

    await page.goto(await mailLink(journey.site, email));
    await page.waitForURL(`${journey.site.url}/activate/done`);
    await page.getByRole('heading', { name: 'Je e-mailadres is bevestigd' }).waitFor();
    await expectAccessible(page, 'activate done');

    await logOut(page, 'Lisa');
    await page.waitForURL(`${journey.site.url}/`);
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();

    await login(page, email, PASSWORD);
    await page.waitForURL(`${journey.site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: /^Foto van / }) });
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(5);
    expect(await page.getByText(/Bevestig je e-mailadres/).count()).toBe(0);
    await expectAccessible(page, 'members');
    await screenshot(page, 'members-1280');
    await context.close();
  });

  it('shows the blocked message with the minutes after too many wrong passwords', async () => {
    const { context, page } = await newPage(1280);
    const email = 'blocked.journey@example.com';
    const signup = await journey.site.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        email,
        name: 'Bram',
        password: PASSWORD,
        date_of_birth: '1990-01-01',
        gender: 'male',
        looking_for: 'female',
      },
    });
    expect(signup.statusCode).toBe(201);
    await page.goto(`${journey.site.url}/login`);
    await passEntryWarning(page);
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByLabel('Wachtwoord').fill(`Fout-Wachtwoord-${i}`);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.getByRole('alert').filter({ hasText: 'Login mislukt, probeer opnieuw' }).waitFor();
    }
    await page.getByLabel('Wachtwoord').fill('Fout-Wachtwoord-5');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Te veel foute pogingen, account voor 15 min geblokkeerd.' })
      .waitFor();
    await expectAccessible(page, 'login blocked');
    await screenshot(page, 'login-blocked-1280');
    await context.close();
  });
});

describe('on a phone (375 px)', () => {
  it('opens signup as a page, and resets a forgotten password by mail', async () => {
    const { context, page } = await newPage(375);
    await page.goto(journey.site.url);
    await passEntryWarning(page);
    await screenshot(page, 'home-375');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    await page.waitForURL(`${journey.site.url}/signup`);
    await expectAccessible(page, 'signup page');
    const email = 'noor.phone@example.com';
    await fillSignup(page, email, 'Noor');
    await screenshot(page, 'signup-375');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(`${journey.site.url}/complete-signup`);
    await page.getByRole('heading', { name: 'Welkom, Noor! Voeg een profielfoto toe' }).waitFor();
    await screenshot(page, 'complete-signup-375');
    await page.getByRole('link', { name: 'Direct naar de leden' }).click();
    await page.waitForURL(`${journey.site.url}/members`);
    await page
      .getByRole('img', { name: /^Foto van / })
      .first()
      .waitFor();
    await screenshot(page, 'members-375');

    // Log out through the collapsed menu, then reset the password.
    await logOut(page, 'Noor');
    await page.waitForURL(`${journey.site.url}/`);
    await page.goto(`${journey.site.url}/login`);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    // Wait for the reset page: the login page has an "E-mailadres" field too, and filling that
    // one just before the page changes leaves the reset form empty.
    await page.waitForURL(`${journey.site.url}/reset-password`);
    await page.getByRole('button', { name: 'Stuur mij een link' }).waitFor();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await page.getByText(/Als er een account met dit e-mailadres bestaat/).waitFor();
    await expectAccessible(page, 'reset requested');
    await page.goto(await mailLink(journey.site, email));
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Tulpen-Molen-Kaas-77');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Tulpen-Molen-Kaas-77');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText(/Je wachtwoord is gewijzigd/).waitFor();
    await expectAccessible(page, 'reset done');
    await screenshot(page, 'reset-done-375');
    await login(page, email, 'Tulpen-Molen-Kaas-77');
    await page.waitForURL(`${journey.site.url}/members`);
    await context.close();
  });
});

describe('in English', () => {
  it('switches the language and shows English texts and errors', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${journey.site.url}/login`);
    await passEntryWarning(page);
    // The button's name holds what it shows (WCAG 2.5.3): "NL", then what it does.
    const languageButton = page.getByRole('button', { name: 'NL, Taal kiezen', exact: true });
    expect((await languageButton.innerText()).trim()).toBe('NL');
    await languageButton.click();
    await page.getByRole('button', { name: /Verenigd Koninkrijk/ }).click();
    await page.getByRole('heading', { name: en.login.title }).waitFor();
    await page.getByLabel(en.login.email).fill('nobody@example.com');
    await page.getByLabel(en.login.password).fill('Whatever-Password-1');
    await page.getByRole('button', { name: en.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: en.errors.login_failed }).waitFor();
    // The title and meta description follow the language too (the Dutch site's own are Dutch).
    await expect.poll(() => page.title()).toBe('Amora – dating and chatting with singles near you');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      en.app.meta_description,
    );
    await screenshot(page, 'login-en-1280');
    await page.getByRole('link', { name: en.legal.terms.title }).click();
    await page.getByRole('heading', { level: 1, name: en.legal.terms.title }).waitFor();
    await expectAccessible(page, 'terms');
    await page.goto(`${journey.site.url}/no-such-page`);
    await page.getByRole('heading', { name: en.errors.page_not_found }).waitFor();
    await page.getByRole('link', { name: en.errors.back_home }).waitFor();
    await context.close();
  });
});
