/**
 * Over 300 lines on purpose: one table of cases per route, kept in one file so the coverage check
 * sees every entry.
 *
 * Issue 9 (outside review, kept as tests): no member reaches another member's objects by id.
 *
 * One matrix entry per route that takes an id (in the path, the body or the query). In each,
 * member A owns the object; member B (and where it matters the other party, an admin acting as a
 * member, or A on an admin route) and a visitor without a session try to read, change or delete
 * it. Each attempt must get the route's refusal (403/404, or a no-op 200 where the route only
 * ever acts on the caller's own rows) AND leave everything A owns in the database exactly as it
 * was. A positive control per route proves the request itself works for the rightful caller.
 *
 * The first test derives the id-taking routes from the app itself (every registered route with
 * a path parameter, and every OpenAPI operation with an id-like body or query field) and fails
 * when one is missing from the matrix: a new route must get an entry here.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  conversationMembers,
  creditLedger,
  creditPackages,
  inviteCodes,
  likes,
  mandates,
  messages,
  orders,
  photos,
  profiles,
  sandboxPayments,
  smsOutbox,
  swipePasses,
  users,
} from '../db/schema/index.ts';
import { acceptStep, factorOf, startEnrolment } from '../modules/staff/factors.ts';
import { totpKey } from '../modules/staff/secret-box.ts';
import { newTotpSecret } from '../modules/staff/totp.ts';
import { directDebitForm } from '../test/forms.ts';
import { buildMember, buildTestApp, grantCredits, login, multipart, type TestApp } from '../test/helpers.ts';
import { buildStaff } from '../test/staff.ts';
import { bodyFields, openApiDocument, openApiOperations, registeredRoutes, routeKey } from './routes.ts';

let t: TestApp;

interface Who {
  id: number;
  email: string;
  cookie: string | null;
}
const visitor: Who = { id: 0, email: '', cookie: null };

/** A confirmed, logged-in member (optionally with credits booked through the ledger). */
async function member(overrides: Parameters<typeof buildMember>[1] = {}, credits = 0): Promise<Who> {
  const m = await buildMember(t, overrides);
  if (credits > 0) await grantCredits(t, m.id, credits);
  return { ...m, cookie: await login(t, m.email) };
}

function call(who: Who, method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) {
  return t.app.inject({
    method,
    url,
    headers: who.cookie ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;

/** A refusal: the status and the error code of API.md. */
function expectRefused(response: Response, status: number, error: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error, message: expect.any(String) });
}

/** A no-op answer of a route that only ever touches the caller's own rows. */
function expectOk(response: Response, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Everything member `owner` has in the database (rows compared whole). */
async function ownedBy(owner: Who) {
  const { db } = t.database;
  const id = owner.id;
  const conversationIds = (
    await db
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, id))
  ).map((r) => r.id);
  const orderRows = await db.select().from(orders).where(eq(orders.userId, id)).orderBy(orders.id);
  const paymentIds = orderRows.flatMap((o) => (o.providerPaymentId ? [o.providerPaymentId] : []));
  return {
    user: await db.select().from(users).where(eq(users.id, id)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, id)),
    photos: await db.select().from(photos).where(eq(photos.userId, id)).orderBy(photos.id),
    likes: await db
      .select()
      .from(likes)
      .where(or(eq(likes.likerId, id), eq(likes.likedId, id)))
      .orderBy(likes.likerId, likes.likedId),
    blocks: await db
      .select()
      .from(blocks)
      .where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)))
      .orderBy(blocks.blockerId, blocks.blockedId),
    passes: await db.select().from(swipePasses).where(eq(swipePasses.userId, id)),
    conversationSides:
      conversationIds.length === 0
        ? []
        : await db
            .select()
            .from(conversationMembers)
            .where(inArray(conversationMembers.conversationId, conversationIds))
            .orderBy(conversationMembers.conversationId, conversationMembers.userId),
    messages:
      conversationIds.length === 0
        ? []
        : await db
            .select()
            .from(messages)
            .where(inArray(messages.conversationId, conversationIds))
            .orderBy(messages.id),
    orders: orderRows,
    payments:
      paymentIds.length === 0
        ? []
        : await db
            .select()
            .from(sandboxPayments)
            .where(inArray(sandboxPayments.id, paymentIds))
            .orderBy(sandboxPayments.id),
    mandates: await db.select().from(mandates).where(eq(mandates.userId, id)).orderBy(mandates.id),
    ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, id)).orderBy(creditLedger.id),
  };
}

/** Run the attempts and assert that nothing `owner` has changed meanwhile. */
async function nothingChanged(owner: Who, attempts: () => Promise<void>) {
  const before = await ownedBy(owner);
  await attempts();
  expect(await ownedBy(owner)).toEqual(before);
}

/** A small JPEG; `seed` changes the colour so every upload is a different picture. */
const jpeg = (seed: number) =>
  sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: (seed * 53) % 256, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();

async function uploadPhoto(who: Who, seed: number): Promise<number> {
  const body = multipart(await jpeg(seed));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...body.headers, cookie: who.cookie ?? '' },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().photo.id;
}

async function review(ids: number[]) {
  expectOk(await call(admin, 'POST', '/api/admin/photos/review', { ids, approve: true }));
}

async function sendText(from: Who, to: Who, body = 'Hoi!', clientId = randomUUID()) {
  const response = await call(from, 'POST', '/api/messages', {
    type: 'text',
    profile_id: to.id,
    body,
    client_id: clientId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { message: { id: number }; conversation: { id: number } };
}

async function packageOf(country: string) {
  const [row] = await t.database.db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.country, country), eq(creditPackages.active, true)))
    .orderBy(creditPackages.amountCents)
    .limit(1);
  if (!row) throw new Error(`no package for ${country}`);
  return row;
}

