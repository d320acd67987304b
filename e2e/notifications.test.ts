import { describe, expect, it } from 'vitest';
import { disableMail, mailStatusOf } from '../server/modules/auth/mail-status.ts';
import { dismissalsOf, preferencesOf } from '../server/modules/notifications/preferences.ts';
import { unsubscribeToken } from '../server/modules/notifications/unsubscribe-token.ts';
import { testConfig } from '../server/test/helpers.ts';
import {
  afterRender,
  dismissAlerts,
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
  passEntryWarning,
  screenshot,
} from './support.ts';

/**
 * SPEC §2 /notifications and the disabled-e-mail alert, §4 dismissals; the /unsubscribe page of
 * the mails' visible link (docs/notifications.md).
 */
const journey = journeysFor(10);
const db = () => journey.site.app.deps.database.db;

describe('notification settings', () => {
  for (const width of [375, 1280]) {
    it(`a member turns likes by e-mail off and it stays off after a reload (${width} px)`, async () => {
      const { page, context, id } = await memberContext(journey.site, journey.browser, {
        width,
        name: width < 600 ? 'Noor' : 'Nina',
      });
      // From the settings page, through its link.
      await page.goto(`${journey.site.url}/settings`);
      await page.getByRole('link', { name: 'Meldingen instellen' }).click();
      await page.waitForURL(`${journey.site.url}/notifications`);
      await page.getByRole('heading', { name: 'Meldingen', level: 1 }).waitFor();
      const likeMail = page.getByRole('switch', { name: 'Likes en matches E-mail' });
      const likePush = page.getByRole('switch', { name: 'Likes en matches Push' });
      expect(await likeMail.isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Aanbiedingen E-mail' }).isChecked()).toBe(false);
      expect(await page.getByRole('switch').count()).toBe(16);

      await likeMail.uncheck();
      await page.getByRole('status').filter({ hasText: 'Opgeslagen.' }).waitFor();
      await expectAccessible(page, `notifications ${width}`);
      await expectUniqueIds(page, `notifications ${width}`);
      await screenshot(page, `notifications-${width}`);

      await page.reload();
      await likePush.waitFor();
      expect(await likeMail.isChecked()).toBe(false);
      expect(await likePush.isChecked()).toBe(true);
      expect((await preferencesOf(db(), id)).like).toEqual({ mail: false, push: true });
      await context.close();
    });
  }
});

describe('the disabled-e-mail alert', () => {
  for (const width of [375, 1280]) {
    it(`says why e-mail is off and turns it back on (${width} px)`, async () => {
      const { page, context, id } = await memberContext(journey.site, journey.browser, {
        width,
        name: width < 600 ? 'Bram' : 'Bas',
      });
      await disableMail(db(), id, 'bounce');
      // The profile-photo alert, which the queue shows first, was closed.
      await dismissAlerts(context, 'photo_alert');
      await page.goto(`${journey.site.url}/members`);
      const alert = page.getByRole('status').filter({ hasText: 'Je krijgt geen e-mails meer van ons.' });
      await alert.waitFor();
      await alert.getByText(/^E-mails naar .+ kwamen niet aan\.$/).waitFor();
      await expectAccessible(page, `mail alert ${width}`);
      await screenshot(page, `notifications-mail-alert-${width}`);

      await alert.getByRole('button', { name: 'E-mail weer aanzetten' }).click();
      await alert.waitFor({ state: 'hidden' });
      expect((await mailStatusOf(db(), id))?.disabled).toEqual([]);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Je krijgt geen e-mails meer van ons.').count()).toBe(0);
      await context.close();
    });
  }

  it('stays closed once dismissed, also after a reload', async () => {
    const { page, context, id } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Daan',
    });
    await disableMail(db(), id, 'fbl');
    // The profile-photo alert, which the queue shows first, was closed.
    await dismissAlerts(context, 'photo_alert');
    await page.goto(`${journey.site.url}/members`);
    const alert = page.getByRole('status').filter({ hasText: 'Je krijgt geen e-mails meer van ons.' });
    await alert.getByText('Een e-mail van ons is als spam gemarkeerd.').waitFor();
    await alert.getByRole('button', { name: 'Melding sluiten' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await dismissalsOf(db(), id)).mail_alert).not.toBeNull();
    // After a reload the alert decides from the stored dismissals: once they have arrived and the
    // page has drawn what follows from them, the alert is not there.
    const state = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/state');
    await page.reload();
    expect((await state).status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(afterRender);
    expect(await page.getByText('Je krijgt geen e-mails meer van ons.').count()).toBe(0);
    // E-mail stays off: the page of the settings says so itself.
    await page.goto(`${journey.site.url}/notifications`);
    await page.getByText(/^E-mail staat uit voor je account/).waitFor();
    await expectAccessible(page, 'notifications with e-mail off');
    await screenshot(page, 'notifications-mail-off-375');
    await context.close();
  });
});

describe('the /unsubscribe page', () => {
  for (const width of [375, 1280]) {
    it(`unsubscribes only when the button is pressed, without logging in (${width} px)`, async () => {
      const member = await memberContext(journey.site, journey.browser, {
        width,
        name: width < 600 ? 'Uma' : 'Ulla',
      });
      await member.context.close();
      const token = unsubscribeToken(testConfig().sessionSecret, member.id);
      const context = await journey.browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        locale: 'nl-NL',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${journey.site.url}/unsubscribe?token=${encodeURIComponent(token)}`);
      await passEntryWarning(page);
      await page.getByRole('heading', { name: 'Afmelden voor e-mails' }).waitFor();
      await page.getByText(/^Als je je afmeldt, sturen we je geen e-mails meer/).waitFor();
      await expectAccessible(page, `unsubscribe ${width}`);
      await screenshot(page, `unsubscribe-${width}`);
      // Opening the link changed nothing (mail scanners open links).
      expect((await mailStatusOf(db(), member.id))?.disabled).toEqual([]);

      await page.getByRole('button', { name: 'Afmelden', exact: true }).click();
      await page.getByRole('heading', { name: 'Je bent afgemeld' }).waitFor();
      expect((await mailStatusOf(db(), member.id))?.disabled).toEqual(['listunsubscribe']);
      await page.getByRole('link', { name: 'Naar je meldingen' }).waitFor();
      await expectAccessible(page, `unsubscribed ${width}`);
      await screenshot(page, `unsubscribe-done-${width}`);

      // A forged link says so and changes nothing.
      await page.goto(`${journey.site.url}/unsubscribe?token=${member.id}.${'A'.repeat(43)}`);
      await page.getByRole('button', { name: 'Afmelden', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Deze afmeldlink is ongeldig.' }).waitFor();
      await context.close();
    });
  }
});
