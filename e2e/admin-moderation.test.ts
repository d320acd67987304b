/**
 * Issue "Back office" §2 in the browser: a moderator works the complaints queue, where a complaint
 * and a member name carrying an XSS payload stay text (no dialog fires, the text shows
 * literally), decides with a warning and a written reason; the warned member sees the warning
 * until acknowledged; a banned member who logs in lands on the ban page with the reason.
 * Screenshots at 1280 and 375 px.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../server/db/schema/index.ts';
import {
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
  promoteToStaff,
  screenshot,
  visitorContext,
} from './support.ts';

const journey = journeysFor(4);
const XSS = '<img src=x onerror=alert(1)>';

describe('moderation journey', () => {
  it('a moderator decides a complaint whose texts carry an XSS payload; the member sees the warning', async () => {
    const { site, browser } = journey;
    const db = site.app.deps.database.db;
    const reporter = await memberContext(site, browser, { width: 375, name: 'Anouk' });
    const reported = await memberContext(site, browser, {
      width: 375,
      name: 'Bram',
      gender: 'male',
      lookingFor: 'female',
    });
    await db.update(profiles).set({ name: XSS }).where(eq(profiles.userId, reported.id));
    const token = (await reporter.context.cookies()).find((c) => c.name === 'auth.session')?.value;
    const filed = await site.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { cookie: `auth.session=${token}`, origin: site.url },
      payload: {
        profile_id: reported.id,
        subject: 'harassment',
        body: `Hij stuurde ${XSS} en bleef aandringen.`,
      },
    });
    expect(filed.statusCode).toBe(201);
    await reporter.context.close();

    const moderator = await memberContext(site, browser, { width: 1280, name: 'Mila' });
    await promoteToStaff(site, moderator, 'moderator');
    const page = moderator.page;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Klachten' })
      .click();
    await page.getByRole('heading', { name: 'Klachten', level: 1 }).waitFor();
    // Both payloads show as literal text, and no image element was made of them.
    await page.getByText(`Hij stuurde ${XSS} en bleef aandringen.`).waitFor();
    await page
      .getByRole('link', { name: new RegExp(XSS.replace(/[()]/g, '\\$&')) })
      .first()
      .waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expectAccessible(page, 'complaints queue');
    await expectUniqueIds(page, 'complaints queue');
    await screenshot(page, 'admin-complaints-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-complaints-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The detail page: decide with a warning and a written reason.
    await page
      .getByRole('link', { name: /^Klacht K-/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Intimidatie of bedreiging', level: 1 }).waitFor();
    await page.getByLabel('Waarschuwing aan het gemelde lid').check();
    await page
      .getByLabel('Reden')
      .fill('Je bleef berichten sturen nadat het lid om stoppen vroeg (regel 3).');
    await expectAccessible(page, 'complaint detail');
    await screenshot(page, 'admin-complaint-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-complaint-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Besluit vastleggen' }).click();
    await page.getByText('Waarschuwing aan het gemelde lid').first().waitFor();
    await page.getByText(/^Besloten op /).waitFor();
    expect((await site.app.deps.mailer.recent(1, reporter.email))[0]?.kind).toBe('complaint_decided');
    expect(dialogs).toEqual([]);

    // The warned member sees the warning with its reason until they acknowledge it.
    await reported.page.goto(`${site.url}/members`);
    const alert = reported.page.getByRole('alert').filter({ hasText: 'Waarschuwing van de moderatie' });
    await alert.getByText('Je bleef berichten sturen nadat het lid om stoppen vroeg (regel 3).').waitFor();
    await screenshot(reported.page, 'member-warning-375');
    await alert.getByRole('button', { name: 'Begrepen' }).click();
    await alert.waitFor({ state: 'detached' });
    await reported.context.close();
    await moderator.context.close();
  });

  it('a banned member who logs in sees the ban page with the reason', async () => {
    const { site, browser } = journey;
    const member = await memberContext(site, browser, {
      width: 375,
      name: 'Kees',
      gender: 'male',
      lookingFor: 'female',
    });
    await member.context.close();
    const moderator = await memberContext(site, browser, { width: 375, name: 'Noor' });
    await promoteToStaff(site, moderator, 'moderator');
    const token = (await moderator.context.cookies()).find((c) => c.name === 'auth.session')?.value;
    const reason = 'Je vroeg meerdere leden om geld over te maken.';
    const banned = await site.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/ban`,
      headers: { cookie: `auth.session=${token}`, origin: site.url },
      payload: { reason },
    });
    expect(banned.statusCode).toBe(200);
    await moderator.context.close();

    const { context, page } = await visitorContext(browser, 375, { warningDismissed: true });
    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill('Zonnebloem-Fiets-42');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${site.url}/pages/ban`);
    const notice = page.getByRole('alert').filter({ hasText: 'Je account is geblokkeerd' });
    await notice.getByText(reason).waitFor();
    await notice.getByText(/één keer bezwaar maken/).waitFor();
    await expectAccessible(page, 'ban page');
    await screenshot(page, 'ban-page-375');
    await context.close();
  });
});
