// Over 300 lines on purpose: the conversation API tests (limits, charging, held messages, images,
// history, deletion) share one app and database per file; the pure rules are in rules.test.ts.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creditLedger, messages, users } from '../../db/schema/index.ts';
import { memberWith, multipart, testAppOfFile } from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';

const t = testAppOfFile();

const send = (cookie: string, to: number, body = 'Hoi!', clientId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: clientId },
  });

async function ledgerSum(userId: number) {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.sum ?? 0;
}
async function credits(userId: number) {
  const [row] = await t.database.db.select({ c: users.credits }).from(users).where(eq(users.id, userId));
  return row?.c ?? -1;
}

describe('POST /api/messages', () => {
  it('stores the message, charges message_credits and answers the balance', async () => {
    const a = await memberWith(t, 12);
    const b = await memberWith(t, 0);
    const response = await send(a.cookie, b.id, 'Hallo Bo');
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ credits: 7, message: { body: 'Hallo Bo', from_me: true, type: 'text' } });
    expect(await ledgerSum(a.id)).toBe(await credits(a.id));
    const chats = (
      await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })
    ).json().chats;
    expect(chats).toEqual([
      expect.objectContaining({
        conversation: { id: answer.conversation.id },
        num_unread_messages: 1,
        profile: expect.objectContaining({ id: a.id }),
      }),
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${answer.conversation.id}/read`,
      headers: { cookie: b.cookie },
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })
    ).json().chats;
    expect(after[0].num_unread_messages).toBe(0);
  });

  it('refuses a message without enough credits with "Je hebt onvoldoende credits" and stores nothing', async () => {
    const a = await memberWith(t, 4);
    const b = await memberWith(t, 0);
    const response = await send(a.cookie, b.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'insufficient_credits',
      message: 'Je hebt onvoldoende credits',
    });
    expect(await credits(a.id)).toBe(4);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([]);
  });

  it('with credits for one message, 200 concurrent sends deliver exactly one', async () => {
    const a = await memberWith(t, 5);
    const b = await memberWith(t, 0);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(a.cookie, b.id, `bericht ${i}`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(199);
    expect(await credits(a.id)).toBe(0);
    expect(await ledgerSum(a.id)).toBe(0);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);
  });

  it('the same client_id 50 times in parallel is one message and one debit', async () => {
    const a = await memberWith(t, 100);
    const b = await memberWith(t, 0);
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(a.cookie, b.id, 'Eén keer', clientId)),
    );
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.json().message.id)).size).toBe(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);
    expect(await credits(a.id)).toBe(95);
    expect(await ledgerSum(a.id)).toBe(95);
  });

  it('scopes client_id to the conversation: to another member it is a new message; other content is 409', async () => {
    const a = await memberWith(t, 100);
    const [b, c] = [await memberWith(t, 0), await memberWith(t, 0)];
    const clientId = randomUUID();
    const toB = await send(a.cookie, b.id, 'Voor Bo', clientId);
    expect(toB.statusCode).toBe(201);
    // The same key to another member: that member gets their own message, charged once.
    const toC = await send(a.cookie, c.id, 'Voor Cas', clientId);
    expect(toC.statusCode).toBe(201);
    expect(toC.json().message).toMatchObject({ body: 'Voor Cas' });
    expect(toC.json().conversation.id).not.toBe(toB.json().conversation.id);
    expect(await credits(a.id)).toBe(90);
    // The same key to the same member with other content: refused in the member's language.
    const clash = await send(a.cookie, b.id, 'Iets anders', clientId);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'client_id_conflict',
      message:
        'Dit bericht is al verstuurd met een andere inhoud. Vernieuw de pagina en verstuur je nieuwe bericht opnieuw.',
    });
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie, 'accept-language': 'en' },
      payload: { type: 'gift', profile_id: b.id, gift_id: 'rose', client_id: clientId },
    });
    expect(gift.statusCode).toBe(409);
    expect(gift.json().error).toBe('client_id_conflict');
    // The same content again, many at once: the first message, nothing charged again.
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => send(a.cookie, b.id, 'Voor Bo', clientId)),
    );
    expect(retries.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(retries.map((r) => r.json().message.id))).toEqual(new Set([toB.json().message.id]));
    expect(await credits(a.id)).toBe(90);
    expect(await ledgerSum(a.id)).toBe(90);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(2);
  });

  it('lets a free member start 2 conversations; the 3rd is refused, a reply is not a new one', async () => {
    const a = await memberWith(t, 100);
    const [b, c, d] = [await memberWith(t, 100), await memberWith(t, 0), await memberWith(t, 0)];
    expect((await send(a.cookie, b.id)).statusCode).toBe(201);
    expect((await send(a.cookie, c.id)).statusCode).toBe(201);
    const third = await send(a.cookie, d.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      error: 'conversation_limit',
      message: 'Als gratis lid kun je 2 gesprekken beginnen. Word premium lid om met meer leden te chatten.',
    });
    expect(await credits(a.id)).toBe(90);
    // More messages in a started conversation, and a reply from someone a wrote to, are fine.
    expect((await send(a.cookie, b.id)).statusCode).toBe(201);
    expect((await send(b.cookie, a.id)).statusCode).toBe(201);
    // A conversation someone else started does not count against a.
    const e = await memberWith(t, 100);
    expect((await send(e.cookie, a.id)).statusCode).toBe(201);
    expect((await send(a.cookie, e.id)).statusCode).toBe(201);
    // Premium members have no limit.
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, a.id));
    expect((await send(a.cookie, d.id)).statusCode).toBe(201);
  });

  it('holds messages to an unconfirmed member until they confirm', async () => {
    const a = await memberWith(t, 20);
    const b = await memberWith(t, 0, { status: 'not_confirmed' });
    const sent = (await send(a.cookie, b.id, 'Welkom!')).json();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })).json()
        .chats,
    ).toEqual([]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${sent.conversation.id}/messages`,
      headers: { cookie: b.cookie },
    });
    expect(page.json().messages).toEqual([]);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, b.id));
    const chats = (
      await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })
    ).json().chats;
    expect(chats).toEqual([
      expect.objectContaining({
        num_unread_messages: 1,
        last_message: expect.objectContaining({ body: 'Welkom!' }),
      }),
    ]);
  });

  it('refuses sends across a block either way and charges nothing', async () => {
    const a = await memberWith(t, 50, { name: 'Amir' });
    const b = await memberWith(t, 50, { name: 'Bea' });
    await t.app.inject({ method: 'POST', url: `/api/blocks/${a.id}`, headers: { cookie: b.cookie } });
    const toBlocker = await send(a.cookie, b.id);
    expect(toBlocker.statusCode).toBe(403);
    expect(toBlocker.json().message).toBe(
      'Bea heeft je geblokkeerd. Je kunt het profiel van Bea niet meer bekijken.',
    );
    expect((await send(b.cookie, a.id)).statusCode).toBe(403);
    expect([await credits(a.id), await credits(b.id)]).toEqual([50, 50]);
  });

  it('refuses an unconfirmed sender, an empty or too long message', async () => {
    const a = await memberWith(t, 50, { status: 'not_confirmed' });
    const b = await memberWith(t, 0);
    expect((await send(a.cookie, b.id)).json().error).toBe('not_confirmed');
    const c = await memberWith(t, 50);
    expect((await send(c.cookie, b.id, '   ')).json().fields.body).toBe('Typ eerst een bericht.');
    const long = await send(c.cookie, b.id, 'x'.repeat(1001));
    expect(long.json().fields.body).toBe('Je bericht mag hoogstens 1000 tekens hebben.');
    expect(await credits(c.id)).toBe(50);
  });

  it('sends a gift from the catalogue for gift_credits', async () => {
    const a = await memberWith(t, 20);
    const b = await memberWith(t, 0);
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload: { type: 'gift', profile_id: b.id, gift_id: 'rose', client_id: randomUUID() },
    });
    expect(gift.statusCode).toBe(201);
    expect(gift.json()).toMatchObject({ credits: 5, message: { type: 'gift', gift_id: 'rose' } });
  });
});

