/**
 * Issue "Back office" §5 in the browser: an admin changes the site's message price, the price of a
 * credit package and adds a discount code; a member then sees the new price on /credits and the
 * new message price in the settings. Screenshots of the pages at 1280 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, journeysFor, memberContext, promoteToStaff, screenshot } from './support.ts';

const journey = journeysFor(4);

describe('settings per site journey', () => {
  it('an admin changes message credits, a package price and adds a discount code; a member sees the price', async () => {
    const { site, browser } = journey;
    const admin = await memberContext(site, browser, { width: 1280, name: 'Anouk' });
    await promoteToStaff(site, admin, 'admin');
    const page = admin.page;

    // Sites: the default site's credits section.
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Sites & instellingen' })
      .click();
    await page.getByRole('heading', { name: 'Sites en instellingen', level: 1 }).waitFor();
    await expectAccessible(page, 'sites');
    await screenshot(page, 'admin-sites-1280');
    await page.getByRole('link', { name: 'Standaardsite (alle andere domeinen)' }).first().click();
    await page.getByRole('heading', { name: 'Standaardsite (alle andere domeinen)', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Credits & berichten' }).click();
    const messageCredits = page.getByLabel('Credits per tekstbericht');
    await expect.poll(() => messageCredits.inputValue()).toBe('5');
    // A value out of range: the server's message under the field, nothing saved.
    await messageCredits.fill('-3');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Deze waarde valt buiten het toegestane bereik.').waitFor();
    await screenshot(page, 'admin-site-credits-error-1280');
    await messageCredits.fill('7');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen. De wijziging geldt meteen.').waitFor();
    const settings = await site.app.inject({ method: 'GET', url: '/api/settings.php' });
    expect(settings.json().message_credits).toBe(7);
    await expectAccessible(page, 'site settings');
    await screenshot(page, 'admin-site-credits-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-site-credits-375');
    await page.getByRole('link', { name: 'Juridische teksten' }).click();
    await page.getByLabel('Tekst', { exact: true }).waitFor();
    await screenshot(page, 'admin-site-legal-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Packages: the NL package of 50 credits goes from 12,50 to 15,00.
    await page.goto(`${site.url}/admin/packages`);
    await page.getByRole('heading', { name: 'Pakketten en prijzen', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: /^50 credits voor/ });
    await item.getByLabel('Prijs (EUR)').fill('15,00');
    await item.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText(/50 credits voor €\s15,00/).waitFor();
    await expectAccessible(page, 'packages');
    await screenshot(page, 'admin-packages-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-packages-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A discount code limited to PayPal, with a minimum order of 20 euros.
    await page.goto(`${site.url}/admin/discounts`);
    await page.getByRole('heading', { name: 'Kortingscodes', level: 1 }).waitFor();
    const form = page.locator('#discount-form');
    await form.getByLabel('Code', { exact: true }).fill('zomer-20');
    await form.getByLabel('Korting (%)').fill('95');
    await form.getByRole('checkbox', { name: 'PayPal' }).check();
    await form.getByLabel('Minimale bestelling (€)').fill('20');
    await form.getByRole('button', { name: 'Code aanmaken' }).click();
    await form.getByText('Kies een percentage van 1 tot 90 (hoogstens één decimaal).').waitFor();
    await form.getByLabel('Korting (%)').fill('20');
    await form.getByRole('button', { name: 'Code aanmaken' }).click();
    await form.getByText('Code ZOMER-20 opgeslagen.').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'ZOMER-20' })
      .getByText(/PayPal · vanaf €\s20,00/)
      .waitFor();
    await expectAccessible(page, 'discounts');
    await screenshot(page, 'admin-discounts-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-discounts-375');

    // The site's own text for a legal section (Dutch terms, #fictional), with markup that must stay text.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/admin/sites/default?section=legal`);
    await page.getByLabel('Taal', { exact: true }).selectOption('nl');
    await page.getByLabel('Pagina').selectOption('terms');
    await page.getByLabel('Sectie').selectOption('fictional');
    await page.getByLabel('Kop').fill('Over onze fictieve profielen');
    await page
      .getByLabel('Tekst', { exact: true })
      .fill('Eigen tekst van {{site}} <b>vet</b>.\n- Lees de [vragen](/pages/faq).');
    await page.getByRole('button', { name: 'Deze tekst opslaan' }).click();
    await page.getByText('Eigen tekst van deze site').waitFor();

    // A member sees the new price on /credits and the site's own legal text.
    const member = await memberContext(site, browser, {
      width: 375,
      name: 'Bram',
      gender: 'male',
      lookingFor: 'female',
    });
    await member.page.goto(`${site.url}/credits`);
    await member.page
      .getByText(/€\s15,00/)
      .first()
      .waitFor();
    await screenshot(member.page, 'member-credits-new-price-375');
    await member.page.goto(`${site.url}/pages/terms#fictional`);
    const section = member.page.locator('section#fictional');
    await section.getByRole('heading', { name: 'Over onze fictieve profielen' }).waitFor();
    await section.getByText('Eigen tekst van Amora <b>vet</b>.').waitFor();
    expect(await section.locator('b').count()).toBe(0);
    await section.getByRole('listitem').getByRole('link', { name: 'vragen' }).waitFor();
    await screenshot(member.page, 'member-terms-own-text-375');
    await member.context.close();
    await admin.context.close();
  });
});
