import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, profiles, verificationRequests } from '../server/db/schema/index.ts';
import { VERIFICATION_JOBS } from '../server/modules/members/verification.ts';
import { multipart } from '../server/test/forms.ts';
import {
  expectAccessible,
  journeysFor,
  memberContext,
  openSearchFilters,
  promoteToStaff,
  screenshot,
  twoMembersAt375,
} from './support.ts';

/**
 * docs/safety.md "Verified photos" at phone width, with the real face model: a pose selfie, the
 * moderator confirms it beside the profile photo, then the badge, the "verified only" filter and
 * the setting that only verified members may start a conversation.
 */
const journey = journeysFor(10);

const require = createRequire(import.meta.url);
/** face-api's demo portrait: three people side by side; the first is our member. */
const SAMPLE = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);

describe('verified photos (375 px)', () => {
  it('pose selfie → moderator confirms → badge, filter and the verified-only setting', async () => {
    const { man: tom, woman: eva } = await twoMembersAt375(journey, { man: 'Tom', woman: 'Evelien' });
    const db = journey.site.app.deps.database.db;
    // Her main photo: the first person of the demo portrait, uploaded and approved.
    const profilePhoto = await sharp(SAMPLE)
      .extract({ left: 260, top: 180, width: 480, height: 560 })
      .jpeg()
      .toBuffer();
    const session = (await eva.context.cookies()).find((c) => c.name === 'auth.session');
    const form = multipart(profilePhoto);
    const uploaded = await journey.site.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie: `auth.session=${session?.value}`, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photoId = uploaded.json().photo.id as number;
    await db.update(photos).set({ status: 'active' }).where(eq(photos.id, photoId));
    await db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, eva.id));

    await eva.page.goto(`${journey.site.url}/verification`);
    await eva.page.getByRole('heading', { name: "Geverifieerde foto's" }).waitFor();
    await eva.page.getByText('Je selfie bewaren we alleen tot een moderator heeft beslist').waitFor();
    await eva.page.getByRole('button', { name: 'Verificatie aanvragen' }).click();
    const pose = eva.page.getByTestId('pose');
    await pose.waitFor();
    expect((await pose.textContent())?.length).toBeGreaterThan(3);
    await expectAccessible(eva.page, 'verification pose');
    await screenshot(eva.page, 'verification-pose-375');
    // The selfie: the same person, cut out tighter (the file input that opens a phone's camera).
    const selfie = await sharp(SAMPLE)
      .extract({ left: 320, top: 240, width: 380, height: 440 })
      .jpeg()
      .toBuffer();
    // The file button speaks the member's language (not the browser's "Choose File").
    await eva.page.locator('label[for=selfie-file]').getByText('Selfie kiezen').waitFor();
    await eva.page.getByText('Nog geen foto gekozen').waitFor();
    await eva.page.getByLabel('Of kies een selfie').setInputFiles({
      name: 'selfie.jpg',
      mimeType: 'image/jpeg',
      buffer: selfie,
    });
    await eva.page.getByRole('img', { name: 'Je selfie' }).waitFor();
    await eva.page.getByText('Gekozen: selfie.jpg').waitFor();
    await eva.page.getByRole('button', { name: 'Selfie versturen' }).click();
    await eva.page.getByText("We vergelijken je selfie met je foto's").waitFor();

    // The face job (the real model; the queue's workers do not run in the journeys).
    expect(await journey.site.app.deps.jobs.runQueued(VERIFICATION_JOBS.match)).toBe(1);
    await eva.page.getByText('Je selfie wacht op een moderator').waitFor();
    const [request] = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, eva.id));
    expect(request?.distance).toBeLessThan(0.6);

    const moderator = await memberContext(journey.site, journey.browser, { width: 375, name: 'Mona' });
    await promoteToStaff(journey.site, moderator, 'moderator');
    await moderator.page.goto(`${journey.site.url}/admin/verifications`);
    const item = moderator.page.getByTestId('verification-request').filter({ hasText: 'Evelien' });
    await item.getByText('Lijkt dezelfde persoon').waitFor();
    await item.getByRole('img', { name: 'Selfie' }).waitFor();
    await expectAccessible(moderator.page, 'verification queue');
    await screenshot(moderator.page, 'verification-queue-375');
    await item.getByRole('button', { name: 'Bevestigen' }).click();
    await moderator.page.getByText('Er wachten geen verificaties.').waitFor();
    const [decided] = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, eva.id));
    expect(decided).toMatchObject({ status: 'approved', selfieKey: null });
    expect(await journey.site.app.deps.storage.get(request?.selfieKey ?? '')).toBeNull();

    await eva.page.reload();
    await eva.page.getByText('Je bent geverifieerd.').waitFor();
    await eva.page
      .getByRole('switch', { name: 'Alleen geverifieerde leden mogen een gesprek met mij beginnen' })
      .check();
    await expect
      .poll(
        async () =>
          (await db.select().from(profiles).where(eq(profiles.userId, eva.id)))[0]?.verifiedContactOnly,
      )
      .toBe(true);

    await tom.page.goto(`${journey.site.url}/members?gender=female`);
    await openSearchFilters(tom.page);
    await tom.page.getByLabel('Alleen geverifieerd').check();
    await tom.page.getByRole('button', { name: 'Zoeken' }).click();
    await tom.page.waitForURL(/verified=1/);
    const card = tom.page.getByRole('link', { name: /Evelien/ });
    await card.waitFor();
    await card.getByText('Geverifieerd').waitFor();
    // Only verified members are found: Evelien is the one.
    await expect.poll(() => tom.page.getByTestId('verified-badge').count()).toBe(1);
    await expectAccessible(tom.page, 'verified filter');
    await screenshot(tom.page, 'verification-filter-375');
    await card.click();
    await tom.page
      .getByRole('heading', { name: /Evelien/ })
      .getByText('Geverifieerd')
      .waitFor();

    // Tom is not verified: before writing he reads that Evelien accepts verified members only.
    await tom.page.goto(`${journey.site.url}/members/${eva.id}/chat`);
    await tom.page
      .getByTestId('verified-only-notice')
      .getByText('accepteert alleen nieuwe gesprekken')
      .waitFor();
    await tom.page.getByLabel('Je bericht').fill('Hoi Evelien!');
    await tom.page.getByRole('button', { name: 'Versturen' }).click();
    await tom.page.getByText("Laat je foto's verifiëren om een gesprek te beginnen").waitFor();
    await screenshot(tom.page, 'verification-contact-only-375');

    // Evelien writes to Tom: his chat list shows her badge beside her name.
    await eva.page.goto(`${journey.site.url}/members/${tom.id}/chat`);
    await eva.page.getByLabel('Je bericht').fill('Hoi Tom, leuk profiel!');
    await eva.page.getByRole('button', { name: 'Versturen' }).click();
    await eva.page.waitForURL(/\/chats\/\d+$/);
    await tom.page.goto(`${journey.site.url}/chats`);
    const row = tom.page.getByRole('listitem').filter({ hasText: 'Evelien' });
    await row.getByTestId('verified-badge').waitFor();
    await screenshot(tom.page, 'verification-chat-list-375');
    for (const member of [eva, moderator, tom]) await member.context.close();
  }, 180_000);
});