describe('image messages', () => {
  /** A phone JPEG with GPS in its EXIF. */
  const gpsJpeg = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: '#36c' } })
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
      .toBuffer();

  async function uploadImage(cookie: string, data: Buffer) {
    const body = multipart(data, 'image', 'chat.jpg');
    return t.app.inject({
      method: 'POST',
      url: '/api/chat-images',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  const sendImage = (cookie: string, to: number, imageKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { type: 'image', profile_id: to, image_key: imageKey, client_id: randomUUID() },
    });

  it('re-encodes the upload, charges photo_credits on send and shows it to both members only', async () => {
    const a = await memberWith(t, 25);
    const b = await memberWith(t, 0);
    const stranger = await memberWith(t, 0);
    const original = await gpsJpeg();
    expect(exifReader((await sharp(original).metadata()).exif as Buffer).GPSInfo).toBeDefined();
    const uploaded = await uploadImage(a.cookie, original);
    expect(uploaded.statusCode).toBe(201);
    const imageKey = uploaded.json().image_key as string;
    // Uploading charges nothing; sending does.
    expect(await credits(a.id)).toBe(25);
    const sent = await sendImage(a.cookie, b.id, imageKey);
    expect(sent.statusCode).toBe(201);
    const message = sent.json().message;
    expect(sent.json().credits).toBe(15);
    expect(message).toMatchObject({
      type: 'image',
      body: null,
      image: { filename: `messages/${message.id}.webp`, thumb_filename: `messages/${message.id}.thumb.webp` },
    });
    expect(await ledgerSum(a.id)).toBe(15);
    // Screened (the test app's scripted classifier: neutral), so B gets it unblurred.
    await t.app.deps.jobs.runQueued('image-screen');

    const forB = await t.app.inject({
      method: 'GET',
      url: `/media/${message.image.filename}`,
      headers: { cookie: b.cookie },
    });
    expect(forB.statusCode).toBe(200);
    expect(forB.headers['content-type']).toBe('image/webp');
    const meta = await sharp(forB.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1200);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/media/${message.image.thumb_filename}`,
      headers: { cookie: a.cookie },
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    for (const cookie of [stranger.cookie, '']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/media/${message.image.filename}`,
        headers: cookie ? { cookie } : {},
      });
      expect(other.statusCode).toBeGreaterThanOrEqual(401);
    }
    // Deleted for B: the image is gone for B, still there for A.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${message.id}`,
      headers: { cookie: b.cookie },
    });
    const afterDelete = await t.app.inject({
      method: 'GET',
      url: `/media/${message.image.filename}`,
      headers: { cookie: b.cookie },
    });
    expect(afterDelete.statusCode).toBe(404);
  });

  it("refuses a file that is no image, a key that is not the sender's, and too few credits", async () => {
    const a = await memberWith(t, 25);
    const poor = await memberWith(t, 9);
    const b = await memberWith(t, 0);
    const text = await uploadImage(a.cookie, Buffer.from('<?php echo 1; ?>'));
    expect(text.statusCode).toBe(400);
    expect(text.json().fields.photo).toBeTruthy();
    const key = (await uploadImage(a.cookie, await gpsJpeg())).json().image_key;
    const stolen = await sendImage(b.cookie, a.id, key);
    expect(stolen.statusCode).toBe(400);
    const poorKey = (await uploadImage(poor.cookie, await gpsJpeg())).json().image_key;
    const tooPoor = await sendImage(poor.cookie, b.id, poorKey);
    expect(tooPoor.statusCode).toBe(402);
    expect(tooPoor.json().message).toBe('Je hebt onvoldoende credits');
    expect(await credits(poor.id)).toBe(9);
  });
});

