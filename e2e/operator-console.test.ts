/**
 * Issue "Back office" §4 in the browser: a member writes to a fictional profile; an operator
 * (made operator in the database, without a verified session) opens /admin, passes the TOTP step
 * in the page, opens the operator queue, takes the conversation and answers as the profile; the
 * member's open conversation shows the answer without reloading. Member text (an XSS payload in
 * the name and the message) is shown literally in the console. Then an admin looks at the
 * operator figures. Screenshots at 375 and 1280 px.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../server/db/schema/index.ts';
import { book } from '../server/modules/credits/ledger.ts';
import {
  expectAccessible,
  journeysFor,
  memberContext,
  promoteToStaff,
  screenshot,
  totpCode,
} from './support.ts';

const journey = journeysFor(4);

/** Show `page` at `width` px, reloaded so that the layout is the one a device of that width gets. */
async function atWidth(page: Page, width: number, heading: string) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.reload();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const XSS_NAME = '<img src=x onerror="window.__xss=1">Mark';
const XSS_MESSAGE = 'Hoi Fenna! <script>window.__xss=2</script><b>vet</b>';

describe('operator console journey', () => {
  it('a member writes to a fictional profile, an operator signs in with TOTP, takes it and answers in real time', async () => {
    const { site, browser } = journey;
    const db = site.app.deps.database.db;

    // The fictional profile: a member account flagged fictional.
    const fenna = await memberContext(site, browser, {
      width: 375,
      name: 'Fenna',
      gender: 'female',
      lookingFor: 'male',
    });
    await fenna.context.close();
    await db
      .update(profiles)
      .set({ fictional: true, about: 'Houdt van zeilen.' })
      .where(eq(profiles.userId, fenna.id));

    // The member writes to her from a phone.
    const mark = await memberContext(site, browser, {
      width: 375,
      name: 'Mark',
      gender: 'male',
      lookingFor: 'female',
    });
    await db.transaction((tx) =>
      book(tx, { userId: mark.id, delta: 50, reason: 'adjustment', at: new Date() }),
    );
    await db.update(profiles).set({ name: XSS_NAME }).where(eq(profiles.userId, mark.id));
    await mark.page.goto(`${site.url}/members/${fenna.id}`);
    await mark.page.getByRole('link', { name: 'Bericht sturen' }).click();
    await mark.page.getByLabel('Je bericht').fill(XSS_MESSAGE);
    await mark.page.getByRole('button', { name: 'Versturen' }).click();
    await mark.page.waitForURL(/\/chats\/\d+$/, { timeout: 30_000 });
    await mark.page.getByRole('listitem').filter({ hasText: 'Hoi Fenna!' }).waitFor();

    // The operator: a member made operator in the database, not yet past the second factor.
    const olga = await memberContext(site, browser, { width: 1280, name: 'Olga' });
    await db.update(users).set({ role: 'operator' }).where(eq(users.id, olga.id));
    site.app.deps.sessions.forgetMember(olga.id);
    const page = olga.page;
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Tweestapsverificatie instellen' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Code uit je authenticator-app').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();

    // The queue, from the side menu.
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Operatorwachtrij' })
      .click();
    await page.getByRole('heading', { name: 'Operatorwachtrij', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Fenna' });
    await row.getByRole('heading', { name: `${XSS_NAME} → Fenna`, exact: true }).waitFor();
    await row.getByText(XSS_MESSAGE, { exact: true }).waitFor();
    await expectAccessible(page, 'operator queue');
    await screenshot(page, 'operator-queue-1280');
    await atWidth(page, 375, 'Operatorwachtrij');
    await screenshot(page, 'operator-queue-375');
    await atWidth(page, 1280, 'Operatorwachtrij');

    // Take it: the work view with the history, both profiles, the lease.
    await row.getByRole('button', { name: /^Aannemen/ }).click();
    await page.waitForURL(/\/admin\/operator\/\d+$/);
    await page.getByRole('heading', { name: `${XSS_NAME} schrijft met Fenna`, level: 1 }).waitFor();
    await page.getByText(XSS_MESSAGE, { exact: true }).waitFor();
    await page.getByText('Houdt van zeilen.').waitFor();
    await page.getByText(/Dit gesprek is van jou, nog [45]:\d\d/).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    // A note on the member, then the answer as Fenna.
    const memberCard = page.getByRole('region', { name: /Mark/ });
    await memberCard.getByLabel('Nieuwe notitie').fill('Zeilt graag, vraag naar zijn boot.');
    await memberCard.getByRole('button', { name: 'Notitie opslaan' }).click();
    await memberCard.getByText('Zeilt graag, vraag naar zijn boot.').waitFor();
    await memberCard.getByText(/^Olga, /).waitFor();
    await page.getByLabel('Beantwoorden als Fenna').fill('Hoi Mark, leuk dat je schrijft!');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Hoi Mark, leuk dat je schrijft!' })
      .getByText(/door Olga/)
      .waitFor();
    await expectAccessible(page, 'operator conversation');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'operator-conversation-1280');
    await atWidth(page, 375, `${XSS_NAME} schrijft met Fenna`);
    await expectAccessible(page, 'operator conversation on a phone');
    await screenshot(page, 'operator-conversation-375');

    // The member's open conversation shows the answer without reloading.
    await mark.page.getByRole('listitem').filter({ hasText: 'Hoi Mark, leuk dat je schrijft!' }).waitFor();
    await screenshot(mark.page, 'operator-answer-member-375');

    // The answered conversation left the queue.
    await page.getByRole('link', { name: 'Terug naar de wachtrij' }).click();
    await page.getByText('Er wacht nu niemand op antwoord.').waitFor();

    // An admin reads the operator figures.
    const ada = await memberContext(site, browser, { width: 1280, name: 'Ada' });
    await promoteToStaff(site, ada, 'admin');
    await ada.page.goto(`${site.url}/admin/operator-figures`);
    await ada.page.getByRole('heading', { name: 'Operatorcijfers', level: 1 }).waitFor();
    const figures = ada.page.getByRole('row').filter({ hasText: 'Olga' });
    await figures.waitFor();
    expect(await figures.getByRole('cell').first().textContent()).toBe('1');
    await expectAccessible(ada.page, 'operator figures');
    await screenshot(ada.page, 'operator-figures-1280');
    await atWidth(ada.page, 375, 'Operatorcijfers');
    await screenshot(ada.page, 'operator-figures-375');
    for (const c of [mark.context, olga.context, ada.context]) await c.close();
  });
});
