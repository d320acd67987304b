import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createScriptedClassifier } from '../server/modules/media/classifier.ts';
import { IMAGE_SCREEN_JOB } from '../server/modules/media/screening.ts';
import { expectAccessible, journeysFor, screenshot, twoMembersAt375 } from './support.ts';

/** Issue 28 (docs/safety.md "Explicit images"): a flagged chat image arrives blurred; tap to view (phone width). */
const classifier = createScriptedClassifier();
const journey = journeysFor(10, { imageClassifier: classifier });

describe('explicit chat images (375 px)', () => {
  it('the recipient sees a flagged image blurred with "Tik om te bekijken" and report, and opens it with a tap', async () => {
    const { man: a, woman: b } = await twoMembersAt375(journey, { man: 'Joris', woman: 'Lotte' });
    // A sends a photo; before sending he is told it may reach her blurred.
    await a.page.goto(`${journey.site.url}/members/${b.id}/chat`);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d35400' } })
      .png()
      .toBuffer();
    await a.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
    const preview = a.page.getByRole('dialog', { name: /Deze foto sturen\?/ });
    await preview.getByText("Foto's kunnen bij de ontvanger eerst vervaagd verschijnen.").waitFor();
    await screenshot(a.page, 'chat-image-may-blur-375');
    await preview.getByRole('button', { name: 'Foto sturen' }).click();
    await a.page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(a.page.url()).pathname.split('/').pop());
    // The sender sees his own photo as sent.
    await a.page.getByRole('img', { name: 'Foto in het gesprek' }).waitFor();

    // B opens the conversation while the image is still being screened: blurred.
    await b.page.goto(`${journey.site.url}/chats/${conversationId}`);
    const note = b.page.getByRole('note').filter({ hasText: 'Deze foto wordt nog gecontroleerd.' });
    await note.waitFor();
    await note.getByRole('img', { name: 'Vervaagde foto' }).waitFor();

    // The job flags it; her open chat hears it and says why.
    classifier.script(0.96);
    expect(await journey.site.app.deps.jobs.runQueued(IMAGE_SCREEN_JOB)).toBe(1);
    const flagged = b.page.getByRole('note').filter({ hasText: 'Deze foto kan expliciet zijn.' });
    await flagged.waitFor();
    expect(await b.page.getByRole('img', { name: 'Foto in het gesprek' }).count()).toBe(0);
    const report = flagged.getByRole('link', { name: 'Melden' });
    expect(await report.getAttribute('href')).toMatch(/^\/complaints\?message=\d+&profile=\d+$/);
    const messageId = Number(
      new URL(`http://x${await report.getAttribute('href')}`).searchParams.get('message'),
    );
    // Only the blurred stand-in reaches her browser until she taps.
    const status = (file: string) =>
      b.page.evaluate(async (url) => (await fetch(url)).status, `/media/messages/${messageId}.${file}`);
    expect(await status('blur.webp')).toBe(200);
    expect(await status('thumb.webp')).toBe(404);
    expect(await status('webp')).toBe(404);
    await expectAccessible(b.page, 'blurred image');
    await screenshot(b.page, 'chat-image-blurred-375');

    // "Expliciete foto's vervagen" off in the settings: the flagged image shows as it is; on again: blurred.
    const setBlur = async (on: boolean) => {
      await b.page.goto(`${journey.site.url}/settings`);
      const toggle = b.page.getByRole('switch', { name: "Expliciete foto's vervagen" });
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      expect(await toggle.isChecked()).toBe(!on);
      await Promise.all([
        b.page.waitForResponse(
          (r) => r.url().endsWith('/api/chat-settings') && r.request().method() === 'PUT' && r.ok(),
        ),
        toggle.click(),
      ]);
      await expect.poll(() => toggle.isChecked()).toBe(on);
      await b.page.goto(`${journey.site.url}/chats/${conversationId}`);
    };
    await setBlur(false);
    await b.page.getByRole('img', { name: 'Foto in het gesprek' }).waitFor();
    expect(await b.page.getByRole('img', { name: 'Vervaagde foto' }).count()).toBe(0);
    expect(await status('webp')).toBe(200);
    await screenshot(b.page, 'chat-image-blur-off-375');
    await setBlur(true);
    await flagged.getByRole('img', { name: 'Vervaagde foto' }).waitFor();
    expect(await b.page.getByRole('img', { name: 'Foto in het gesprek' }).count()).toBe(0);
    // The server holds the full image back again (asked past the browser's cache, which keeps
    // what she already saw).
    const fresh = await b.page.evaluate(
      async (url) => (await fetch(url, { cache: 'no-store' })).status,
      `/media/messages/${messageId}.webp`,
    );
    expect(fresh).toBe(404);

    await flagged.getByRole('button', { name: /Tik om te bekijken/ }).click();
    await b.page.getByRole('img', { name: 'Foto in het gesprek' }).waitFor();
    await b.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.chat-image');
      return img?.complete && img.naturalWidth === 480;
    });
    expect(await status('webp')).toBe(200);
    await screenshot(b.page, 'chat-image-revealed-375');
    await a.context.close();
    await b.context.close();
  });
});
