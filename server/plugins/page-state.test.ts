import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE, ENTRY_WARNING_COOKIE, LOCALE_COOKIE } from '@common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, login, type TestApp } from '../test/helpers.ts';
import { escapeJsonForHtml } from './page-state.ts';

/**
 * SPEC §7 "settings fetched on first server render": the single-page app's HTML carries the site
 * settings and the request's own member (server/plugins/page-state.ts), escaped for a script
 * element, and is cached by nobody when it carries a member.
 */

const index =
  '<!doctype html><html lang="nl"><head><title>Amora</title></head><body><div id="root"></div></body></html>';
const members = index.replace('<div id="root"></div>', '<div id="root"><h1>Log in om te zoeken</h1></div>');
const folder = mkdtempSync(path.join(tmpdir(), 'amora-page-state-'));
const host = 'localhost:3000';
let t: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(folder, 'index.html'), index);
  writeFileSync(path.join(folder, 'members.html'), members);
  writeFileSync(path.join(folder, 'prerendered.json'), JSON.stringify({ '/members': 'members.html' }));
  t = await buildTestApp({ webRoot: folder });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The page state element's JSON of an HTML answer (exactly one element). */
function stateOf(html: string): { settings: Record<string, unknown>; user: Record<string, unknown> | null } {
  const found = [...html.matchAll(/<script id="page-state" type="application\/json">(.*?)<\/script>/gs)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]?.[1] ?? '');
}

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('the page state in the HTML', () => {
  it("carries a visitor's settings as settings.php answers them, user null, revalidated and private", async () => {
    const html = await page('/chats');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['cache-control']).toBe('private, no-cache');
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host } });
    const state = stateOf(html.body);
    expect(state).toEqual({ settings: settings.json(), user: null });
    // Stored like settings.php stores it (SPEC §7): the language chosen for a first visit.
    expect(html.cookies.find((c) => c.name === LOCALE_COOKIE)?.value).toBe('nl');
    expect(html.body.startsWith('<!doctype html><html lang="nl"><head><title>Amora</title>')).toBe(true);
    // A visitor from the site's own country (NL) who has not entered yet: the warning first in the body.
    expect(html.body).toMatch(
      /<\/head><body>\n<dialog class="entry-warning"[\s\S]*<\/dialog><div id="root"><\/div><\/body><\/html>$/,
    );
  });

  it('draws the adult-entry warning into the page only while it is due (SPEC §1, §4)', async () => {
    const warning =
      /<dialog class="entry-warning" aria-labelledby="entry-warning-title" data-entry-warning="" open>/;
    const visitor = (await page('/members')).body;
    expect(visitor).toMatch(warning);
    // Labelled by its title, the texts of the site's language, the focus on "enter", which closes it natively.
    expect(visitor).toContain('id="entry-warning-title">');
    expect(visitor).toMatch(/id="entry-warning-title"><svg[\s\S]*<\/svg>Alleen voor volwassenen<\/div>/);
    expect(visitor).toContain(
      '<form method="dialog" class="modal-footer justify-content-between"><button type="button" class="btn btn-outline-secondary" data-entry-leave="">Nee, verlaten</button><button type="submit" value="enter" class="btn btn-primary" data-entry-enter="" autofocus>Ja, ik ben 18+</button></form>',
    );
    expect(visitor).toContain('Deze site is bedoeld voor volwassenen');
    // Every page of the app, the drawn /members too, and in the visitor's language.
    expect((await page('/chats/12')).body).toMatch(warning);
    const german = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host, cookie: `${LOCALE_COOKIE}=de` },
    });
    expect(german.body).toContain('Nur für Erwachsene');
    // Dismissed: the page is answered without it.
    const entered = await page('/members', `${ENTRY_WARNING_COOKIE}=1764331200000`);
    expect(entered.body).not.toContain('entry-warning');
    expect(entered.body).not.toContain('Alleen voor volwassenen');
    // A signed-in member never gets it; a session cookie that names no session is a visitor.
    const ann = await buildMember(t, { name: 'Ann Entry' });
    expect((await page('/members', await login(t, ann.email))).body).not.toContain('entry-warning');
    expect((await page('/members', `${AUTH_COOKIE}=nope`)).body).toMatch(warning);
    // A visitor from Great Britain: not a country it is shown in.
    const british = await t.app.inject({
      method: 'GET',
      url: '/members',
      headers: { host },
      remoteAddress: '81.2.69.142',
    });
    expect(british.statusCode).toBe(200);
    expect(
      JSON.parse(
        british.body.match(/<script id="page-state" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '{}',
      ).settings.geoip_country,
    ).toBe('GB');
    expect(british.body).not.toContain('entry-warning');
    // Switched off by the site's settings.
    await t.app.deps.settings.update('default', { enable_site_entry_popup: false });
    expect((await page('/members')).body).not.toContain('entry-warning');
    await t.app.deps.settings.update('default', { enable_site_entry_popup: true });
    expect((await page('/members')).body).toMatch(warning);
  });

  it("carries the signed-in member as user.php answers it, only the request's own, never stored", async () => {
    const ann = await buildMember(t, { name: 'Ann' });
    const bob = await buildMember(t, { name: 'Bob' });
    const annCookie = await login(t, ann.email);
    const bobCookie = await login(t, bob.email);
    for (const [cookie, member, other] of [
      [annCookie, ann, bob],
      [bobCookie, bob, ann],
    ] as const) {
      const html = await page('/members', cookie);
      expect(html.headers['cache-control']).toBe('private, no-store');
      const user = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host, cookie } });
      const state = stateOf(html.body);
      expect(state.user).toEqual(user.json().user);
      expect(state.user?.id).toBe(member.id);
      expect(html.body).not.toContain(other.email);
      // A member is never answered the drawing made for visitors.
      expect(html.body).not.toContain('Log in om te zoeken');
    }
    // A session cookie that names no session is a visitor.
    const stale = await page('/members', `${AUTH_COOKIE}=nope`);
    expect(stateOf(stale.body).user).toBeNull();
  });

  it('escapes the JSON so that no text in it can end the script element', async () => {
    await t.app.deps.settings.update('default', {
      name: 'Amora</script><script>alert(1)</script><!-- & \u2028',
    });
    const html = (await page('/login')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    const state = stateOf(html);
    expect(state.settings.name).toBe('Amora</script><script>alert(1)</script><!-- & \u2028');
    expect(escapeJsonForHtml('{"a":"</script>"}')).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('answers /members drawn with "log in to search" only to a visitor whose search is closed', async () => {
    await t.app.deps.settings.update('default', {
      logged_out_search: false,
      logged_out_search_trafficsource: true,
    });
    expect((await page('/members')).body).toContain('Log in om te zoeken');
    // From a traffic source the search may be open: the empty shell.
    expect((await page('/members?ref=partner')).body).not.toContain('Log in om te zoeken');
    expect((await page('/members', 'tracking=%7B%22ref%22%3A%22x%22%7D')).body).not.toContain(
      'Log in om te zoeken',
    );
    await t.app.deps.settings.update('default', { logged_out_search: true });
    expect((await page('/members')).body).not.toContain('Log in om te zoeken');
  });
});
