import { mkdirSync } from 'node:fs';
import { LEGAL_PAGES } from '@common/legal';
import en from '@common/locales/en.json' with { type: 'json' };
import nl from '@common/locales/nl.json' with { type: 'json' };
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectUniqueIds, journeysFor } from './support.ts';

/**
 * SPEC §2 legal and help pages (/pages/ban, cookies, faq, privacy, return-policy, service, terms)
 * at 375 and 1280 px: heading, the site values from the settings (refund_days, min_age), the
 * company details, no unfilled placeholder, accessibility, anchors, and the footer links that
 * reach all of them, pricing and /complaints.
 */
const journey = journeysFor(4);
const SHOTS = '/tmp/shots-legal';

// Values other than the defaults, so the pages show that they come from the settings.
const REFUND_DAYS = 21;
const MIN_AGE = 19;

beforeAll(async () => {
  await journey.site.app.deps.settings.update('default', { refund_days: REFUND_DAYS, min_age: MIN_AGE });
  mkdirSync(SHOTS, { recursive: true });
});

/** A visitor's page at `width` px that has already passed the adult-entry warning. */
async function visitor(width: number, cookies: Array<{ name: string; value: string }> = []) {
  const context: BrowserContext = await journey.browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'nl-NL',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() =>
    localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': Date.now() })),
  );
  if (cookies.length > 0) {
    await context.addCookies(cookies.map((c) => ({ ...c, url: journey.site.url })));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The page's main text once its legal texts and company details are drawn. */
async function drawn(page: Page, companyTitle: string): Promise<string> {
  await page.getByRole('heading', { level: 2, name: companyTitle }).waitFor();
  await page.locator('article section').first().waitFor();
  // The company details come first; the page's own texts (another language's on demand) may follow.
  await page.locator('article .spinner-border').waitFor({ state: 'detached' });
  return (await page.locator('article').innerText()).replace(/\s+/g, ' ');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('legal and help pages', () => {
  for (const width of [375, 1280]) {
    it(`shows each page with its site values, the company details and no axe violations (${width} px)`, async () => {
      const { context, page } = await visitor(width);
      for (const name of LEGAL_PAGES) {
        await page.goto(`${journey.site.url}/pages/${name}`);
        await page.getByRole('heading', { level: 1, name: nl.legal[name].title }).waitFor();
        const text = await drawn(page, nl.company_info.title);
        expect(text).not.toContain('{{');
        expect(text).toContain('Amora B.V.');
        expect(text).toContain(`${nl.company_info.kvk} 12345678`);
        expect(text).toContain('Laatst bijgewerkt: 24-11-2026');
        if (name === 'return-policy') {
          expect(text).toContain(`binnen ${REFUND_DAYS} dagen na je betaling`);
          expect(text).toContain('Modelformulier voor herroeping');
          expect(text).toContain('Aan: Amora B.V., Herengracht 100');
        }
        if (name === 'terms') {
          expect(text).toContain(`Je moet ${MIN_AGE} jaar of ouder zijn`);
          expect(text).toContain(`binnen ${REFUND_DAYS} dagen na aankoop`);
          expect(text).toContain('fysiek contact niet mogelijk');
          await page.getByRole('navigation', { name: 'Op deze pagina' }).waitFor();
        }
        if (name === 'faq') {
          await page.getByRole('heading', { level: 2, name: 'Zijn alle profielen echt?' }).waitFor();
        }
        if (name === 'service') {
          const phone = page.locator('article a[href="tel:0201234567"]').first();
          expect(await phone.count()).toBe(1);
          expect(await page.locator('article a[href^="mailto:"]').count()).toBeGreaterThan(0);
        }
        await expectAccessible(page, `${name} ${width}`);
        await expectUniqueIds(page, `${name} ${width}`);
        await shot(page, `${name}-${width}`);
      }
      await context.close();
    });
  }

  it('links from the footer to every page, pricing and complaints (375 px)', async () => {
    const { context, page } = await visitor(375);
    await page.goto(`${journey.site.url}/pages/terms`);
    const footer = page.getByRole('navigation', { name: nl.footer.label });
    const targets: Array<[string, string, string]> = [
      ...LEGAL_PAGES.map((name): [string, string, string] => [
        nl.legal[name].title,
        `/pages/${name}`,
        nl.legal[name].title,
      ]),
      [nl.pricing.title, '/pricing', nl.pricing.title],
      [nl.complaints.footer, '/complaints', nl.complaints.title],
    ];
    await footer.getByRole('link', { name: nl.legal.terms.title, exact: true }).waitFor();
    expect(await footer.getByRole('link').count()).toBe(targets.length);
    for (const [label, path, heading] of targets) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${journey.site.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The disclaimer says it plainly and links to the FAQ's answer.
    const disclaimer = page.locator('footer').getByText(/alleen voor volwassenen \(19\+\)/);
    expect(await disclaimer.innerText()).toContain(
      'fictieve profielen: daarmee is fysiek contact niet mogelijk',
    );
    await page.locator('footer').getByRole('link', { name: nl.disclaimer.more }).click();
    await page.waitForURL(`${journey.site.url}/pages/faq#fictional-profiles`);
    const answer = page.getByRole('heading', { level: 2, name: 'Zijn alle profielen echt?' });
    await answer.waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('fictional-profiles')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    await shot(page, 'faq-fictional-anchor-375');
    // A link between pages lands on its section.
    await page.locator('#fictional-profiles').getByRole('link', { name: 'voorwaarden' }).click();
    await page.waitForURL(`${journey.site.url}/pages/terms#fictional`);
    await page.getByRole('heading', { level: 2, name: 'Fictieve profielen' }).waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('fictional')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    await context.close();
  });

  it('loads another language’s texts on demand (English, 1280 px)', async () => {
    const { context, page } = await visitor(1280, [{ name: 'locale', value: 'en' }]);
    await page.goto(`${journey.site.url}/pages/return-policy`);
    await page.getByRole('heading', { level: 1, name: en.legal['return-policy'].title }).waitFor();
    const text = await drawn(page, en.company_info.title);
    expect(text).toContain(`if you ask within ${REFUND_DAYS} days of your payment`);
    expect(text).toContain('Model withdrawal form');
    expect(text).not.toContain('{{');
    // The footer names fictional profiles in the reader's language, not in the Dutch site setting.
    const disclaimer = await page.getByRole('contentinfo').innerText();
    expect(disclaimer).toContain('fictional profiles');
    expect(disclaimer).not.toContain('fictieve');
    await expectAccessible(page, 'return policy en');
    await shot(page, 'return-policy-en-1280');
    await context.close();
  });
});