async function placeOrder(who: Who) {
  const response = await call(who, 'POST', '/api/orders', {
    package_id: (await packageOf('NL')).id,
    method: 'ideal',
    withdrawal_consent: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { order } = response.json() as { order: { id: number; payment_id: string } };
  return order;
}

async function payAtSandbox(paymentId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${paymentId}`,
    payload: { status: 'paid' },
  });
  expect(response.statusCode, response.body).toBe(303);
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

let admin: Who;
/** The owner of every object below. */
let a: Who;
/** Another member: free, not premium. */
let b: Who;
/** A's chat partner. */
let c: Who;
/** A premium member (sees every approved photo). */
let premium: Who;

/** A's photos: approved main, approved but locked (not main), under review. */
const photo = { main: 0, locked: 0, review: 0 };
/** A's conversation with C: a text and an image message from A. */
const chat = { conversation: 0, text: 0, textClientId: randomUUID(), image: 0 };
/** A's orders: open (not paid) and paid (refundable). */
const order = { open: 0, openPayment: '', paid: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildStaff(t, 'admin');
  a = await member({ name: 'Anna', gender: 'female', signupDate: new Date('2026-01-01T00:00:00Z') }, 100);
  b = await member({ name: 'Bram', gender: 'male' }, 100);
  c = await member({ name: 'Cas', gender: 'male' }, 100);
  premium = await member({ name: 'Pim', gender: 'male', paidUser: true });

  // A pays first (no discount code is held afterwards), so A is premium with up to 25 photos.
  const paid = await placeOrder(a);
  await payAtSandbox(paid.payment_id);
  order.paid = paid.id;
  expect((await orderRow(paid.id))?.status).toBe('paid');
  const open = await placeOrder(a);
  order.open = open.id;
  order.openPayment = open.payment_id;

  photo.main = await uploadPhoto(a, 1);
  photo.locked = await uploadPhoto(a, 2);
  photo.review = await uploadPhoto(a, 3);
  await review([photo.main]);
  await review([photo.locked]);
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, a.id));
  expect(profile?.mainPhotoId).toBe(photo.main);

  const text = await sendText(a, c, 'Hallo Cas', chat.textClientId);
  chat.conversation = text.conversation.id;
  chat.text = text.message.id;
  const image = multipart(await jpeg(9), 'image');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/chat-images',
    headers: { ...image.headers, cookie: a.cookie ?? '' },
    payload: image.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const sent = await call(a, 'POST', '/api/messages', {
    type: 'image',
    profile_id: c.id,
    image_key: uploaded.json().image_key,
    client_id: randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  chat.image = sent.json().message.id;
  // The screening (scripted: neutral) clears it, so its recipient gets it unblurred.
  await t.app.deps.jobs.runQueued('image-screen');
});
afterAll(() => t.close());

interface Entry {
  /** `METHOD /path` as Fastify registers it. */
  route: string;
  /** Id fields of the body or query this entry covers (besides path parameters). */
  fields?: string[];
  run: () => Promise<void>;
}

const matrix: Entry[] = [
  {
    route: 'GET /api/members/:id',
    run: async () => {
      const blockedByA = await member();
      expectOk(await call(a, 'POST', `/api/blocks/${blockedByA.id}`));
      await nothingChanged(a, async () => {
        // B sees the profile, but only the approved main photo's files; nothing under review.
        const seen = await call(b, 'GET', `/api/members/${a.id}`);
        expectOk(seen);
        const shown = seen.json().profile.photos as Array<Record<string, unknown>>;
        expect(shown.map((p) => p.id).sort()).toEqual([photo.main, photo.locked].sort());
        expect(shown.find((p) => p.id === photo.locked)).toMatchObject({
          locked: true,
          filename: null,
          thumb_filename: null,
        });
        expect(seen.body).not.toContain(`photos/${photo.locked}.`);
        expect(seen.body).not.toContain(`photos/${photo.review}.`);
        expectRefused(await call(blockedByA, 'GET', `/api/members/${a.id}`), 403, 'blocked');
        // logged_out_search is off by default: visitors see no profiles.
        expectRefused(await call(visitor, 'GET', `/api/members/${a.id}`), 403, 'authentication_required');
      });
      const own = await call(a, 'GET', `/api/members/${a.id}`);
      expectOk(own);
      const mine = own.json().profile.photos as Array<Record<string, unknown>>;
      expect(mine.map((p) => [p.id, p.locked]).sort()).toEqual(
        [
          [photo.main, false],
          [photo.locked, false],
          [photo.review, false],
        ].sort(),
      );
    },
  },
  {
    route: 'GET /media/photos/:file',
    run: async () => {
      const blockedByA = await member();
      expectOk(await call(a, 'POST', `/api/blocks/${blockedByA.id}`));
      await nothingChanged(a, async () => {
        for (const suffix of ['webp', 'thumb.webp']) {
          // The approved main photo is public; the others are not, and never for someone A blocked.
          expectOk(await call(visitor, 'GET', `/media/photos/${photo.main}.${suffix}`));
          expectRefused(
            await call(blockedByA, 'GET', `/media/photos/${photo.main}.${suffix}`),
            403,
            'forbidden',
          );
          for (const who of [visitor, b]) {
            expectRefused(
              await call(who, 'GET', `/media/photos/${photo.locked}.${suffix}`),
              403,
              'forbidden',
            );
            expectRefused(
              await call(who, 'GET', `/media/photos/${photo.review}.${suffix}`),
              403,
              'forbidden',
            );
          }
          // Premium members see every approved photo, never one under review.
          expectOk(await call(premium, 'GET', `/media/photos/${photo.locked}.${suffix}`));
          expectRefused(
            await call(premium, 'GET', `/media/photos/${photo.review}.${suffix}`),
            403,
            'forbidden',
          );
        }
      });
      for (const id of [photo.main, photo.locked, photo.review]) {
        const own = await call(a, 'GET', `/media/photos/${id}.webp`);
        expectOk(own);
        expect(own.headers['content-type']).toBe('image/webp');
      }
      // Admins review photos, so they see those under review.
      expectOk(await call(admin, 'GET', `/media/photos/${photo.review}.thumb.webp`));
    },
  },
  {
    route: 'DELETE /api/photos/:id',
    run: async () => {
      const target = await uploadPhoto(a, 4);
      await nothingChanged(a, async () => {
        for (const who of [b, admin]) {
          expectRefused(await call(who, 'DELETE', `/api/photos/${target}`), 404, 'not_found');
        }
        expectRefused(await call(visitor, 'DELETE', `/api/photos/${target}`), 403, 'authentication_required');
      });
      expectOk(await call(a, 'GET', `/media/photos/${target}.webp`));
      expectOk(await call(a, 'DELETE', `/api/photos/${target}`));
      expect(await t.database.db.select().from(photos).where(eq(photos.id, target))).toEqual([]);
      expectRefused(await call(a, 'GET', `/media/photos/${target}.webp`), 404, 'not_found');
    },
  },
  {
    route: 'PUT /api/photos/:id/main',
    run: async () => {
      const bPhoto = await uploadPhoto(b, 5);
      await review([bPhoto]);
      const bBefore = await ownedBy(b);
      await nothingChanged(a, async () => {
        expectRefused(await call(b, 'PUT', `/api/photos/${photo.locked}/main`), 404, 'not_found');
        // Nor can A make B's photo the main photo of A (or of B).
        expectRefused(await call(a, 'PUT', `/api/photos/${bPhoto}/main`), 404, 'not_found');
        expectRefused(
          await call(visitor, 'PUT', `/api/photos/${photo.locked}/main`),
          403,
          'authentication_required',
        );
      });
      expect(await ownedBy(b)).toEqual(bBefore);
      expectOk(await call(a, 'PUT', `/api/photos/${photo.locked}/main`));
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, a.id));
      expect(profile?.mainPhotoId).toBe(photo.locked);
      expectOk(await call(a, 'PUT', `/api/photos/${photo.main}/main`));
    },
  },
  {
    route: 'POST /api/likes/:profileId',
    run: async () => {
      const target = await member({ gender: 'male' });
      await nothingChanged(a, async () => {
        // B's like is B's own: it never becomes a like by A.
        expectOk(await call(b, 'POST', `/api/likes/${target.id}`));
        expectRefused(await call(visitor, 'POST', `/api/likes/${target.id}`), 403, 'authentication_required');
      });
      expect(await t.database.db.select().from(likes).where(eq(likes.likedId, target.id))).toEqual([
        expect.objectContaining({ likerId: b.id }),
      ]);
      expectOk(await call(a, 'POST', `/api/likes/${target.id}`));
      expect(
        await t.database.db
          .select()
          .from(likes)
          .where(and(eq(likes.likerId, a.id), eq(likes.likedId, target.id))),
      ).toHaveLength(1);
    },
  },
  {
    route: 'DELETE /api/likes/:profileId',
    run: async () => {
      const liked = await member({ gender: 'male' });
      expectOk(await call(a, 'POST', `/api/likes/${liked.id}`));
      await nothingChanged(a, async () => {
        // Taking a like back only ever removes the caller's own like: a no-op for them.
        expectOk(await call(b, 'DELETE', `/api/likes/${liked.id}`));
        expectOk(await call(liked, 'DELETE', `/api/likes/${a.id}`));
        expectRefused(
          await call(visitor, 'DELETE', `/api/likes/${liked.id}`),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(a, 'DELETE', `/api/likes/${liked.id}`));
      expect(
        await t.database.db
          .select()
          .from(likes)
          .where(and(eq(likes.likerId, a.id), eq(likes.likedId, liked.id))),
      ).toEqual([]);
    },
  },
  {
    route: 'POST /api/likes/:profileId/seen',
    run: async () => {
      const liker = await member({ gender: 'male' });
      expectOk(await call(liker, 'POST', `/api/likes/${a.id}`));
      const seenAt = async () =>
        (
          await t.database.db
            .select({ seenAt: likes.seenAt })
            .from(likes)
            .where(and(eq(likes.likerId, liker.id), eq(likes.likedId, a.id)))
        )[0]?.seenAt;
      expect(await seenAt()).toBeNull();
      await nothingChanged(a, async () => {
        expectOk(await call(b, 'POST', `/api/likes/${liker.id}/seen`));
        expectOk(await call(liker, 'POST', `/api/likes/${a.id}/seen`));
        expectRefused(
          await call(visitor, 'POST', `/api/likes/${liker.id}/seen`),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(a, 'POST', `/api/likes/${liker.id}/seen`));
      expect(await seenAt()).toBeInstanceOf(Date);
    },
  },
  {
    route: 'POST /api/swipe-game/pass/:profileId',
    run: async () => {
      const target = await member({ gender: 'male' });
      await nothingChanged(a, async () => {
        expectOk(await call(b, 'POST', `/api/swipe-game/pass/${target.id}`));
        expectRefused(
          await call(visitor, 'POST', `/api/swipe-game/pass/${target.id}`),
          403,
          'authentication_required',
        );
      });
      expect(
        await t.database.db.select().from(swipePasses).where(eq(swipePasses.targetId, target.id)),
      ).toEqual([expect.objectContaining({ userId: b.id })]);
      expectOk(await call(a, 'POST', `/api/swipe-game/pass/${target.id}`));
      expect(
        await t.database.db
          .select()
          .from(swipePasses)
          .where(and(eq(swipePasses.userId, a.id), eq(swipePasses.targetId, target.id))),
      ).toHaveLength(1);
    },
  },
  {
    route: 'POST /api/blocks/:profileId',
    run: async () => {
      const target = await member();
      await nothingChanged(a, async () => {
        expectOk(await call(b, 'POST', `/api/blocks/${target.id}`));
        expectRefused(
          await call(visitor, 'POST', `/api/blocks/${target.id}`),
          403,
          'authentication_required',
        );
      });
      expect(await t.database.db.select().from(blocks).where(eq(blocks.blockedId, target.id))).toEqual([
        expect.objectContaining({ blockerId: b.id }),
      ]);
      expectOk(await call(a, 'POST', `/api/blocks/${target.id}`));
      expectRefused(await call(target, 'GET', `/api/members/${a.id}`), 403, 'blocked');
    },
  },
  {
    route: 'DELETE /api/blocks/:profileId',
    run: async () => {
      const blocked = await member();
      expectOk(await call(a, 'POST', `/api/blocks/${blocked.id}`));
      await nothingChanged(a, async () => {
        // The blocked member cannot lift A's block, nor can anyone else.
        expectOk(await call(blocked, 'DELETE', `/api/blocks/${a.id}`));
        expectOk(await call(b, 'DELETE', `/api/blocks/${blocked.id}`));
        expectRefused(
          await call(visitor, 'DELETE', `/api/blocks/${blocked.id}`),
          403,
          'authentication_required',
        );
      });
      expectRefused(await call(blocked, 'GET', `/api/members/${a.id}`), 403, 'blocked');
      expectOk(await call(a, 'DELETE', `/api/blocks/${blocked.id}`));
      expectOk(await call(blocked, 'GET', `/api/members/${a.id}`));
    },
  },
  {
    route: 'GET /api/chats/:id/messages',
    fields: ['before'],
    run: async () => {
      await nothingChanged(a, async () => {
        for (const who of [b, admin]) {
          expectRefused(await call(who, 'GET', `/api/chats/${chat.conversation}/messages`), 404, 'not_found');
          expectRefused(
            await call(who, 'GET', `/api/chats/${chat.conversation}/messages?before=${chat.image + 1}`),
            404,
            'not_found',
          );
        }
        expectRefused(
          await call(visitor, 'GET', `/api/chats/${chat.conversation}/messages`),
          403,
          'authentication_required',
        );
      });
      // B's own conversation, paged from far beyond every message id, shows only B's messages.
      const own = await sendText(b, premium, 'Hoi Pim');
      const paged = await call(
        b,
        'GET',
        `/api/chats/${own.conversation.id}/messages?before=${own.message.id + 1000}`,
      );
      expectOk(paged);
      expect(paged.json().messages.map((m: { id: number }) => m.id)).toEqual([own.message.id]);
      for (const who of [a, c]) {
        const page = await call(who, 'GET', `/api/chats/${chat.conversation}/messages`);
        expectOk(page);
        expect(page.json().messages.map((m: { id: number }) => m.id)).toEqual(
          expect.arrayContaining([chat.text, chat.image]),
        );
      }
    },
  },
  {
    route: 'POST /api/chats/:id/read',
    run: async () => {
      const partner = await member({ gender: 'male' });
      const { conversation } = await sendText(a, partner, 'Lees je dit?');
      await nothingChanged(a, async () => {
        expectRefused(await call(b, 'POST', `/api/chats/${conversation.id}/read`), 404, 'not_found');
        expectRefused(
          await call(visitor, 'POST', `/api/chats/${conversation.id}/read`),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(partner, 'POST', `/api/chats/${conversation.id}/read`));
      const [side] = await t.database.db
        .select()
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversation.id),
            eq(conversationMembers.userId, partner.id),
          ),
        );
      expect(side?.unread).toBe(0);
      const unread = await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), isNotNull(messages.readAt)));
      expect(unread).toHaveLength(1);
    },
  },
  {
    route: 'DELETE /api/chat.php',
    fields: ['conversation'],
    run: async () => {
      const partner = await member({ gender: 'male' });
      const { conversation } = await sendText(a, partner, 'Tot later');
      await nothingChanged(a, async () => {
        expectRefused(
          await call(b, 'DELETE', '/api/chat.php', { conversation: conversation.id }),
          404,
          'not_found',
        );
        expectRefused(
          await call(visitor, 'DELETE', '/api/chat.php', { conversation: conversation.id }),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(a, 'DELETE', '/api/chat.php', { conversation: conversation.id }));
      const sides = await t.database.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversation.id));
      expect(sides.find((s) => s.userId === a.id)?.removedAt).toBeInstanceOf(Date);
      // Removed for A only: the partner still has it.
      expect(sides.find((s) => s.userId === partner.id)?.removedAt).toBeNull();
    },
  },
  {
    route: 'POST /api/messages',
    // gift_id names an entry of the gift catalogue, which nobody owns.
    fields: ['profile_id', 'client_id', 'gift_id'],
    run: async () => {
      await nothingChanged(a, async () => {
        // Ids of A's conversation or of A as sender in the body are not fields of the request.
        const response = await call(b, 'POST', '/api/messages', {
          type: 'text',
          profile_id: c.id,
          body: 'Van Bram',
          client_id: randomUUID(),
          sender_id: a.id,
          conversation_id: chat.conversation,
        });
        expectOk(response, 201);
        expect(response.json().conversation.id).not.toBe(chat.conversation);
        // A resend answers the first message of the same sender only: A's client_id gives B nothing of A's.
        const replay = await call(b, 'POST', '/api/messages', {
          type: 'text',
          profile_id: c.id,
          body: 'Zelfde sleutel',
          client_id: chat.textClientId,
        });
        expectOk(replay, 201);
        expect(replay.json().message).toMatchObject({ body: 'Zelfde sleutel', sender_id: b.id });
        expect(replay.body).not.toContain('Hallo Cas');
        expectRefused(
          await call(visitor, 'POST', '/api/messages', {
            type: 'text',
            profile_id: c.id,
            body: 'Van niemand',
            client_id: randomUUID(),
          }),
          403,
          'authentication_required',
        );
      });
      const fromB = await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, b.id), eq(messages.recipientId, c.id)))
        .orderBy(messages.id);
      expect(fromB.map((m) => m.body)).toEqual(['Van Bram', 'Zelfde sleutel']);
      const mine = await sendText(a, c, 'Nog een');
      expect(mine.conversation.id).toBe(chat.conversation);
    },
  },
  {
    route: 'DELETE /api/messages/:id',
    run: async () => {
      const partner = await member({ gender: 'male' });
      const sent = await sendText(a, partner, 'Wis mij niet');
      await nothingChanged(a, async () => {
        expectRefused(await call(b, 'DELETE', `/api/messages/${sent.message.id}`), 404, 'not_found');
        expectRefused(
          await call(visitor, 'DELETE', `/api/messages/${sent.message.id}`),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(partner, 'DELETE', `/api/messages/${sent.message.id}`));
      const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.message.id));
      expect(row).toMatchObject({ deletedByRecipient: true, deletedBySender: false });
    },
  },
  {
    route: 'POST /api/nudges/:id/edited',
    run: async () => {
      // A's first message to a new partner with a listed word is asked about ("Weet je het zeker?").
      const partner = await member({ gender: 'male' });
      const asked = await call(a, 'POST', '/api/messages', {
        type: 'text',
        profile_id: partner.id,
        body: 'Hoi lul',
        client_id: randomUUID(),
      });
      expect(asked.statusCode, asked.body).toBe(428);
      const nudge = asked.json().nudge_id as number;
      await nothingChanged(a, async () => {
        for (const who of [b, partner, admin]) {
          expectRefused(await call(who, 'POST', `/api/nudges/${nudge}/edited`), 404, 'not_found');
        }
        expectRefused(
          await call(visitor, 'POST', `/api/nudges/${nudge}/edited`),
          403,
          'authentication_required',
        );
      });
      expectOk(await call(a, 'POST', `/api/nudges/${nudge}/edited`));
      // Answered once: not again.
      expectRefused(await call(a, 'POST', `/api/nudges/${nudge}/edited`), 404, 'not_found');
    },
  },
  {
    route: 'GET /media/messages/:file',
    run: async () => {
      await nothingChanged(a, async () => {
        for (const suffix of ['webp', 'thumb.webp', 'blur.webp']) {
          for (const who of [b, admin, premium]) {
            expectRefused(
              await call(who, 'GET', `/media/messages/${chat.image}.${suffix}`),
              404,
              'not_found',
            );
          }
          expectRefused(
            await call(visitor, 'GET', `/media/messages/${chat.image}.${suffix}`),
            403,
            'authentication_required',
          );
        }
      });
      for (const who of [a, c]) {
        const image = await call(who, 'GET', `/media/messages/${chat.image}.webp`);
        expectOk(image);
        expect(image.headers['content-type']).toBe('image/webp');
      }
    },
  },
  {
    route: 'POST /api/messages/:id/reveal',
    run: async () => {
      await nothingChanged(a, async () => {
        for (const who of [b, admin, premium]) {
          expectRefused(await call(who, 'POST', `/api/messages/${chat.image}/reveal`), 404, 'not_found');
        }
        expectRefused(
          await call(visitor, 'POST', `/api/messages/${chat.image}/reveal`),
          403,
          'authentication_required',
        );
      });
      const [before] = await t.database.db.select().from(messages).where(eq(messages.id, chat.image));
      expect(before?.imageRevealedAt).toBeNull();
      const revealed = await call(c, 'POST', `/api/messages/${chat.image}/reveal`);
      expectOk(revealed);
      expect(revealed.json().message).toMatchObject({ id: chat.image, blurred: false });
      const [after] = await t.database.db.select().from(messages).where(eq(messages.id, chat.image));
      expect(after?.imageRevealedAt).not.toBeNull();
    },
  },
  {
    route: 'GET /api/orders/:id',
    run: async () => {
      await nothingChanged(a, async () => {
        for (const who of [b, admin]) {
          expectRefused(await call(who, 'GET', `/api/orders/${order.open}`), 404, 'not_found');
        }
        expectRefused(
          await call(visitor, 'GET', `/api/orders/${order.open}`),
          403,
          'authentication_required',
        );
      });
      const own = await call(a, 'GET', `/api/orders/${order.open}`);
      expectOk(own);
      expect(own.json().order).toMatchObject({ id: order.open, status: 'open' });
    },
  },
  {
    route: 'POST /api/orders/:id/refund',
    run: async () => {
      await nothingChanged(a, async () => {
        expectRefused(await call(b, 'POST', `/api/orders/${order.paid}/refund`), 404, 'not_found');
        expectRefused(
          await call(visitor, 'POST', `/api/orders/${order.paid}/refund`),
          403,
          'authentication_required',
        );
      });
      expect((await orderRow(order.paid))?.refundRequestedAt).toBeNull();
      const own = await call(a, 'POST', `/api/orders/${order.paid}/refund`);
      expectOk(own);
      expect(own.json().order).toMatchObject({ id: order.paid, refund_requested: true });
    },
  },
  {
    route: 'POST /api/orders',
    fields: ['package_id'],
    run: async () => {
      const foreign = await packageOf('DE');
      const nl = await packageOf('NL');
      const buyer = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
      const ordersOf = (who: Who) => t.database.db.select().from(orders).where(eq(orders.userId, who.id));
      await nothingChanged(a, async () => {
        // Another country's package is not offered to this member.
        expectRefused(
          await call(buyer, 'POST', '/api/orders', {
            package_id: foreign.id,
            method: 'ideal',
            withdrawal_consent: true,
          }),
          404,
          'not_found',
        );
        // An order is always the caller's: a user_id in the body is not a field.
        const placed = await call(buyer, 'POST', '/api/orders', {
          package_id: nl.id,
          method: 'ideal',
          withdrawal_consent: true,
          user_id: a.id,
        });
        expectOk(placed, 201);
        expectRefused(
          await call(visitor, 'POST', '/api/orders', {
            package_id: nl.id,
            method: 'ideal',
            withdrawal_consent: true,
          }),
          403,
          'authentication_required',
        );
      });
      expect(await ordersOf(buyer)).toEqual([
        expect.objectContaining({ packageId: nl.id, credits: nl.credits }),
      ]);
    },
  },
  {
    route: 'POST /api/directdebit',
    fields: ['package_id'],
    run: async () => {
      const foreign = await packageOf('DE');
      const payer = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
      await nothingChanged(a, async () => {
        expectRefused(
          await call(payer, 'POST', '/api/directdebit', directDebitForm(foreign.id)),
          404,
          'not_found',
        );
        expectRefused(
          await call(visitor, 'POST', '/api/directdebit', directDebitForm((await packageOf('NL')).id)),
          403,
          'authentication_required',
        );
      });
      expect(await t.database.db.select().from(mandates).where(eq(mandates.userId, payer.id))).toEqual([]);
      const started = await call(payer, 'POST', '/api/directdebit', {
        ...directDebitForm((await packageOf('NL')).id),
        user_id: a.id,
      });
      expectOk(started, 201);
      const [row] = await t.database.db
        .select()
        .from(mandates)
        .where(eq(mandates.id, started.json().mandate.id));
      expect(row?.userId).toBe(payer.id);
    },
  },
  {
    route: 'POST /api/directdebit/:id/confirm',
    run: async () => {
      const started = await call(a, 'POST', '/api/directdebit', directDebitForm((await packageOf('NL')).id));
      expectOk(started, 201);
      const mandateId = started.json().mandate.id as number;
      const code = await lastSmsCode();
      await nothingChanged(a, async () => {
        // Even with the right code, only the member who started the mandate can sign it.
        expectRefused(
          await call(b, 'POST', `/api/directdebit/${mandateId}/confirm`, { code }),
          404,
          'not_found',
        );
        expectRefused(
          await call(visitor, 'POST', `/api/directdebit/${mandateId}/confirm`, { code }),
          403,
          'authentication_required',
        );
      });
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, b.id))).toEqual([]);
      const signed = await call(a, 'POST', `/api/directdebit/${mandateId}/confirm`, { code });
      expectOk(signed, 201);
      expect(signed.json().order).toMatchObject({ method: 'directdebit' });
      const [row] = await t.database.db.select().from(mandates).where(eq(mandates.id, mandateId));
      expect(row).toMatchObject({ status: 'signed', userId: a.id, attempts: 1 });
    },
  },
  {
    route: 'GET /api/discountcode.php',
    fields: ['package_id'],
    run: async () => {
      const foreign = await packageOf('DE');
      const nl = await packageOf('NL');
      const fresh = await member();
      await nothingChanged(a, async () => {
        expectRefused(
          await call(fresh, 'GET', `/api/discountcode.php?welcome=1&package_id=${foreign.id}`),
          404,
          'not_found',
        );
        expectRefused(
          await call(visitor, 'GET', `/api/discountcode.php?welcome=1&package_id=${nl.id}`),
          403,
          'authentication_required',
        );
      });
      const own = await call(fresh, 'GET', `/api/discountcode.php?welcome=1&package_id=${nl.id}`);
      expectOk(own);
      expect(own.json()).toMatchObject({ code: expect.any(String), status: 'active' });
    },
  },
  {
    route: 'POST /api/admin/refunds/:id',
    run: async () => {
      const paid = await placeOrder(a);
      await payAtSandbox(paid.payment_id);
      expectOk(await call(a, 'POST', `/api/orders/${paid.id}/refund`));
      await nothingChanged(a, async () => {
        // Members, the order's owner included, cannot have support refund an order.
        for (const who of [b, a]) {
          expectRefused(await call(who, 'POST', `/api/admin/refunds/${paid.id}`), 403, 'forbidden');
        }
        expectRefused(
          await call(visitor, 'POST', `/api/admin/refunds/${paid.id}`),
          403,
          'authentication_required',
        );
      });
      const refunded = await call(admin, 'POST', `/api/admin/refunds/${paid.id}`);
      expectOk(refunded);
      expect(refunded.json().refunded).toBeGreaterThan(0);
      expect((await orderRow(paid.id))?.refundProcessedAt).toBeInstanceOf(Date);
    },
  },
  {
    route: 'DELETE /api/admin/invite-codes/:id',
    run: async () => {
      const created = await call(admin, 'POST', '/api/admin/invite-codes', { max_uses: 1 });
      expectOk(created, 201);
      const id = created.json().code.id as number;
      const codeRow = async () =>
        (await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.id, id)))[0];
      const before = await codeRow();
      await nothingChanged(a, async () => {
        // Only staff revoke an invite code; members and visitors cannot, whoever holds the code.
        for (const who of [b, a]) {
          expectRefused(await call(who, 'DELETE', `/api/admin/invite-codes/${id}`), 403, 'forbidden');
        }
        expectRefused(
          await call(visitor, 'DELETE', `/api/admin/invite-codes/${id}`),
          403,
          'authentication_required',
        );
      });
      expect(await codeRow()).toEqual(before);
      const revoked = await call(admin, 'DELETE', `/api/admin/invite-codes/${id}`);
      expectOk(revoked);
      expect((await codeRow())?.revokedAt).toBeInstanceOf(Date);
    },
  },
  {
    // Issue "Back office": only an admin resets a staff member's second factor.
    route: 'DELETE /api/admin/staff/:id/factor',
    run: async () => {
      const moderator = await buildStaff(t, 'moderator');
      const now = t.clock.now();
      await startEnrolment(
        t.database.db,
        moderator.id,
        newTotpSecret(),
        now,
        totpKey(t.app.deps.config.staffTotpKey),
      );
      await acceptStep(t.database.db, moderator.id, 1, { enableAt: now });
      const url = `/api/admin/staff/${moderator.id}/factor`;
      for (const who of [a, b, { ...moderator, cookie: moderator.cookie }]) {
        expectRefused(await call(who, 'DELETE', url), 403, 'forbidden');
      }
      expectRefused(await call(visitor, 'DELETE', url), 403, 'authentication_required');
      expect((await factorOf(t.database.db, moderator.id))?.enabledAt).toEqual(now);
      expectOk(await call(admin, 'DELETE', url));
      expect(await factorOf(t.database.db, moderator.id)).toBeNull();
    },
  },
  {
    // Issue "Back office": the audit log (which names members) is read by admins only.
    route: 'GET /api/admin/audit',
    fields: ['actor_id', 'target_id', 'before_id'],
    run: async () => {
      const url = `/api/admin/audit?actor_id=${admin.id}&target_id=${a.id}&before_id=2147483647`;
      for (const who of [a, b]) expectRefused(await call(who, 'GET', url), 403, 'forbidden');
      expectRefused(await call(visitor, 'GET', url), 403, 'authentication_required');
      const answer = await call(admin, 'GET', url);
      expectOk(answer);
      for (const entry of answer.json().entries) {
        expect([entry.actor_id, entry.target_id]).toEqual([admin.id, String(a.id)]);
      }
    },
  },
  {
    route: 'POST /api/admin/photos/review',
    fields: ['ids'],
    run: async () => {
      const queued = await uploadPhoto(a, 6);
      await nothingChanged(a, async () => {
        // Nobody but an admin approves a photo, its owner included.
        for (const who of [b, a]) {
          expectRefused(
            await call(who, 'POST', '/api/admin/photos/review', { ids: [queued], approve: true }),
            403,
            'forbidden',
          );
        }
        expectRefused(
          await call(visitor, 'POST', '/api/admin/photos/review', { ids: [queued], approve: true }),
          403,
          'authentication_required',
        );
      });
      await review([queued]);
      const [row] = await t.database.db.select().from(photos).where(eq(photos.id, queued));
      expect(row?.status).toBe('active');
    },
  },
  {
    route: 'POST /api/complaints',
    fields: ['profile_id', 'message_id'],
    run: async () => {
      await nothingChanged(a, async () => {
        // A message of a conversation B is no member of cannot be reported by B (nor by a visitor).
        for (const who of [b, visitor]) {
          const response = await call(who, 'POST', '/api/complaints', {
            subject: 'Intimidatie',
            body: 'Dit bericht is niet aardig.',
            message_id: chat.text,
            email: 'bezoeker@example.com',
          });
          expectRefused(response, 400, 'validation');
          expect(response.body).not.toContain('Hallo Cas');
        }
      });
      // A report about A's profile is B's own complaint: the reporter comes from the session.
      const filed = await call(b, 'POST', '/api/complaints', {
        subject: 'Nepprofiel',
        body: 'Dit profiel lijkt nep.',
        profile_id: a.id,
        reporter_id: a.id,
      });
      expectOk(filed, 201);
      const mine = await call(a, 'GET', '/api/complaints');
      expectOk(mine);
      expect(mine.json().complaints).toEqual([]);
      expect((await call(b, 'GET', '/api/complaints')).json().complaints).toHaveLength(1);
    },
  },
  {
    route: 'POST /api/complaints/:id/appeal',
    run: async () => {
      // B's complaint about C, decided: only B (the reporter) and C (the reported member) may appeal.
      const filed = await call(b, 'POST', '/api/complaints', {
        subject: 'Spam',
        body: 'Reclame.',
        profile_id: c.id,
      });
      const id = filed.json().complaint.id as number;
      expectOk(
        await call(admin, 'POST', `/api/admin/complaints/${id}/decision`, {
          decision: 'no_action',
          reason: 'Geen overtreding gevonden.',
        }),
      );
      expectRefused(
        await call(a, 'POST', `/api/complaints/${id}/appeal`, { body: 'Niet waar.' }),
        404,
        'not_found',
      );
      expectRefused(
        await call(visitor, 'POST', `/api/complaints/${id}/appeal`, { body: 'Niet waar.' }),
        403,
        'authentication_required',
      );
      const detail = await call(admin, 'GET', `/api/admin/complaints/${id}`);
      expect(detail.json().complaint.appealed_at).toBeNull();
      expectOk(await call(c, 'POST', `/api/complaints/${id}/appeal`, { body: 'Onterecht gemeld.' }));
    },
  },
  {
    route: 'POST /api/account/warnings/:id/ack',
    run: async () => {
      const warned = await call(admin, 'POST', `/api/admin/members/${a.id}/warnings`, {
        reason: 'Let op je taalgebruik.',
      });
      const id = warned.json().sanction.id as number;
      await nothingChanged(a, async () => {
        expectRefused(await call(b, 'POST', `/api/account/warnings/${id}/ack`), 404, 'not_found');
        expectRefused(
          await call(visitor, 'POST', `/api/account/warnings/${id}/ack`),
          403,
          'authentication_required',
        );
      });
      const open = await call(a, 'GET', '/api/account/warnings');
      expect(open.json().warnings.map((w: { id: number }) => w.id)).toContain(id);
      expectOk(await call(a, 'POST', `/api/account/warnings/${id}/ack`));
      expect((await call(a, 'GET', '/api/account/warnings')).json().warnings).toEqual([]);
    },
  },
  {
    route: 'POST /api/payments/webhook',
    fields: ['id'],
    run: async () => {
      const pending = await placeOrder(a);
      await nothingChanged(a, async () => {
        // Anyone may call the webhook, but it never trusts the body: the provider still says open.
        for (const who of [b, visitor]) {
          const response = await call(who, 'POST', '/api/payments/webhook', {
            id: pending.payment_id,
            status: 'paid',
            amount: 1,
            user_id: b.id,
          });
          expectOk(response);
        }
      });
      expect((await orderRow(pending.id))?.status).toBe('open');
      const before = (await ownedBy(a)).user[0]?.credits ?? 0;
      await t.database.db
        .update(sandboxPayments)
        .set({ status: 'paid' })
        .where(eq(sandboxPayments.id, pending.payment_id));
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${encodeURIComponent(pending.payment_id)}`,
        }),
      );
      const row = await orderRow(pending.id);
      expect(row?.status).toBe('paid');
      expect((await ownedBy(a)).user[0]?.credits).toBe(before + (row?.credits ?? 0));
    },
  },
  {
    route: 'GET /sandbox/checkout/:id',
    run: async () => {
      // The checkout page is the provider's, reached by its unguessable id (72 random bits), as at
      // Mollie; any other id, well-formed or not, shows nothing.
      expect(order.openPayment).toMatch(/^tr_sandbox_[0-9a-f]{18}$/);
      await nothingChanged(a, async () => {
        for (const who of [b, visitor]) {
          const guess = `tr_sandbox_${randomBytes(9).toString('hex')}`;
          expectRefused(await call(who, 'GET', `/sandbox/checkout/${guess}`), 404, 'not_found');
          expectRefused(await call(who, 'GET', `/sandbox/checkout/${order.open}`), 400, 'validation');
        }
      });
      const page = await call(a, 'GET', `/sandbox/checkout/${order.openPayment}`);
      expectOk(page);
      expect(page.headers['content-type']).toContain('text/html');
    },
  },
  {
    route: 'POST /sandbox/checkout/:id',
    run: async () => {
      const pending = await placeOrder(a);
      await nothingChanged(a, async () => {
        for (const who of [b, visitor]) {
          const guess = `tr_sandbox_${randomBytes(9).toString('hex')}`;
          expectRefused(
            await call(who, 'POST', `/sandbox/checkout/${guess}`, { status: 'paid' }),
            404,
            'not_found',
          );
          expectRefused(
            await call(who, 'POST', `/sandbox/checkout/${pending.id}`, { status: 'paid' }),
            400,
            'validation',
          );
        }
      });
      await payAtSandbox(pending.payment_id);
      expect((await orderRow(pending.id))?.status).toBe('paid');
    },
  },
];

