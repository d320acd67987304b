/**
 * Issue "Back office" §3 in the browser: support staff find a member by e-mail, open the member
 * page, adjust the member's credits with a reason, and read a conversation after giving a reason
 * (the messages show as text, the reason lands in the audit log). Screenshots at 1280 and 375 px.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, creditLedger, users } from '../server/db/schema/index.ts';
import { book } from '../server/modules/credits/ledger.ts';
import {
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  memberContext,
  promoteToStaff,
  screenshot,
} from './support.ts';

const journey = journeysFor(4);

describe('members and money journey', () => {
  it('support finds a member, adjusts credits with a reason and reads a conversation after giving a reason', async () => {
    const { site, browser } = journey;
    const db = site.app.deps.database.db;

    // Two members who wrote to each other.
    const sanne = await memberContext(site, browser, {
      width: 375,
      name: 'Sanne',
      gender: 'female',
      lookingFor: 'male',
    });
    const piet = await memberContext(site, browser, {
      width: 375,
      name: 'Piet',
      gender: 'male',
      lookingFor: 'female',
    });
    for (const m of [sanne, piet])
      await db.transaction((tx) =>
        book(tx, { userId: m.id, delta: 20, reason: 'adjustment', at: new Date() }),
      );
    const send = async (from: typeof sanne, to: number, body: string) => {
      const token = (await from.context.cookies()).find((c) => c.name === 'auth.session')?.value;
      const response = await site.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: `auth.session=${token}`, origin: site.url },
        payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
      });
      expect(response.statusCode).toBe(201);
    };
    await send(sanne, piet.id, 'Hoi Piet, zin in koffie?');
    await send(piet, sanne.id, 'Graag! <b>Zaterdag</b>?');
    await sanne.context.close();
    await piet.context.close();

    // Support staff, past the second factor.
    const sofie = await memberContext(site, browser, { width: 1280, name: 'Sofie' });
    await promoteToStaff(site, sofie, 'support');
    const page = sofie.page;
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Beheeronderdelen' })
      .getByRole('link', { name: 'Leden' })
      .click();
    await page.getByRole('heading', { name: 'Leden zoeken', level: 1 }).waitFor();
    await page.getByLabel('E-mailadres, naam of lidnummer').fill(sanne.email.toUpperCase());
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('heading', { name: '1 lid gevonden' }).waitFor();
    await expectAccessible(page, 'member search');
    await screenshot(page, 'admin-members-search-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-members-search-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The member page.
    await page.getByRole('table').getByRole('link', { name: 'Sanne' }).click();
    await page.waitForURL(`${site.url}/admin/members/${sanne.id}`);
    await page.getByRole('heading', { name: 'Sanne', level: 1 }).waitFor();
    await page.getByText(sanne.email, { exact: false }).first().waitFor();
    await expectAccessible(page, 'member page');
    await expectUniqueIds(page, 'member page');
    await screenshot(page, 'admin-member-page-1280');

    // Adjust credits with a reason (the balance holds the signup bonus too, minus a message).
    const balanceOf = async () =>
      (await db.select({ c: users.credits }).from(users).where(eq(users.id, sanne.id)))[0]?.c ?? 0;
    const before = await balanceOf();
    await page.getByRole('button', { name: 'Credits aanpassen' }).click();
    const creditsDialog = page.getByRole('dialog', { name: 'Credits aanpassen' });
    await creditsDialog.getByLabel('Credits erbij (negatief om af te halen)').fill('25');
    await creditsDialog.getByRole('button', { name: 'Boeken' }).click();
    await creditsDialog.getByText('Minstens 10 tekens, bijvoorbeeld het ticket- of klachtnummer.').waitFor();
    await creditsDialog.getByLabel('Reden (komt in het auditlog)').fill('Compensatie storing, ticket 5521');
    await screenshot(page, 'admin-member-credits-1280');
    await creditsDialog.getByRole('button', { name: 'Boeken' }).click();
    await page.getByText(`Geboekt: het saldo ging van ${before} naar ${before + 25} credits.`).waitFor();
    const adjustments = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, sanne.id), eq(creditLedger.reason, 'adjustment')));
    expect(adjustments.map((r) => r.delta).sort()).toEqual([20, 25]);
    expect(await balanceOf()).toBe(before + 25);

    // The conversations tab: metadata only, until a reason is given.
    await page.getByRole('tab', { name: /Gesprekken/ }).click();
    const conversation = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Piet' });
    await conversation.getByText(/2 berichten/).waitFor();
    expect(await page.getByText('Hoi Piet, zin in koffie?').count()).toBe(0);
    await conversation.getByRole('button', { name: 'Berichten lezen' }).click();
    const reasonDialog = page.getByRole('dialog', { name: 'Gesprek met Piet lezen' });
    const reason = 'Klacht van Piet over intimidatie, K-1234';
    await reasonDialog.getByLabel('Reden (komt in het auditlog)').fill(reason);
    await reasonDialog.getByRole('button', { name: 'Berichten lezen' }).click();
    const messages = page.getByRole('dialog', { name: /^Berichten:/ });
    await messages.getByText('Hoi Piet, zin in koffie?').waitFor();
    await messages.getByText('Graag! <b>Zaterdag</b>?', { exact: true }).waitFor();
    await expectAccessible(page, 'messages dialog');
    await screenshot(page, 'admin-member-messages-1280');
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorId: sofie.id, targetType: 'conversation', reason });
    await messages.getByRole('button', { name: 'Sluiten' }).click();

    // On a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: /Account/ }).click();
    await screenshot(page, 'admin-member-page-375');
    await page.getByRole('tab', { name: /Creditoverzicht/ }).click();
    await page.getByText('Correctie door medewerker').first().waitFor();
    await screenshot(page, 'admin-member-ledger-375');
    await sofie.context.close();
  });
});
