/**
 * Issue "Back office" in the browser: a member made moderator with `npm run admin` opens /admin,
 * enrols the second factor (manual key → authenticator code), sees the recovery codes once, and
 * gets the back office with only a moderator's pages. A second session signs in with a code from
 * the app, a wrong code is refused, a recovery code works. Members see the not-found page.
 */
import nl from '@common/locales/nl.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { grantRoleFromCli } from '../server/modules/staff/roles.ts';
import {
  expectAccessible,
  journeysFor,
  memberContext,
  promoteToStaff,
  screenshot,
  totpCode,
} from './support.ts';

const journey = journeysFor(4);

describe('staff sign-in with a second factor', () => {
  it('a new moderator enrols, saves the recovery codes and sees a moderator’s back office', async () => {
    const { site, browser } = journey;
    const mod = await memberContext(site, browser, { width: 375, name: 'Moderator' });
    const change = await grantRoleFromCli(site.app.deps.database.db, mod.email, 'moderator', new Date());
    expect(change?.role).toBe('moderator');
    site.app.deps.sessions.forgetMember(mod.id);

    // Enrolment on a phone.
    const page = mod.page;
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Tweestapsverificatie instellen' }).waitFor();
    await page.getByRole('img', { name: /QR-code/ }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'staff enrolment');
    await screenshot(page, 'staff-enrol-375');
    await page.getByLabel('Code uit je authenticator-app').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Bevestigen' }).click();

    await page.getByRole('heading', { name: 'Bewaar je herstelcodes' }).waitFor();
    const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'recovery codes');
    await screenshot(page, 'staff-recovery-codes-375');
    await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();

    // The shell: the menu behind a button on phones, with a moderator's pages only.
    await page.getByRole('heading', { name: 'Beheer', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Beheermenu' }).click();
    const menu = page.getByRole('navigation', { name: 'Beheeronderdelen' });
    await menu.getByRole('link', { name: "Foto's keuren" }).waitFor();
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels).not.toContain('Medewerkers');
    expect(labels).not.toContain('Auditlog');
    expect(labels).not.toContain('Terugbetalingen');
    expect(labels).not.toContain('Uitnodigingscodes');
    await expectAccessible(page, 'back office menu');
    await screenshot(page, 'staff-menu-375');
    await menu.getByRole('link', { name: /Foto.s keuren/ }).click();
    await page.getByRole('heading', { name: /Foto/, level: 1 }).waitFor();

    // Pages of other roles are not there for a moderator.
    await page.goto(`${site.url}/admin/staff`);
    await page.getByText(nl.errors.page_not_found).waitFor();
    await page.goto(`${site.url}/admin/audit`);
    await page.getByText(nl.errors.page_not_found).waitFor();

    // A second session on a computer: a code from the app (wrong first), then the side menu.
    const token = await site.app.deps.sessions.create(mod.id, { ip: '127.0.0.1', userAgent: 'journey' });
    const desk = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'nl-NL',
      reducedMotion: 'reduce',
    });
    await desk.addCookies([
      { name: 'auth.session', value: token, url: site.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const second = await desk.newPage();
    second.setDefaultTimeout(15_000);
    await second.goto(`${site.url}/admin`);
    await second.getByRole('heading', { name: 'Bevestig dat jij het bent' }).waitFor();
    const code = second.getByLabel('Code uit je authenticator-app');
    const right = await totpCode(secret);
    await code.fill(right === '000000' ? '111111' : '000000');
    await second.getByRole('button', { name: 'Bevestigen' }).click();
    await second.getByRole('alert').filter({ hasText: /code/i }).waitFor();
    await expectAccessible(second, 'staff verify');
    await screenshot(second, 'staff-verify-1280');
    await code.fill(right);
    await second.getByRole('button', { name: 'Bevestigen' }).click();
    const side = second.getByRole('navigation', { name: 'Beheeronderdelen' });
    await side.getByRole('link', { name: /Foto.s keuren/ }).waitFor();
    expect(await side.getByRole('link', { name: 'Medewerkers' }).count()).toBe(0);
    await second
      .getByRole('link', { name: /Foto.s keuren/ })
      .first()
      .waitFor();
    await expectAccessible(second, 'back office start');
    await screenshot(second, 'staff-home-1280');

    // The account menu has one "Beheer" link for staff.
    await second.getByRole('button', { name: 'Moderator' }).click();
    await second.getByRole('link', { name: 'Beheer', exact: true }).waitFor();
    await desk.close();

    // A third session with a recovery code instead of the app; the code works once.
    const third = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'nl-NL',
      reducedMotion: 'reduce',
    });
    const thirdToken = await site.app.deps.sessions.create(mod.id, { ip: '127.0.0.1', userAgent: 'journey' });
    await third.addCookies([
      { name: 'auth.session', value: thirdToken, url: site.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const phone = await third.newPage();
    phone.setDefaultTimeout(15_000);
    await phone.goto(`${site.url}/admin`);
    await phone.getByRole('button', { name: /herstelcode gebruiken/ }).click();
    await phone.getByLabel('Herstelcode').fill(codes[0] ?? '');
    await screenshot(phone, 'staff-recovery-375');
    await phone.getByRole('button', { name: 'Bevestigen' }).click();
    await phone.getByRole('button', { name: 'Beheermenu' }).waitFor();
    await third.close();
    await mod.context.close();
  });

  it('a member sees the not-found page at /admin and no back-office link', async () => {
    const { site, browser } = journey;
    const member = await memberContext(site, browser, { width: 1280, name: 'Lid' });
    await member.page.goto(`${site.url}/admin`);
    await member.page.getByText(nl.errors.page_not_found).waitFor();
    await member.page.getByRole('button', { name: 'Lid' }).click();
    await member.page.getByRole('link', { name: 'Instellingen' }).first().waitFor();
    expect(await member.page.getByRole('link', { name: 'Beheer', exact: true }).count()).toBe(0);
    await member.context.close();
  });

  it('an admin grants a role on the staff page and reads it in the audit log', async () => {
    const { site, browser } = journey;
    const admin = await memberContext(site, browser, { width: 1280, name: 'Beheerder' });
    await promoteToStaff(site, admin, 'admin');
    const helper = await memberContext(site, browser, { width: 375, name: 'Helper' });
    await helper.context.close();
    const page = admin.page;
    await page.goto(`${site.url}/admin/staff`);
    await page.getByRole('heading', { name: 'Medewerkers', level: 1 }).waitFor();
    await page.getByLabel('E-mailadres').fill(helper.email);
    await page.getByLabel('Rol', { exact: true }).selectOption('support');
    await page.getByRole('button', { name: 'Rol toekennen' }).click();
    await page.getByText(`${helper.email}: Lid (geen beheerrechten) → Klantenservice`).waitFor();
    // The new support member is listed, without a factor yet.
    const row = page.getByRole('listitem').filter({ hasText: helper.email });
    await row.getByText('Helper', { exact: true }).waitFor();
    await row.getByText('Tweestapsverificatie niet ingesteld').waitFor();
    // An admin's own role cannot be changed here.
    expect(await page.getByLabel('Rol van Beheerder').isDisabled()).toBe(true);
    await expectAccessible(page, 'staff page');
    await screenshot(page, 'admin-staff-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-staff-375');

    await page.goto(`${site.url}/admin/audit?target_type=staff&target_id=${helper.id}`);
    const entry = page.getByRole('listitem').filter({ hasText: 'staff.manage' });
    await entry.getByText(admin.email, { exact: false }).waitFor();
    await entry.getByText('"role": "support"').waitFor();
    await entry.getByText('"role": "member"').waitFor();
    await expectAccessible(page, 'audit log');
    await screenshot(page, 'admin-audit-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'admin-audit-1280');
    await admin.context.close();
  });
});