async function lastSmsCode(): Promise<string> {
  const rows = await t.database.db.select().from(smsOutbox).orderBy(smsOutbox.id);
  const code = /\b(\d{6})\b/.exec(rows.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error('no SMS code');
  return code;
}

/** Body and query fields that name an object by id. */
const ID_FIELD = /^(id|ids|conversation|before)$|_id$|Id$/;

describe('IDOR matrix (issue 9)', () => {
  it('covers every route that takes an id, and lists no route that is gone', async () => {
    // Back-office routes act on any member by design: who may call them is the role matrix's
    // question (server/security/staff-roles.test.ts), not ownership.
    const all = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    const routes = all.filter((r) => !r.url.startsWith('/api/admin'));
    const byPath = routes.filter((r) => r.url.includes(':')).map(routeKey);
    const doc = await openApiDocument(t.app);
    const memberOperations = openApiOperations(doc).filter(({ url }) => !url.startsWith('/api/admin'));
    const byField = memberOperations.flatMap(({ method, url, operation }) => {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = Object.values(operation.requestBody?.content ?? {}).flatMap((c) => bodyFields(c.schema));
      const fields = [...query, ...body].filter((f) => ID_FIELD.test(f));
      return fields.map((field) => ({ route: `${method} ${url}`, field }));
    });
    // Sanity: the route list is the app's (every documented operation is in it).
    for (const { method, url } of memberOperations)
      expect(routes.map(routeKey)).toContain(`${method} ${url}`);
    expect(byPath.length).toBeGreaterThanOrEqual(20);

    const covered = new Set(matrix.map((e) => e.route));
    const uncovered = [
      ...byPath.filter((r) => !covered.has(r)),
      ...byField
        .filter(({ route, field }) => {
          const entry = matrix.find((e) => e.route === route);
          return !entry?.fields?.includes(field);
        })
        .map(({ route, field }) => `${route} (${field})`),
    ];
    expect(uncovered, 'routes that take an id but have no IDOR entry').toEqual([]);
    const registered = new Set(all.map(routeKey));
    expect(
      matrix.map((e) => e.route).filter((r) => !registered.has(r)),
      'entries of routes that no longer exist',
    ).toEqual([]);
    expect(new Set(matrix.map((e) => e.route)).size).toBe(matrix.length);
  });

  for (const entry of matrix) it(entry.route, entry.run);
});
