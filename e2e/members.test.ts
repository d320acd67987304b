import nl from '@common/locales/nl.json' with { type: 'json' };
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, giveMainPhoto, journeysFor, memberContext, screenshot } from './support.ts';

const journey = journeysFor(80);

describe('members journeys', () => {
  it('completes the profile and uploads a photo that waits for review (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Iris',
    });
    await page.goto(`${journey.site.url}/members`);
    await page.getByText(/Je hebt nog geen profielfoto/).waitFor();
    await page.getByRole('link', { name: 'Foto toevoegen' }).click();
    await page.waitForURL(`${journey.site.url}/profile`);
    await page.getByRole('heading', { name: 'Mijn profiel' }).waitFor();
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e07' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#photo-input', { name: 'ik.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByText('Foto wordt gekeurd').waitFor();
    await page.getByLabel('Haarkleur').selectOption({ label: 'Blond' });
    await page.getByLabel('Oogkleur').selectOption({ label: 'Groen' });
    await page.getByLabel('Regio').selectOption({ label: 'Utrecht' });
    await page.getByLabel('Woonplaats', { exact: true }).fill('Utrecht');
    await page.getByText('Reizen').click();
    await page.getByText('Koffie').click();
    await page.getByLabel('Over mij').fill('Ik hou van lange wandelingen en goede koffie.');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await page.getByText('Je profiel is opgeslagen.').waitFor();
    await expectAccessible(page, 'own profile');
    await screenshot(page, 'own-profile-375');
    // Up to the free limit of 3 photos: then the file field goes with its button (no unnamed field).
    for (const name of ['twee.jpg', 'drie.jpg']) {
      const before = await page.getByText('Foto wordt gekeurd').count();
      await page.setInputFiles('#photo-input', { name, mimeType: 'image/jpeg', buffer: jpeg });
      await expect.poll(() => page.getByText('Foto wordt gekeurd').count()).toBe(before + 1);
    }
    await page.getByText(nl.own.limit_free).waitFor();
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await expectAccessible(page, 'own profile at the photo limit');
    const profile = (
      await journey.site.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json().profile;
    expect(profile).toMatchObject({
      hair_colour: 'blond',
      eye_colour: 'green',
      region: 'NL-UT',
      city: 'Utrecht',
      interests: ['travelling', 'coffee'],
    });
    expect(profile.photos).toEqual(Array(3).fill(expect.objectContaining({ status: 'under_review' })));
    await context.close();
  });

  it('searches with filters and loads a second page (desktop)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Tom',
      gender: 'male',
      lookingFor: 'female',
    });
    // The first screen draws with the texts that ship with it (vite.locales.ts `SHELL_TEXTS`): a
    // text missing there would load the rest of Dutch (its own chunk) before the page is complete.
    const textChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/nl-[\w-]+\.js$/.test(request.url())) textChunks.push(request.url());
    });
    await page.goto(`${journey.site.url}/members`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('listitem').first().waitFor();
    expect(textChunks).toEqual([]);
    // Ages in the wrong order are not searched: the maximum age is marked with the message.
    await page.getByLabel('Leeftijd vanaf').selectOption('40');
    await page.getByLabel('Leeftijd tot').selectOption('30');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const maxAge = page.getByLabel('Leeftijd tot');
    await expect.poll(() => maxAge.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => maxAge.evaluate((el) => el.getAttribute('aria-describedby')))
      .toBe('search-max-age-error');
    expect(await page.locator('#search-max-age-error').textContent()).toBe(
      'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
    );
    expect(page.url()).not.toContain('min_age');
    await page.getByLabel('Leeftijd tot').selectOption('');
    await page.getByLabel('Leeftijd vanaf').selectOption('');
    expect(await maxAge.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Ik zoek').selectOption({ label: 'Vrouwen' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/gender=female/);
    const results = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('listitem');
    // The list of the search before the filter may show for a moment and go while the filtered
    // search loads: wait for the filtered first page itself.
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Zoekresultaten"] li').length === 24,
    );
    expect(await results.count()).toBe(24);
    await page.getByRole('button', { name: 'Meer leden laden' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Zoekresultaten"] li').length > 24,
    );
    await expectAccessible(page, 'search');
    await screenshot(page, 'search-1280');
    // Every card shown is a woman, as the filter asks.
    const ids = await results.evaluateAll((items) =>
      items.map((li) => li.querySelector('a')?.getAttribute('href')),
    );
    for (const href of ids.slice(0, 30)) {
      const id = Number(href?.split('/').pop());
      const answer = await journey.site.app.deps.members.profile(
        null,
        id,
        (await journey.site.app.deps.settings.forHost(undefined)).settings,
      );
      expect(answer.gender).toBe('female');
    }
    await context.close();
  });

  it('likes a member who liked them, sees both photos in the match modal and writes to them, then blocks and unblocks them from settings', async () => {
    const anna = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Anna',
      gender: 'female',
      lookingFor: 'male',
    });
    const bram = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Bram',
      gender: 'male',
      lookingFor: 'female',
    });
    await giveMainPhoto(journey.site, anna.id, 'female');
    await giveMainPhoto(journey.site, bram.id, 'male');
    const cookie = (await anna.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(
      (
        await journey.site.app.inject({ method: 'POST', url: `/api/likes/${bram.id}`, headers: { cookie } })
      ).json(),
    ).toEqual({ like: true, match: false });

    const { page } = bram;
    const bramCookie = (await bram.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await page.goto(`${journey.site.url}/likes`);
    await page.getByRole('link', { name: /Likes 1 nieuwe likes/ }).waitFor();
    await page.getByRole('link', { name: /Anna/ }).click();
    await page.waitForURL(`${journey.site.url}/members/${anna.id}`);
    await page.getByText('Deze persoon vindt jou leuk.').waitFor();
    await expectAccessible(page, 'profile page');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    // The match modal in Dutch, with both members' own photos (not placeholders).
    const modal = page.getByRole('dialog', { name: 'Het is een match!' });
    await modal.waitFor();
    await modal.getByText('Jij en Anna vinden elkaar leuk.').waitFor();
    await modal.getByRole('img', { name: 'Jouw foto' }).waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('.match-modal img')].filter(
          (img) => img.complete && img.naturalWidth > 0,
        ).length === 2,
    );
    await modal.getByRole('button', { name: 'Verder zoeken' }).waitFor();
    await expectAccessible(page, 'match modal');
    await screenshot(page, 'match-1280');
    // A large centred dialog on a desktop, the whole screen on a phone.
    const desktopBox = await page.locator('.match-modal').boundingBox();
    expect(desktopBox?.width).toBeGreaterThan(700);
    expect(desktopBox?.width).toBeLessThan(1000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForFunction(
      () => document.querySelector('.match-modal')?.getBoundingClientRect().width === 375,
    );
    expect((await page.locator('.match-modal').boundingBox())?.height).toBe(812);
    await expectAccessible(page, 'match modal on a phone');
    await screenshot(page, 'match-375');
    // "Stuur een bericht" opens the conversation with Anna, with the icebreakers.
    await modal.getByRole('button', { name: 'Stuur een bericht' }).click();
    await page.waitForURL(`${journey.site.url}/members/${anna.id}/chat`);
    await page.getByText('Begin het gesprek met Anna').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.site.url}/members/${anna.id}`);
    await page.getByText('Jullie hebben een match!').waitFor();
    await page.goto(`${journey.site.url}/likes/matches`);
    await page.getByRole('link', { name: /Anna/ }).waitFor();

    // Block: the blocked member can no longer open the profile.
    await page.goto(`${journey.site.url}/members/${anna.id}`);
    await page.getByRole('button', { name: 'Blokkeren' }).click();
    await page
      .getByRole('dialog', { name: 'Anna blokkeren?' })
      .getByRole('button', { name: 'Blokkeren' })
      .click();
    // The profile's own button (the closing dialog shows the new state too while it fades out).
    await page.locator('#main').getByRole('button', { name: 'Deblokkeren' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await anna.page.goto(`${journey.site.url}/members/${bram.id}`);
    await anna.page
      .getByRole('alert')
      .filter({ hasText: 'Bram heeft je geblokkeerd. Je kunt het profiel van Bram niet meer bekijken.' })
      .waitFor();
    await screenshot(anna.page, 'blocked-1280');

    // Settings list the blocked member; unblocking empties the list and Anna sees Bram again.
    await page.goto(`${journey.site.url}/settings`);
    const blockedList = page.getByRole('region', { name: 'Geblokkeerde leden' });
    await blockedList.getByRole('link', { name: 'Anna' }).waitFor();
    await blockedList.getByText(/Geblokkeerd op/).waitFor();
    await blockedList.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'blocked members');
    await screenshot(page, 'blocked-list-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await blockedList.scrollIntoViewIfNeeded();
    await screenshot(page, 'blocked-list-375');
    await blockedList.getByRole('button', { name: 'Anna deblokkeren' }).click();
    await blockedList.getByText('Anna is gedeblokkeerd.').waitFor();
    await blockedList.getByText('Je hebt niemand geblokkeerd.').waitFor();
    expect(
      (
        await journey.site.app.inject({ method: 'GET', url: '/api/blocks', headers: { cookie: bramCookie } })
      ).json(),
    ).toEqual({ blocked: [] });
    await anna.page.goto(`${journey.site.url}/members/${bram.id}`);
    await anna.page.getByRole('heading', { name: /Bram/ }).first().waitFor();
    await anna.context.close();
    await bram.context.close();
  });

  it('shows the like pop-up after the delay in ?t= and removes t from the address (phone)', async () => {
    const dora = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Dora',
      gender: 'female',
      lookingFor: 'male',
    });
    const cas = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Cas',
      gender: 'male',
      lookingFor: 'female',
    });
    await giveMainPhoto(journey.site, dora.id, 'female');
    const doraCookie = (await dora.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await journey.site.app.inject({
      method: 'POST',
      url: `/api/likes/${cas.id}`,
      headers: { cookie: doraCookie },
    });
    const { page } = cas;
    const autoLike = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auto-like.php');
    await page.goto(`${journey.site.url}/members?t=1`);
    await page.waitForURL(`${journey.site.url}/members`);
    expect((await autoLike).status()).toBe(200);
    const popup = page.getByRole('dialog', { name: 'Nieuwe like!' });
    await popup.getByText('Dora vindt jou leuk!').waitFor();
    await popup.getByRole('button', { name: 'Bekijk het profiel van Dora' }).waitFor();
    await popup.getByRole('button', { name: 'Stuur een bericht' }).click();
    await page.waitForURL(`${journey.site.url}/members/${dora.id}/chat`);
    await page.getByText('Begin het gesprek met Dora').waitFor();
    await dora.context.close();
    await cas.context.close();
  });

  it('plays the swipe game until the 4 likes of the day are used (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Sven',
      gender: 'male',
      lookingFor: 'female',
    });
    await page.goto(`${journey.site.url}/swipe-game`);
    await page.getByText('Nog 4 likes vandaag').waitFor();
    await expectAccessible(page, 'swipe game');
    await screenshot(page, 'swipe-375');
    for (let left = 4; left > 0; left--) {
      const like = page.getByRole('button', { name: / liken$/ });
      await like.waitFor();
      // The like's answer says whether it made a match (then the match dialog shows).
      const liked = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/likes/'),
      );
      await like.click();
      const answer = await liked;
      expect(answer.status()).toBe(200);
      if ((await answer.json()).match) {
        await page
          .getByRole('dialog', { name: "It's a Match!" })
          .getByRole('button', { name: 'Verder spelen' })
          .click();
      }
      // The next card, with one like less, before the next like (the card liked stays until then).
      if (left > 1)
        await page.getByText(`Nog ${left - 1} ${left - 1 === 1 ? 'like' : 'likes'} vandaag`).waitFor();
    }
    await page.getByText(/Je hebt vandaag al je likes gebruikt. Over \d+ uur kun je weer verder./).waitFor();
    await context.close();
  });

  it('a new member on a phone has the tab bar with live badges and sees one alert at a time', async () => {
    const mila = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Mila',
      gender: 'female',
      lookingFor: 'male',
    });
    const { page } = mila;
    await page.goto(`${journey.site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();

    // No menu to open: the tab bar shows every item, the active one marked as the current page.
    const tabs = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const names = ['Zoeken', 'Berichten', 'Likes', 'Premium', 'Profiel'];
    await tabs.getByRole('link', { name: 'Zoeken' }).waitFor();
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(names);
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(await tabs.getByRole('link', { name: 'Zoeken' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Berichten' }).getAttribute('aria-current')).toBeNull();

    // One alert above the content: the most urgent, the profile photo.
    const alerts = page.getByTestId('member-alerts');
    const photo = alerts.getByRole('status').filter({ hasText: 'Je hebt nog geen profielfoto.' });
    await photo.waitFor();
    expect(await alerts.locator(':scope > *').count()).toBe(1);
    await expectAccessible(page, 'members with tab bar');
    await screenshot(page, 'members-tabs-375');

    // A like arrives while the page is open: the likes tab shows its badge at once.
    const daan = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Daan',
      gender: 'male',
      lookingFor: 'female',
    });
    const cookie = (await daan.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const like = await journey.site.app.inject({
      method: 'POST',
      url: `/api/likes/${mila.id}`,
      headers: { cookie },
    });
    expect(like.statusCode).toBe(200);
    await tabs.getByRole('link', { name: 'Likes 1 nieuwe likes' }).waitFor();

    // Closing the alert shows the next one, the welcome bonus; closing that, the push prompt.
    await photo.getByRole('button', { name: 'Melding sluiten' }).click();
    const bonus = alerts.getByRole('link', { name: /Welkomstbonus: 25% korting/ });
    await bonus.waitFor();
    expect(await alerts.locator(':scope > *').count()).toBe(1);
    await screenshot(page, 'members-next-alert-375');
    await alerts.getByRole('button', { name: 'Melding sluiten' }).click();
    const prompt = alerts.getByRole('region', { name: 'Krijg een bericht als iemand je schrijft' });
    await prompt.waitFor();
    expect(await alerts.locator(':scope > *').count()).toBe(1);

    // The dismissals are stored: after a reload the push prompt is still the one shown.
    await page.reload();
    await prompt.waitFor();
    expect(await alerts.locator(':scope > *').count()).toBe(1);
    expect(await photo.count()).toBe(0);

    // Nothing hides under the tab bar: at the bottom of the page the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const [footerBottom, barTop] = await page.evaluate(() => [
      document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0,
      document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? 0,
    ]);
    expect(footerBottom).toBeLessThanOrEqual(barTop);
    await screenshot(page, 'members-bottom-375');
    await mila.context.close();
    await daan.context.close();
  });

  it('a new member on a wide screen keeps the top navigation and sees at most two alerts', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Lotte',
    });
    await page.goto(`${journey.site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    const alerts = page.getByTestId('member-alerts');
    await alerts.getByRole('status').filter({ hasText: 'Je hebt nog geen profielfoto.' }).waitFor();
    await alerts.getByRole('link', { name: /Welkomstbonus/ }).waitFor();
    expect(await alerts.locator(':scope > *').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Krijg een bericht als iemand je schrijft' }).count()).toBe(
      0,
    );
    // The top navigation has the items; the tab bar is not drawn.
    await page.getByRole('link', { name: 'Leden zoeken' }).waitFor();
    expect(await page.getByRole('link', { name: 'Zoeken', exact: true }).count()).toBe(0);
    // The account menu by keyboard: ArrowDown opens it at its first item, the arrows move through
    // the items, Escape closes it and gives the focus back to its button; a click outside closes it.
    const account = page.getByRole('button', { name: 'Lotte' });
    expect(await account.getAttribute('aria-haspopup')).toBe('true');
    await account.focus();
    await page.keyboard.press('ArrowDown');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mijn profiel');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Uitloggen');
    await page.keyboard.press('Escape');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('account-menu');
    expect(await page.getByRole('button', { name: 'Uitloggen' }).isVisible()).toBe(false);
    await account.click();
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
    await page.getByRole('heading', { name: 'Leden' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor({ state: 'hidden' });
    await screenshot(page, 'members-1280');
    await context.close();
  });
});
