import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../server/db/schema/index.ts';
import {
  chooseBirthDate,
  dismissAlerts,
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
} from './support.ts';

/**
 * SPEC §3 "dates use the Dutch locale" (issue 9 #4): a Dutch site in an English browser formats
 * dates, times, amounts and percentages the Dutch way, whatever navigator.language says.
 */
const journey = journeysFor(10);

/** An English (US) browser in Amsterdam: "2:30 PM" and "Nov 23, 2026" if the browser decided. */
const ENGLISH_BROWSER = { locale: 'en-US', timezoneId: 'Europe/Amsterdam' } as const;
const NBSP = '\u00a0';
/** Screenshots for a person to look at; outside the repository. */
const SHOTS = '/tmp/amora-locale';

/** How the Dutch locale writes `iso` in Amsterdam: "23-11-2026, 14:30" / "14:30". */
const dutch = (iso: string, parts: 'time' | 'dateTime') =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: ENGLISH_BROWSER.timezoneId,
    hour: '2-digit',
    minute: '2-digit',
    ...(parts === 'dateTime' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
  } as const).format(new Date(iso));

async function shoot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: true });
  else await target.screenshot({ path: file });
}

async function passEntryWarning(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The label texts of the birth-date selects, in the order they stand in the form. */
async function fieldOrder(field: Locator): Promise<string[]> {
  return field.locator('label').allTextContents();
}

describe('a Dutch site in an English browser (en-US)', () => {
  it('asks the birth date as day, month name and year in Dutch, never as mm/dd/yyyy, and signs up with it', async () => {
    const { site, browser } = journey;
    for (const width of [1280, 375]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        ...ENGLISH_BROWSER,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(width < 600 ? `${site.url}/signup` : site.url);
      await passEntryWarning(page);
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      let scope: Page | Locator = page;
      if (width >= 600) {
        await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
        scope = page.getByRole('dialog', { name: 'Gratis aanmelden' });
      }
      const field = scope.getByRole('group', { name: 'Geboortedatum' });
      await field.waitFor();
      expect(await page.locator('input[type=date]').count()).toBe(0);
      expect(await fieldOrder(field)).toEqual(['Dag', 'Maand', 'Jaar']);
      const months = await field.getByLabel('Maand').locator('option').allTextContents();
      expect(months).toEqual([
        '–',
        'januari',
        'februari',
        'maart',
        'april',
        'mei',
        'juni',
        'juli',
        'augustus',
        'september',
        'oktober',
        'november',
        'december',
      ]);
      const years = await field.getByLabel('Jaar').locator('option').allTextContents();
      expect(years[1]).toBe(String(new Date().getFullYear() - 18));
      await expectAccessible(page, `signup birth date ${width}`);
      await expectUniqueIds(page, `signup ${width}`);
      await shoot(field, `signup-birthdate-field-${width}`);
      await chooseBirthDate(scope, '1994-09-30');
      expect(await field.getByLabel('Maand').locator('option:checked').textContent()).toBe('september');
      await shoot(field, `signup-birthdate-september-${width}`);

      if (width < 600) {
        // A day that does not exist is refused with the SPEC §5 text, on the field.
        await scope.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Vrouw').click();
        await scope.getByRole('radiogroup', { name: 'Ik zoek een' }).getByText('Man').click();
        await scope.getByLabel('Profielnaam').fill('Sanne');
        await scope.getByLabel('E-mailadres').fill('sanne.locale@example.com');
        await scope.getByLabel('Wachtwoord', { exact: true }).fill('Zonnebloem-Fiets-42');
        await scope.getByLabel(/Ik ben 18 jaar of ouder/).check();
        await chooseBirthDate(scope, '1994-09-31');
        await scope.getByRole('button', { name: 'Account aanmaken' }).click();
        await field.getByText('Ongeldige geboortedatum.').waitFor();
        expect(await field.getByLabel('Dag').getAttribute('aria-invalid')).toBe('true');
        await shoot(field, `signup-birthdate-invalid-${width}`);
        // Keyboard only: focus the month and type its Dutch name.
        await field.getByLabel('Maand').focus();
        await page.keyboard.type('juni');
        expect(await field.getByLabel('Maand').inputValue()).toBe('6');
        await chooseBirthDate(scope, '1994-06-12');
        await scope.getByRole('button', { name: 'Account aanmaken' }).click();
        await page.waitForURL(`${site.url}/complete-signup`);
        const [saved] = await site.app.deps.database.db
          .select({ birth: profiles.dateOfBirth })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.userId))
          .where(eq(users.email, 'sanne.locale@example.com'));
        expect(saved?.birth).toBe('1994-06-12');
      }
      await context.close();
    }
  });

  it('shows chat times, transaction dates, amounts and percentages the Dutch way, and the photo under review', async () => {
    const { site, browser } = journey;
    const m = await memberContext(site, browser, {
      width: 1280,
      name: 'Femke',
      gender: 'female',
      lookingFor: 'male',
      ...ENGLISH_BROWSER,
    });
    const { page } = m;
    // The time-bonus banner was closed: the alerts here are the photo's and the push prompt.
    await dismissAlerts(m.context, 'time_bonus_banner');
    await page.goto(`${site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await expectUniqueIds(page, 'members');

    // The photo alert asks for a photo, and after an upload says it is being reviewed.
    const noPhoto = page.getByRole('status').filter({ hasText: 'Je hebt nog geen profielfoto.' });
    await noPhoto.waitFor();
    await noPhoto.getByRole('link', { name: 'Foto toevoegen' }).click();
    await page.getByRole('heading', { name: 'Mijn profiel' }).waitFor();
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e07' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#photo-input', { name: 'ik.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByText('Foto wordt gekeurd').waitFor();
    // The saved birth date (1990-06-15) fills the day, month and year selects.
    const birth = page.getByRole('group', { name: 'Geboortedatum' });
    expect(
      await Promise.all(
        ['Dag', 'Maand', 'Jaar'].map((label) =>
          birth.getByLabel(label, { exact: true }).locator('option:checked').textContent(),
        ),
      ),
    ).toEqual(['15', 'juni', '1990']);
    // Saving at the bottom of the form: the confirmation stands beside the button, in view.
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' });
    await saved.waitFor();
    expect(
      await saved.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await expectUniqueIds(page, 'own profile');
    await page.screenshot({ path: path.join(SHOTS, 'profile-saved-viewport-1280.png') });
    await page.getByRole('link', { name: 'Leden zoeken' }).first().click();
    const reviewing = page.getByRole('status').filter({ hasText: 'Je foto wordt gekeurd.' });
    await reviewing.waitFor();
    expect(await reviewing.textContent()).toContain(
      'Je foto wordt gekeurd. Zodra hij is goedgekeurd, zien andere leden hem op je profiel.',
    );
    expect(await page.getByText('Je hebt nog geen profielfoto.').count()).toBe(0);
    await reviewing.getByRole('link', { name: "Mijn foto's" }).waitFor();
    await expectAccessible(page, 'photo under review alert');
    await shoot(reviewing, 'photo-alert-review-1280');
    await shoot(page, 'members-photo-alert-1280');
    // A phone shows one alert at a time: the review notice, the least urgent, once the push prompt
    // before it is answered.
    await page
      .getByRole('region', { name: 'Krijg een bericht als iemand je schrijft' })
      .getByRole('button', { name: 'Niet nu' })
      .click();
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(reviewing, 'photo-alert-review-375');
    await shoot(page, 'members-photo-alert-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Two language switchers here (the top navigation and the settings): two ids.
    await page.goto(`${site.url}/settings`);
    await page.getByRole('heading', { name: 'Instellingen' }).waitFor();
    await expectUniqueIds(page, 'settings');

    // Chat: the message time is "14:30", not "2:30 PM".
    const [partner] = await site.app.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'member'))
      .limit(1);
    if (!partner) throw new Error('no demo member');
    await page.goto(`${site.url}/members/${partner.id}/chat`);
    await page.getByLabel('Je bericht').fill('Hoi! Zin in koffie?');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    const bubble = page.getByRole('listitem').filter({ hasText: 'Hoi! Zin in koffie?' });
    const sentAt = bubble.locator('time');
    await sentAt.waitFor();
    const sentIso = (await sentAt.getAttribute('datetime')) ?? '';
    const sentText = (await sentAt.textContent()) ?? '';
    expect(sentText).toMatch(/^\d{2}:\d{2}$/);
    expect(sentText).toBe(dutch(sentIso, 'time'));
    await expectUniqueIds(page, 'conversation');
    await page.goto(`${site.url}/chats`);
    const listed = page.getByRole('listitem').filter({ hasText: 'Hoi! Zin in koffie?' }).locator('time');
    expect(await listed.textContent()).toBe(dutch(sentIso, 'time'));

    // Credits: "25% korting", Dutch amounts, and the price per credit after the discount.
    await page.goto(`${site.url}/credits`);
    await page.getByText('25% korting met TIMEBONUS25').waitFor();
    expect(await page.getByText('25.0%').count()).toBe(0);
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '50 credits', exact: true }) });
    await first.getByText(`€${NBSP}9,38`, { exact: true }).waitFor();
    await first.getByText(`was €${NBSP}12,50`).waitFor();
    // 938 cents for 50 credits: 18.76 cents a credit (25 cents before the discount).
    await first.getByText(`€${NBSP}0,19 per credit`).waitFor();
    expect(await page.getByText(`€${NBSP}0,25 per credit`).count()).toBe(0);
    await expectAccessible(page, 'credits');
    await expectUniqueIds(page, 'credits');
    await shoot(page, 'credits-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'credits-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A purchase through the sandbox, then the transactions in Dutch form.
    await page.getByRole('link', { name: 'Kies dit pakket: 50 credits' }).click();
    await page.getByText(new RegExp(`50 credits voor €${NBSP}9,38`)).waitFor();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel(/ik weet dat ik daardoor mijn herroepingsrecht verlies/).check();
    await page.getByRole('button', { name: /9,38 betalen/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\/tr_sandbox_/);
    await page.getByRole('button', { name: 'Paid' }).click();
    await page.getByRole('heading', { name: 'Betaling geslaagd' }).waitFor();
    await page.goto(`${site.url}/transactions`);
    const order = page.getByRole('link', { name: /50 credits/ });
    await order.waitFor();
    const answer = await page.request.get(`${site.url}/api/transactions`, {
      headers: { 'x-request-type': 'client' },
    });
    const [placed] = (await answer.json()).transactions as Array<{ created_at: string; paid_at: string }>;
    if (!placed) throw new Error('no order');
    const when = dutch(placed.created_at, 'dateTime');
    expect(when).toMatch(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/);
    await order.getByText(`${when} · iDEAL`).waitFor();
    expect(await order.getByText(`€${NBSP}9,38`, { exact: true }).count()).toBe(1);
    expect(await order.textContent()).not.toMatch(/AM|PM|[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectUniqueIds(page, 'transactions');
    await order.click();
    const details = page.getByRole('definition');
    await details.filter({ hasText: dutch(placed.paid_at, 'dateTime') }).waitFor();
    await details.filter({ hasText: `€${NBSP}9,38` }).waitFor();
    await details.filter({ hasText: `− €${NBSP}3,12` }).waitFor();
    await m.context.close();
  });
});
