import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseBirthDate,
  expectAccessible,
  journeysFor,
  memberContext,
  passEntryWarning,
  screenshot,
  visitorContext,
} from './support.ts';

// SPEC §2 /match-finder, /signup-matches and the match finder dialog; SPEC §9 ages 18-35 or 35+.

const journey = journeysFor(240);

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

async function searchDefaults(context: BrowserContext) {
  const answer = await journey.site.app.inject({
    method: 'GET',
    url: '/api/profile/search-defaults',
    headers: { cookie: await cookieHeader(context) },
  });
  return answer.json().search_defaults;
}

/** Gender, age today and look of members by id (their profiles, with those fields shown). */
async function facts(ids: number[]) {
  const { settings } = await journey.site.app.deps.settings.forHost(undefined);
  return Promise.all(
    ids.map(async (id) => {
      const p = await journey.site.app.deps.members.profile(null, id, {
        ...settings,
        visible_profile_fields: ['date_of_birth', 'appearance'],
      });
      return { gender: p.gender, age: p.age, appearance: p.fields.appearance };
    }),
  );
}

describe('match finder journeys', () => {
  it('a visitor answers the finder, sees matching members, signs up and searches from the answers (phone)', async () => {
    const { context, page } = await visitorContext(journey.browser, 375);
    await page.goto(`${journey.site.url}/match-finder`);
    await passEntryWarning(page);
    await page.getByRole('heading', { level: 1, name: 'Vind je match' }).waitFor();
    await page.getByRole('heading', { name: 'Wie zoek je?' }).waitFor();
    await page.getByText('Vraag 1 van 3').waitFor();
    await expectAccessible(page, 'match finder');
    await screenshot(page, 'match-finder-375');
    await page.getByRole('button', { name: 'Een vrouw' }).click();
    await page.getByRole('heading', { name: 'Welke leeftijd zoek je?' }).waitFor();
    await page.getByRole('button', { name: '18 tot 35 jaar' }).click();
    await page.getByRole('heading', { name: 'Welke uitstraling spreekt je aan?' }).waitFor();
    await page.getByText('Vraag 3 van 3').waitFor();
    await screenshot(page, 'match-finder-appearance-375');
    const showcase = page.waitForResponse((r) => r.url().includes('/api/showcase.php'));
    await page.getByRole('button', { name: /^Sexy/ }).click();

    await page.waitForURL(/\/signup-matches\?looking_for=female&ages=18-35&appearance=sexy$/);
    const answer = await showcase;
    expect(new URL(answer.url()).searchParams.toString()).toBe(
      'gender=female&min_age=18&max_age=35&appearance=sexy&limit=12',
    );
    const shown: Array<{ id: number }> = (await answer.json()).members;
    expect(shown.length).toBeGreaterThan(0);
    for (const m of await facts(shown.map((s) => s.id))) {
      expect(m.gender).toBe('female');
      expect(m.appearance).toBe('sexy');
      expect(m.age).toBeGreaterThanOrEqual(18);
      expect(m.age).toBeLessThanOrEqual(35);
    }
    await page.getByRole('heading', { level: 1, name: 'Jouw matches' }).waitFor();
    const tiles = page.getByRole('list', { name: 'Leden die bij je passen' }).getByRole('button');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(shown.length);
    await page.getByText(/leden? passen? bij je wensen|lid past bij je wensen/).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-label="Leden die bij je passen"] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await expectAccessible(page, 'signup matches');
    await screenshot(page, 'signup-matches-375');

    // Phones sign up on the page; the finder's "a woman" is already chosen there.
    await page.getByRole('button', { name: 'Gratis aanmelden en chatten' }).first().click();
    await page.waitForURL(`${journey.site.url}/signup`);
    const seeks = page.getByRole('radiogroup', { name: 'Ik zoek een' });
    expect(await seeks.getByRole('radio', { name: 'Vrouw' }).isChecked()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Man').click();
    await page.getByLabel('Profielnaam').fill('Jelle');
    await page.getByLabel('E-mailadres').fill('jelle.finder@example.com');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Zonnebloem-Fiets-42');
    await chooseBirthDate(page, '1993-03-08');
    await page.getByLabel(/Ik ben 18 jaar of ouder/).check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(`${journey.site.url}/complete-signup`);
    expect(await searchDefaults(context)).toEqual({
      gender: 'female',
      min_age: 18,
      max_age: 35,
      appearance: 'sexy',
    });
    // The answers were handed over: the browser keeps them no longer.
    expect(await page.evaluate(() => localStorage.getItem('match-finder'))).toBeNull();

    const search = page.waitForResponse((r) => r.url().includes('/api/members?'));
    for (let step = 1; step <= 4; step++) {
      await page.getByText(`Stap ${step} van 4`).waitFor();
      await page.getByRole('button', { name: 'Overslaan' }).click();
    }
    await page.waitForURL(`${journey.site.url}/members`);
    const sent = new URL((await search).url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      gender: 'female',
      min_age: '18',
      max_age: '35',
      appearance: 'sexy',
    });
    const form = page.getByRole('form', { name: 'Zoeken' });
    expect(await form.getByLabel('Ik zoek').inputValue()).toBe('female');
    expect(await form.getByLabel('Leeftijd vanaf').inputValue()).toBe('18');
    expect(await form.getByLabel('Leeftijd tot').inputValue()).toBe('35');
    expect(await form.getByLabel('Uitstraling').inputValue()).toBe('sexy');
    const results = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link');
    await results.first().waitFor();
    const ids = (await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) =>
      Number(href?.split('/').pop()),
    );
    for (const m of await facts(ids)) {
      expect(m).toMatchObject({ gender: 'female', appearance: 'sexy' });
      expect(m.age).toBeGreaterThanOrEqual(18);
      expect(m.age).toBeLessThanOrEqual(35);
    }
    await expectAccessible(page, 'members from the match finder');
    await screenshot(page, 'members-from-finder-375');
    await context.close();
  });

  it('a visitor sees the matches on a wide screen and signs up in the modal with the answers (desktop)', async () => {
    const { context, page } = await visitorContext(journey.browser, 1280);
    await page.goto(`${journey.site.url}/match-finder?looking_for=male`);
    await passEntryWarning(page);
    // Whom they look for came with the address: two questions remain.
    await page.getByText('Vraag 1 van 2').waitFor();
    await page.getByRole('button', { name: '35 jaar en ouder' }).click();
    await page.getByRole('button', { name: /^Naturel/ }).click();
    await page.waitForURL(/\/signup-matches\?looking_for=male&ages=35%2B&appearance=normal$/);
    await page.getByRole('list', { name: 'Leden die bij je passen' }).getByRole('button').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-label="Leden die bij je passen"] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await expectAccessible(page, 'signup matches desktop');
    await screenshot(page, 'signup-matches-1280');
    await page.getByRole('button', { name: 'Gratis aanmelden en chatten' }).last().click();
    const modal = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await modal.waitFor();
    expect(
      await modal
        .getByRole('radiogroup', { name: 'Ik zoek een' })
        .getByRole('radio', { name: 'Man' })
        .isChecked(),
    ).toBe(true);
    await modal.getByRole('radiogroup', { name: 'Ik ben een' }).getByText('Vrouw').click();
    await modal.getByLabel('Profielnaam').fill('Marieke');
    await modal.getByLabel('E-mailadres').fill('marieke.finder@example.com');
    await modal.getByLabel('Wachtwoord', { exact: true }).fill('Zonnebloem-Fiets-42');
    await chooseBirthDate(modal, '1980-10-01');
    await modal.getByLabel(/Ik ben 18 jaar of ouder/).check();
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(`${journey.site.url}/complete-signup`);
    expect(await searchDefaults(context)).toEqual({
      gender: 'male',
      min_age: 35,
      max_age: null,
      appearance: 'normal',
    });
    await context.close();
  });

  it('a member saves the finder in the dialog on the search page and is sent on from /signup-matches (desktop)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Daan',
      gender: 'male',
      lookingFor: 'female',
    });
    await page.goto(`${journey.site.url}/members`);
    await page.getByRole('button', { name: 'Matchfinder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Matchfinder' });
    await dialog.getByText('35 jaar en ouder').click();
    await dialog.getByText('Naturel').click();
    await expectAccessible(page, 'match finder dialog');
    await screenshot(page, 'match-finder-dialog-1280');
    await dialog.getByRole('button', { name: 'Opslaan voor zoeken' }).click();
    await page.waitForURL(/\/members\?gender=female&min_age=35&appearance=normal$/);
    expect(await searchDefaults(context)).toEqual({
      gender: 'female',
      min_age: 35,
      max_age: null,
      appearance: 'normal',
    });
    await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first().waitFor();
    await screenshot(page, 'members-after-dialog-1280');

    // A member on /signup-matches goes to the search with the answers applied and saved.
    await page.goto(`${journey.site.url}/signup-matches?looking_for=female&ages=18-35&appearance=sexy`);
    await page.waitForURL(/\/members\?gender=female&min_age=18&max_age=35&appearance=sexy$/);
    expect(await searchDefaults(context)).toEqual({
      gender: 'female',
      min_age: 18,
      max_age: 35,
      appearance: 'sexy',
    });
    // And /match-finder asks a member only the two questions, then searches.
    await page.goto(`${journey.site.url}/match-finder`);
    await page.getByText('Vraag 1 van 2').waitFor();
    await screenshot(page, 'match-finder-member-1280');
    await page.getByRole('button', { name: '18 tot 35 jaar' }).click();
    await page.getByRole('button', { name: /^Naturel/ }).click();
    await page.waitForURL(/\/members\?gender=female&min_age=18&max_age=35&appearance=normal$/);
    await context.close();
  });
});
