/**
 * Personal answers are never kept by a cache (OWASP ASVS 14.3, "no-store" on sensitive data): every
 * `/api` answer carries `Cache-Control: no-store` unless its route declares itself public (the same
 * for everyone, no personal data), whose caching stays as it was.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registeredRoutes } from '../security/routes.ts';
import { buildMember, grantCredits, login, testAppOfFile } from '../test/helpers.ts';
import { buildStaff } from '../test/staff.ts';

const t = testAppOfFile();

/** The routes whose answers are the same for everyone; they keep their own caching. */
const PUBLIC = new Set([
  '/api/settings.php',
  '/api/interests.php',
  '/api/regions.php',
  '/api/companyinfo.php',
  '/api/legal/overrides',
  '/api/showcase.php',
]);

describe('Cache-Control of the API', () => {
  it('answers every GET of the API but the public ones with no-store, for a member and for staff', async () => {
    const admin = await buildStaff(t, 'admin');
    const member = await buildMember(t, { name: 'Cachevrij' });
    const partner = await buildMember(t, { name: 'Partner', gender: 'male' });
    const cookie = await login(t, member.email);
    await grantCredits(t, member.id, 20);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { type: 'text', profile_id: partner.id, body: 'Hallo', client_id: randomUUID() },
    });
    const conversationId: number = sent.json().conversation.id;
    const gets = registeredRoutes(t.app).filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(gets.length).toBeGreaterThan(40);
    const checked: string[] = [];
    for (const route of gets) {
      const url = route.url
        .replace(
          ':id',
          String(
            route.url.includes('conversations') || route.url.includes('chats') ? conversationId : member.id,
          ),
        )
        .replace(/:[A-Za-z]+/g, '1');
      for (const who of route.url.startsWith('/api/admin') ? [admin.cookie] : [cookie, admin.cookie]) {
        const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: who } });
        const header = answer.headers['cache-control'];
        if (PUBLIC.has(route.url)) expect(header, `${url} ${answer.statusCode}`).not.toBe('no-store');
        else expect(header, `${url} ${answer.statusCode}`).toBe('no-store');
      }
      checked.push(route.url);
    }
    for (const url of ['/api/user.php', '/api/chats.php', '/api/likes.php', '/api/account/export'])
      expect(checked).toContain(url);
  });

  it('answers personal writes, logins and refusals with no-store too', async () => {
    const member = await buildMember(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: member.email, password: 'Zonnebloem-Fiets-42' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/chats.php' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const reactivate = await t.app.inject({
      method: 'POST',
      url: '/api/account/reactivate',
      payload: { token: 'x'.repeat(43) },
    });
    expect(reactivate.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of public answers as their routes set it', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    for (const headers of [{}, { cookie }]) {
      const showcase = await t.app.inject({ method: 'GET', url: '/api/showcase.php', headers });
      expect(showcase.statusCode).toBe(200);
      expect(showcase.headers['cache-control']).toBe('private, max-age=30');
      for (const url of ['/api/settings.php', '/api/regions.php?country=NL', '/api/interests.php']) {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBeUndefined();
      }
    }
  });
});
