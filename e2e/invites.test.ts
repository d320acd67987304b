/**
 * SPEC §1, §8 invite-only mode in the browser: staff create codes on /admin/invites (single use
 * with an expiry, and a chosen multi-use code), copy a code's signup link and revoke; on the
 * invite-only site a visitor without a code who wants to sign up lands on the invite-only page
 * (a wrong code is refused there), a visitor following `/signup?invite=CODE` signs up on the page
 * (375 px) with the code filled in, another enters a code on the invite-only page and signs up in
 * the modal (1280 px), and a used single-use code is refused at its field. Screenshots at 375 and
 * 1280 px go to /tmp/shots-invites/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inviteCodes } from '../server/db/schema/index.ts';
import {
  chooseBirthDate,
  expectAccessible,
  journeysFor,
  memberContext,
  passEntryWarning,
  promoteToStaff,
  visitorContext,
} from './support.ts';

const journey = journeysFor(4);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-invites';
const PASSWORD = 'Zonnebloem-Fiets-42';

async function fillSignup(scope: Page | Locator, email: string, name: string) {
  await scope.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Vrouw').click();
  await scope.getByRole('radiogroup', { name: 'Ik zoek een' }).getByText('Man').click();
  await scope.getByLabel('Profielnaam').fill(name);
  await scope.getByLabel('E-mailadres').fill(email);
  await scope.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await chooseBirthDate(scope, '1993-09-09');
  await scope.getByLabel(/Ik ben 18 jaar of ouder/).check();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

async function usesOf(code: string): Promise<number | undefined> {
  const [row] = await journey.site.app.deps.database.db
    .select({ uses: inviteCodes.usesCount })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code));
  return row?.uses;
}

describe('an invite-only site', () => {
  mkdirSync(SHOTS, { recursive: true });

  it('staff hand out codes, visitors without one are told, visitors with one sign up', async () => {
    const { site, browser } = journey;
    // Staff signed up before the site became invite-only.
    const admin = await memberContext(site, browser, { width: 1280, name: 'Beheer' });
    await promoteToStaff(site, admin, 'admin');
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await site.app.deps.settings.update('default', { invite_only: true });

    // Staff: a single-use code with an expiry, and a chosen code for five signups.
    const staff = admin.page;
    await staff.goto(`${site.url}/admin/invites`);
    await staff.getByRole('heading', { name: 'Uitnodigingscodes' }).waitFor();
    await staff.getByText('Er zijn nog geen uitnodigingscodes.').waitFor();
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await staff.getByLabel('Geldig tot en met').fill(expiry);
    await staff.getByLabel('Notitie').fill('Voor Sanne');
    await staff.getByRole('button', { name: 'Code aanmaken' }).click();
    const created = staff.getByRole('status').filter({ hasText: /is aangemaakt/ });
    await created.waitFor();
    const single = /Code ([A-Z0-9]{10}) is aangemaakt/.exec((await created.textContent()) ?? '')?.[1] ?? '';
    expect(single).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    await staff.getByRole('radiogroup', { name: 'Soort code' }).getByText('Meerdere keren').click();
    await staff.getByLabel('Maximaal aantal aanmeldingen').fill('5');
    await staff.getByLabel('Eigen code').fill('vrienden-2026');
    await staff.getByRole('button', { name: 'Code aanmaken' }).click();
    await staff.getByText('Code VRIENDEN-2026 is aangemaakt.').waitFor();
    const singleItem = staff.getByRole('listitem').filter({ hasText: single });
    await singleItem.getByText('0 van 1 gebruikt').waitFor();
    await singleItem.getByText('Voor Sanne').waitFor();
    await singleItem.getByRole('button', { name: 'Link kopiëren' }).click();
    await singleItem.getByText('Link gekopieerd').waitFor();
    expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.url}/signup?invite=${single}`,
    );
    await expectAccessible(staff, 'admin invites');
    await shot(staff, 'admin-invites-1280');
    await staff.setViewportSize({ width: 375, height: 812 });
    await shot(staff, 'admin-invites-375');
    await staff.setViewportSize({ width: 1280, height: 900 });

    // A visitor without a code who wants to sign up is told the site is invite-only.
    const told = await visitorContext(journey.browser, 375);
    await told.page.goto(site.url);
    await passEntryWarning(told.page);
    await told.page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    await told.page.waitForURL(`${site.url}/invite-only`);
    await told.page.getByRole('heading', { name: 'Alleen op uitnodiging' }).waitFor();
    await told.page.getByRole('link', { name: 'Log in' }).waitFor();
    await expectAccessible(told.page, 'invite-only page');
    await shot(told.page, 'invite-only-375');
    await told.page.getByLabel('Uitnodigingscode').fill('onbekend1');
    await told.page.getByRole('button', { name: 'Code controleren' }).click();
    await told.page.getByText('Deze uitnodigingscode is niet geldig.', { exact: false }).waitFor();
    await shot(told.page, 'invite-only-wrong-375');
    // The signup page itself sends a visitor without a code there too.
    await told.page.goto(`${site.url}/signup`);
    await told.page.waitForURL(`${site.url}/invite-only`);
    await told.context.close();

    // A visitor follows the invitation link and signs up on the page (phone).
    const invited = await visitorContext(journey.browser, 375);
    await invited.page.goto(`${site.url}/signup?invite=${single}`);
    await passEntryWarning(invited.page);
    await invited.page.getByRole('heading', { name: 'Gratis aanmelden' }).waitFor();
    expect(await invited.page.getByLabel('Uitnodigingscode').inputValue()).toBe(single);
    await expectAccessible(invited.page, 'signup with invite');
    await shot(invited.page, 'signup-invite-375');
    await fillSignup(invited.page, 'sanne.invite@example.com', 'Sanne');
    await invited.page.getByRole('button', { name: 'Account aanmaken' }).click();
    await invited.page.waitForURL(`${site.url}/complete-signup`);
    expect(await usesOf(single)).toBe(1);
    await invited.context.close();

    // Another enters a code on the invite-only page and signs up in the modal (desktop).
    const desktop = await visitorContext(journey.browser, 1280);
    await desktop.page.goto(`${site.url}/invite-only`);
    await passEntryWarning(desktop.page);
    await shot(desktop.page, 'invite-only-1280');
    await desktop.page.getByLabel('Uitnodigingscode').fill('vrienden-2026');
    await desktop.page.getByRole('button', { name: 'Code controleren' }).click();
    const modal = desktop.page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await modal.waitFor();
    expect(await modal.getByLabel('Uitnodigingscode').inputValue()).toBe('VRIENDEN-2026');
    await expectAccessible(desktop.page, 'signup modal with invite');
    await shot(desktop.page, 'signup-modal-invite-1280');
    await fillSignup(modal, 'ruben.invite@example.com', 'Ruben');
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await desktop.page.waitForURL(`${site.url}/complete-signup`);
    expect(await usesOf('VRIENDEN-2026')).toBe(1);
    await desktop.context.close();

    // The single-use code is spent: a second visitor with it is refused at the field.
    const late = await visitorContext(journey.browser, 375);
    await late.page.goto(`${site.url}/signup?invite=${single}`);
    await passEntryWarning(late.page);
    await fillSignup(late.page, 'laat.invite@example.com', 'Laat');
    await late.page.getByRole('button', { name: 'Account aanmaken' }).click();
    await late.page.getByText('Deze uitnodigingscode is al gebruikt.', { exact: false }).waitFor();
    expect(await late.page.getByLabel('Uitnodigingscode').getAttribute('aria-invalid')).toBe('true');
    await shot(late.page, 'signup-invite-used-375');
    await late.context.close();

    // Staff see the uses, and revoke the multi-use code.
    await staff.reload();
    await singleItem.getByText('1 van 1 gebruikt').waitFor();
    await singleItem.getByText('Opgebruikt').waitFor();
    const friends = staff.getByRole('listitem').filter({ hasText: 'VRIENDEN-2026' });
    await friends.getByText('1 van 5 gebruikt').waitFor();
    await friends.getByRole('button', { name: 'Intrekken' }).click();
    await friends.getByRole('button', { name: 'Ja, intrekken' }).click();
    await friends.getByText('Ingetrokken').waitFor();
    expect(await friends.getByRole('button', { name: 'Intrekken' }).count()).toBe(0);
    await admin.context.close();
  });
});
