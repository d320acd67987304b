import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageNudges, users } from '../server/db/schema/index.ts';
import {
  expectAccessible,
  journeysFor,
  mailLink,
  memberContext,
  promoteToStaff,
  screenshot,
  twoMembersAt375,
} from './support.ts';

/** docs/safety.md: the nudge before a first message, "Stoort dit je?", contact details held back (phone width). */
const journey = journeysFor(10);

let httpMembers = 0;

/** A confirmed member signed up over HTTP (no browser): their id and session cookie. */
async function httpMember(name: string): Promise<{ id: number; cookie: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  httpMembers += 1;
  const signup = await journey.site.app.inject({
    method: 'POST',
    url: '/api/signup',
    // Each from its own address: the signup rate limit counts per address.
    remoteAddress: `10.9.0.${httpMembers}`,
    payload: {
      email,
      name,
      password: 'Zonnebloem-Fiets-42',
      date_of_birth: '1990-06-15',
      gender: 'female',
      looking_for: 'male',
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const link = new URL(await mailLink(journey.site, email));
  await journey.site.app.inject({ method: 'GET', url: link.pathname + link.search });
  const token = signup.cookies.find((c) => c.name === 'auth.session')?.value ?? '';
  return { id: signup.json().user.id, cookie: `auth.session=${token}` };
}

describe('chat safety journeys (375 px)', () => {
  it('the sender is asked "Weet je het zeker?" (edit, then send), the recipient reports in one tap', async () => {
    const { man: a, woman: b } = await twoMembersAt375(journey, { man: 'Bram', woman: 'Sanne' });
    await a.page.goto(`${journey.site.url}/members/${b.id}/chat`);
    const composer = a.page.getByLabel('Je bericht');
    await composer.fill('Hoi lul');
    await a.page.getByRole('button', { name: 'Versturen' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Weet je het zeker?' });
    await dialog.waitFor();
    await expectAccessible(a.page, 'nudge dialog');
    await screenshot(a.page, 'chat-nudge-375');
    // Edit: back to the text, nothing sent.
    await dialog.getByRole('button', { name: 'Aanpassen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await composer.inputValue()).toBe('Hoi lul');
    await composer.fill('Hoi lul, hoe gaat het?');
    await a.page.getByRole('button', { name: 'Versturen' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Toch versturen' }).click();
    await a.page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(a.page.url()).pathname.split('/').pop());
    await a.page.getByText('Hoi lul, hoe gaat het?').waitFor();
    // The sender is not asked whether their own message bothers them.
    expect(await a.page.getByText('Stoort dit je?').count()).toBe(0);

    await b.page.goto(`${journey.site.url}/chats/${conversationId}`);
    await b.page.getByText('Hoi lul, hoe gaat het?').waitFor();
    const note = b.page.getByRole('note').filter({ hasText: 'Stoort dit je?' });
    await note.waitFor();
    await expectAccessible(b.page, 'bothers you');
    await screenshot(b.page, 'chat-bothers-you-375');
    await note.getByRole('link', { name: 'Melden' }).click();
    await b.page.waitForURL(/\/complaints\?message=\d+&profile=\d+$/);
    const messageId = Number(new URL(b.page.url()).searchParams.get('message'));
    await b.page.getByLabel('Onderwerp').selectOption({ index: 1 });
    await b.page.getByLabel('Wat is er aan de hand?').fill('Dit eerste bericht is grof.');
    await b.page.getByRole('button', { name: 'Melding versturen' }).click();
    await b.page.getByText('Bedankt voor je melding').waitFor();

    const db = journey.site.app.deps.database.db;
    const nudges = await db.select().from(messageNudges).where(eq(messageNudges.userId, a.id));
    expect(nudges.map((n) => n.outcome).sort()).toEqual(['edited', 'sent']);
    const [bother] = await db
      .select()
      .from(messageNudges)
      .where(and(eq(messageNudges.userId, b.id), eq(messageNudges.messageId, messageId)));
    expect(bother).toMatchObject({ kind: 'bothers_you', outcome: 'reported' });
    await a.context.close();
    await b.context.close();
  });

  it('a phone number in a first message is held back for the recipient until revealed', async () => {
    const { man: a, woman: b } = await twoMembersAt375(journey, { man: 'Joost', woman: 'Lotte' });
    await a.page.goto(`${journey.site.url}/members/${b.id}/chat`);
    await a.page.getByLabel('Je bericht').fill('Bel me gerust: 06 12345678');
    await a.page.getByRole('button', { name: 'Versturen' }).click();
    await a.page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(a.page.url()).pathname.split('/').pop());
    // The sender sees their message as written.
    await a.page.getByText('Bel me gerust: 06 12345678').waitFor();

    await b.page.goto(`${journey.site.url}/chats`);
    await b.page.getByText('Bericht met contactgegevens').waitFor();
    await b.page.goto(`${journey.site.url}/chats/${conversationId}`);
    const warning = b.page.getByRole('note').filter({ hasText: 'Dit lid deelt al vroeg contactgegevens' });
    await warning.waitFor();
    expect(await b.page.getByText('06 12345678').count()).toBe(0);
    await warning.getByRole('link', { name: 'Melden' }).waitFor();
    await expectAccessible(b.page, 'held back');
    await screenshot(b.page, 'chat-held-back-375');
    await warning.getByRole('button', { name: 'Toch tonen' }).click();
    await b.page.getByText('Bel me gerust: 06 12345678').waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('moderators see a repeated sender of contact details with the messages; the figures count the nudges', async () => {
    const sender = await httpMember('Verkoper');
    const db = journey.site.app.deps.database.db;
    await db.update(users).set({ paidUser: true }).where(eq(users.id, sender.id));
    for (let i = 0; i < 5; i++) {
      const to = await httpMember(`Ontvanger${i}`);
      const sent = await journey.site.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: sender.cookie, origin: journey.site.url },
        payload: {
          type: 'text',
          profile_id: to.id,
          body: `Stuur een tikkie: paypal.me/koop${i}`,
          client_id: `e2e-flag-${i}-x`,
        },
      });
      expect(sent.statusCode).toBe(201);
    }
    const moderator = await memberContext(journey.site, journey.browser, { width: 375, name: 'Mila' });
    await promoteToStaff(journey.site, moderator, 'admin');
    const page = moderator.page;
    await page.goto(`${journey.site.url}/admin/contact-flags`);
    await page.getByRole('heading', { name: 'Leden die vroeg contactgegevens delen' }).waitFor();
    const flag = page.locator('section').filter({ hasText: 'Verkoper' });
    await flag.getByText('5 ontvangers').waitFor();
    await flag.getByText('Stuur een tikkie: paypal.me/koop4').waitFor();
    await expectAccessible(page, 'contact flags');
    await screenshot(page, 'admin-contact-flags-375');
    await flag.getByRole('button', { name: 'Bekeken' }).click();
    await page.getByText('Geen open signalen.').waitFor();

    await page.goto(`${journey.site.url}/admin/figures`);
    const table = page.locator('section').filter({ hasText: 'Duwtjes en contactgegevens' });
    await table.getByRole('table').waitFor();
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    // The earlier journeys of this file: two asked, one sent, one edited; one reported.
    await row('Weet je het zeker?').getByText('1 toch verstuurd · 1 aangepast').waitFor();
    expect(await row('Weet je het zeker?').getByRole('cell').first().innerText()).toBe('2');
    await row('Stoort dit je?').getByText('1 gemeld').waitFor();
    expect(await row('tegengehouden').getByRole('cell').first().innerText()).toBe('6');
    await screenshot(page, 'admin-figures-nudges-375');
    await moderator.context.close();
  });
});
