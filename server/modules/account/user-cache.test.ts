/**
 * The user.php cache (`user-cache.ts`): an answer is kept for USER_CACHE_S, and every event that
 * changes it takes effect at once in this process and, through the bus (Redis with REDIS_URL, as
 * in production), in another process on the same database: the balance after a paid message and
 * after a paid order, a profile change, a logout.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTwoProcesses, memberWith, profileForm, type TestApp } from '../../test/helpers.ts';
import type { SandboxProvider } from '../payments/sandbox.ts';
import { USER_CACHE_S } from './user-cache.ts';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  ({ t, second } = await buildTwoProcesses());
});
afterAll(async () => {
  await second.close();
  await t.close();
});

type Me = { id: number; credits: number; paid_user: boolean; profile: { name: string } } | null;
const me = async (app: FastifyInstance, cookie: string): Promise<Me> => {
  const answer = await app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().user;
};

describe('the user.php cache', () => {
  it('keeps an answer for USER_CACHE_S without reading it again', async () => {
    const m = await memberWith(t, 20);
    expect((await me(t.app, m.cookie))?.credits).toBe(20);
    // The row changes behind the cache's back (no event): the kept answer stands until it expires.
    await t.database.db.update(users).set({ credits: 999 }).where(eq(users.id, m.id));
    t.clock.advance(USER_CACHE_S - 1);
    expect((await me(t.app, m.cookie))?.credits).toBe(20);
    t.clock.advance(1);
    expect((await me(t.app, m.cookie))?.credits).toBe(999);
  });

  it('shows the balance after a paid message at once in both processes', async () => {
    const a = await memberWith(t, 12);
    const b = await memberWith(t, 0);
    expect((await me(t.app, a.cookie))?.credits).toBe(12);
    expect((await me(second, a.cookie))?.credits).toBe(12);
    for (const [app, left] of [
      [t.app, 7],
      [second, 2],
    ] as const) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: a.cookie },
        payload: { type: 'text', profile_id: b.id, body: 'Hoi!', client_id: randomUUID() },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().credits).toBe(left);
      // No waiting: the very next ask, in either process, shows the new balance.
      expect((await me(t.app, a.cookie))?.credits).toBe(left);
      expect((await me(second, a.cookie))?.credits).toBe(left);
    }
  });

  it('shows the balance and premium after a paid order at once in the other process', async () => {
    const m = await memberWith(t, 0, { signupDate: new Date('2026-01-01T00:00:00Z') });
    expect(await me(second, m.cookie)).toMatchObject({ credits: 0, paid_user: false });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/credits/packages',
      headers: { cookie: m.cookie },
    });
    const pkg = list.json().packages[0] as { id: number; credits: number };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: m.cookie },
      payload: { package_id: pkg.id, method: 'ideal', withdrawal_consent: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await (t.app.deps.paymentProvider as SandboxProvider).settle(placed.json().order.payment_id, 'paid');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(placed.json().order.payment_id)}`,
    });
    expect(webhook.statusCode).toBe(200);
    expect(await me(second, m.cookie)).toMatchObject({ credits: pkg.credits, paid_user: true });
  });

  it("shows a member's own profile change at once in the other process", async () => {
    const m = await memberWith(t, 0);
    const before = (await me(second, m.cookie))?.profile.name;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: m.cookie },
      payload: profileForm('Nieuwenaam'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(before).not.toBe('Nieuwenaam');
    expect((await me(second, m.cookie))?.profile.name).toBe('Nieuwenaam');
  });

  it('answers no member after a logout in the other process', async () => {
    const m = await memberWith(t, 0);
    expect((await me(second, m.cookie))?.id).toBe(m.id);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie: m.cookie, 'x-request-type': 'client' },
    });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => me(second, m.cookie), { timeout: 10_000, interval: 50 }).toBeNull();
  });
});