describe('conversations', () => {
  it('pages messages oldest first, deletes a message and the conversation for the viewer only', async () => {
    const a = await memberWith(t, 500);
    const b = await memberWith(t, 0);
    let conversation = 0;
    for (let i = 0; i < 35; i++) conversation = (await send(a.cookie, b.id, `m${i}`)).json().conversation.id;
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages`,
        headers: { cookie: b.cookie },
      })
    ).json();
    expect(first.messages).toHaveLength(30);
    expect(first.has_more).toBe(true);
    expect(first.messages[0].body).toBe('m5');
    expect(first.messages[29].body).toBe('m34');
    const older = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages?before=${first.messages[0].id}`,
        headers: { cookie: b.cookie },
      })
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.has_more).toBe(false);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${first.messages[29].id}`,
      headers: { cookie: b.cookie },
    });
    const afterDelete = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages`,
        headers: { cookie: b.cookie },
      })
    ).json();
    expect(afterDelete.messages.at(-1).body).toBe('m33');
    const senderView = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chats/${conversation}/messages`,
        headers: { cookie: a.cookie },
      })
    ).json();
    expect(senderView.messages.at(-1).body).toBe('m34');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/chat.php',
      headers: { cookie: b.cookie },
      payload: { conversation },
    });
    expect(removed.json()).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } })).json()
        .chats,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: a.cookie } })).json()
        .chats,
    ).toHaveLength(1);
    const outsider = await memberWith(t, 0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/chats/${conversation}/messages`,
          headers: { cookie: outsider.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('messages to fictional profiles', () => {
  it('wait in the operator queue until the fictional profile answers, and only admins see it', async () => {
    const { profiles } = await import('../../db/schema/index.ts');
    const a = await memberWith(t, 50);
    const fictional = await memberWith(t, 1000, { name: 'Fictief' });
    await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, fictional.id));
    const sent = (await send(a.cookie, fictional.id, 'Hallo daar')).json();
    expect(sent.message.body).toBe('Hallo daar');
    const admin = await buildStaff(t, 'operator');
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/operator/queue',
        headers: { cookie: admin.cookie },
      })
    ).json().queue;
    expect(queue).toContainEqual(
      expect.objectContaining({
        conversation_id: sent.conversation.id,
        member: expect.objectContaining({ id: a.id }),
        profile: { id: fictional.id, name: 'Fictief' },
        last_message: expect.objectContaining({ body: 'Hallo daar' }),
      }),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/operator/queue', headers: { cookie: a.cookie } }))
        .statusCode,
    ).toBe(403);
    await send(fictional.cookie, a.id, 'Hoi!');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/operator/queue',
        headers: { cookie: admin.cookie },
      })
    ).json().queue;
    expect(after.map((q: { conversation_id: number }) => q.conversation_id)).not.toContain(
      sent.conversation.id,
    );
  });
});
