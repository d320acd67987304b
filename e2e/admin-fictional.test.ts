/**
 * Issue "Back office" §4 in the browser: an admin creates a fictional profile with a photo in the
 * back office; a member then finds it in search, labelled fictional on its card and its profile.
 * Screenshots at 1280 and 375 px.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  chooseBirthDate,
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
  openSearchFilters,
  promoteToStaff,
  screenshot,
} from './support.ts';

const journey = journeysFor(4);

describe('fictional profiles journey', () => {
  it('an admin creates a fictional profile with a photo; a member sees it labelled in search and on its profile', async () => {
    const { site, browser } = journey;

    const admin = await memberContext(site, browser, { width: 1280, name: 'Annemieke' });
    await promoteToStaff(site, admin, 'admin');
    const page = admin.page;
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Fictieve profielen' })
      .click();
    await page.getByRole('heading', { name: 'Fictieve profielen', level: 1 }).waitFor();
    await page.getByText('Er zijn nog geen fictieve profielen.').waitFor();
    await page.getByRole('link', { name: 'Nieuw fictief profiel' }).click();

    // The member's profile form, the sites, then create.
    await page.getByRole('heading', { name: 'Nieuw fictief profiel', level: 1 }).waitFor();
    await page.getByLabel('Profielnaam').fill('Fleur');
    await chooseBirthDate(page, '1993-07-21');
    await page.getByLabel('Ik ben een').selectOption('female');
    await page.getByLabel('Regio').selectOption({ label: 'Utrecht' });
    await page.getByLabel('Woonplaats', { exact: true }).fill('Utrecht');
    await page.getByLabel('Haarkleur').selectOption({ label: 'Blond' });
    await page.getByLabel('Over mij').fill('Ik fiets graag langs de Vecht en hou van terrasjes.');
    await page.getByRole('group', { name: 'Zichtbaar op' }).waitFor();
    await page.getByRole('button', { name: 'Profiel aanmaken' }).click();
    await page.getByText("Profiel aangemaakt. Voeg nu foto's toe.").waitFor();
    await page.getByRole('heading', { name: 'Fictief profiel: Fleur', level: 1 }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(id).toBeGreaterThan(0);

    // A photo: re-encoded and approved at once, the main photo.
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c8875e' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Foto toevoegen')
      .setInputFiles({ name: 'fleur.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Foto 1 van Fleur' }).waitFor();
    await page.getByText('Hoofdfoto', { exact: true }).waitFor();
    await expectAccessible(page, 'fictional profile edit');
    await expectUniqueIds(page, 'fictional profile edit');
    await screenshot(page, 'admin-fictional-edit-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-fictional-edit-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The list: the photo, place and "all sites".
    await page.getByRole('link', { name: 'Alle fictieve profielen' }).click();
    const item = page
      .getByRole('list', { name: 'Fictieve profielen' })
      .getByRole('listitem')
      .filter({ hasText: 'Fleur' });
    await item.getByText('Alle sites').waitFor();
    // The list kept from before the photo may show first, until the reloaded one replaces it.
    await expect
      .poll(() => item.locator('img').getAttribute('src'), { timeout: 15_000 })
      .toMatch(/\.thumb\.webp$/);
    await expectAccessible(page, 'fictional profiles list');
    await screenshot(page, 'admin-fictional-list-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-fictional-list-375');
    await admin.context.close();

    // A member looking for women finds Fleur, labelled fictional, offline (no operator on duty).
    const member = await memberContext(site, browser, {
      width: 375,
      name: 'Bram',
      gender: 'male',
      lookingFor: 'female',
    });
    const mp = member.page;
    await mp.goto(`${site.url}/members`);
    await openSearchFilters(mp);
    await mp.getByLabel('Ik zoek').selectOption({ label: 'Vrouwen' });
    await mp.getByRole('button', { name: 'Zoeken' }).click();
    const card = mp
      .getByRole('list', { name: 'Zoekresultaten' })
      .getByRole('listitem')
      .filter({ hasText: 'Fleur' });
    await card.getByText('fictief profiel').waitFor();
    await screenshot(mp, 'fictional-search-card-375');
    await card.getByRole('link').first().click();
    await mp.waitForURL(`${site.url}/members/${id}`);
    await mp.getByText('Dit profiel is fictief.', { exact: false }).first().waitFor();
    await mp.getByText('fictief profiel', { exact: true }).first().waitFor();
    await screenshot(mp, 'fictional-profile-375');
    await mp.setViewportSize({ width: 1280, height: 900 });
    await screenshot(mp, 'fictional-profile-1280');

    // Inside the conversation: the label beside the name, the warning, and on the message list.
    await mp.setViewportSize({ width: 375, height: 812 });
    await mp.getByRole('link', { name: 'Bericht sturen' }).click();
    const header = mp.locator('header').filter({ has: mp.getByRole('heading', { name: /Fleur/, level: 1 }) });
    await header.getByText('fictief profiel').waitFor();
    await mp.getByRole('note').getByText('Dit profiel is fictief.', { exact: false }).waitFor();
    await mp.getByRole('region', { name: /Fleur \(fictief profiel\)/ }).waitFor();
    await screenshot(mp, 'fictional-conversation-375');
    await member.context.close();
  }, 120_000);
});
