/**
 * Issue "Back office" §6 in the browser: an admin opens the business figures on the known fixture
 * (server/test/figures-fixture.ts), picks its period, and sees the KPI values, both charts drawn
 * (canvas with a text summary), the split by network and the cohort table, without console
 * errors. Screenshots at 1280 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import { insertFiguresFixture } from '../server/test/figures-fixture.ts';
import { expectAccessible, journeysFor, memberContext, promoteToStaff, screenshot } from './support.ts';

// No demo members: the fixture's members are the only ones before and in the period.
const journey = journeysFor(0);

describe('business figures journey', () => {
  it('an admin reads the figures of a period, split by network, at 1280 and 375 px', async () => {
    const { site, browser } = journey;
    await insertFiguresFixture(site.app.deps.database.db, 'not-a-password-hash');
    const admin = await memberContext(site, browser, { width: 1280, name: 'Fenna' });
    await promoteToStaff(site, admin, 'admin');
    const page = admin.page;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Bedrijfscijfers' })
      .click();
    await page.getByRole('heading', { name: 'Bedrijfscijfers', level: 1 }).waitFor();
    // The default period (last 30 days) has drawn its charts.
    await expect.poll(() => page.locator('canvas').count()).toBe(2);

    await page.getByLabel('Van', { exact: true }).fill('2026-03-30');
    await page.getByLabel('Tot en met', { exact: true }).fill('2026-04-06');
    await page.getByLabel('Per', { exact: true }).selectOption('day');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await page.getByText(/30-03-2026 tot en met 06-04-2026/).waitFor();
    const kpi = (key: string) => page.locator(`[data-kpi="${key}"]`).innerText();
    await expect.poll(() => kpi('signups')).toBe('5');
    expect(await kpi('activation')).toBe('40%');
    expect(await kpi('conversion')).toBe('20%');
    expect(await kpi('hours')).toBe('74 uur');
    expect((await kpi('revenue')).replace(/\s/g, ' ')).toBe('€ 17,95');
    expect((await kpi('revenue_ex_vat')).replace(/\s/g, ' ')).toBe('€ 15,00');
    expect(await kpi('paid_messages')).toBe('3');
    expect((await kpi('arpu')).replace(/\s/g, ' ')).toBe('€ 2,99');
    const charts = page.locator('canvas[role="img"]');
    await expect.poll(() => charts.count()).toBe(2);
    expect(await charts.first().getAttribute('aria-label')).toContain('5 aanmeldingen en 1 eerste aankopen');
    // The cohort table: March's two members brought € 17,95 in April, € 8,98 each.
    const march = page.getByRole('row', { name: /maart 2026/ });
    await expect.poll(() => march.innerText()).toMatch(/2\s+€\s0,00\s+€\s8,98/);
    await expectAccessible(page, 'figures');
    await screenshot(page, 'admin-figures-1280');

    await page.getByLabel('Uitsplitsen naar').selectOption('network');
    await page.getByRole('button', { name: 'Tonen' }).click();
    const sources = page.getByRole('table', { name: /^Netwerk: de 20 waarden/ });
    await sources.waitFor();
    expect(await sources.getByRole('rowheader').allInnerTexts()).toEqual([
      'facebook',
      'google',
      '(geen)',
      'Totaal',
    ]);
    await expect
      .poll(() => sources.getByRole('row', { name: /^google/ }).innerText())
      .toMatch(/google\s+2\s+50%\s+1\s+50%\s+€\s17,95/);
    await screenshot(page, 'admin-figures-network-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('heading', { name: 'Bedrijfscijfers', level: 1 }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    await expectAccessible(page, 'figures 375');
    await screenshot(page, 'admin-figures-375');
    // The page itself does not scroll sideways at 375 px (wide tables scroll in their own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await admin.context.close();
  });
});
