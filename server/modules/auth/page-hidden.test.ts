/**
 * SPEC §7 `POST /api/page-hidden.php`: the beacon the client sends when the page becomes hidden.
 * It records the member's last activity (at most once a minute, sessions.ts `ACTIVITY_WRITE_S`),
 * answers 204 without a body, changes nothing for a visitor, and passes the origin check.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SITE = 'http://localhost:3000';

async function lastActive(userId: number): Promise<Date | undefined> {
  const [row] = await t.database.db
    .select({ at: users.lastActiveAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at;
}

/** The beacon as `navigator.sendBeacon` sends it: a JSON `{}` from a page of the site. */
function beacon(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/page-hidden.php',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: '{}',
  });
}

describe('POST /api/page-hidden.php', () => {
  it('records the activity of a member last active over a minute ago and answers 204 without a body', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    const before = await lastActive(m.id);
    t.clock.advance(5 * 60);
    const answer = await beacon({ cookie });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await lastActive(m.id)).toEqual(t.clock.now());
    expect((await lastActive(m.id))?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  });

  it('writes at most once a minute', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    t.clock.advance(2 * 60);
    expect((await beacon({ cookie })).statusCode).toBe(204);
    const first = await lastActive(m.id);
    t.clock.advance(30);
    expect((await beacon({ cookie })).statusCode).toBe(204);
    expect(await lastActive(m.id)).toEqual(first);
  });

  it('answers a visitor 204 and changes nothing', async () => {
    const m = await buildMember(t);
    const before = await lastActive(m.id);
    t.clock.advance(5 * 60);
    const answer = await beacon();
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await lastActive(m.id)).toEqual(before);
    // Without a body at all (no content type) as well.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { origin: SITE },
    });
    expect(bare.statusCode).toBe(204);
  });

  it('refuses a cross-site beacon with 403 forbidden_origin', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: SITE, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await beacon({ cookie, ...headers });
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
      expect(answer.json().error).toBe('forbidden_origin');
    }
  });
});
