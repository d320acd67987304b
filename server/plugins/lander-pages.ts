import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@common/constants';
import type { SiteSettings } from '@common/schemas/settings';
import { type ShowcaseAnswer, type ShowcaseQuery, showcaseQuery } from '@common/schemas/showcase';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml, setLocaleCookie } from '../lib/http.ts';
import { entryWarningDue, entryWarningHtml } from './entry-warning.ts';

/**
 * What `web/render-html.tsx` exports (built for Node into `dist/web-ssr/render-html.js` by
 * vite.islands.ts): the landers' paths and a renderer of one page's `#root` content.
 */
export interface PageRenderer {
  /** The paths it draws in React Router's form (`/`, `/landers/gallery/:slug?`). */
  DRAWN_PATHS: readonly string[];
  renderHtml(
    url: string,
    locale: string,
    load: (key: readonly unknown[]) => Promise<unknown>,
  ): Promise<{
    html: string;
    head: { title: string; description: string } | null;
    queries: Array<[readonly unknown[], unknown]>;
  } | null>;
}

/**
 * The server-drawn pages' script and style sheets (`dist/web/islands.json`, vite.islands.ts);
 * `inlineCss`: the style sheets' text, written into each page (no request before the first paint).
 */
export interface IslandsAssets {
  js: string;
  preload: string[];
  css: string[];
  inlineCss?: string;
}

/** Options of `landerPages`. */
export interface LanderPagesOptions {
  /** The renderer, or null to leave the landers to the single-page app. */
  renderer: PageRenderer | null;
  /** The script and style sheets the drawn pages load (none in tests without a build). */
  assets: IslandsAssets;
  /** The site's settings as settings.php answers them to this request (the visitor's country). */
  settingsFor(request: FastifyRequest): SiteSettings;
  /** SPEC §2 showcase (`GET /api/showcase.php`'s service) for the site `domain`, in `country`. */
  showcase(domain: string, country: string, query: ShowcaseQuery): Promise<ShowcaseAnswer>;
}

/**
 * The renderer and assets of the built web client in `webRoot` (`dist/web`): `dist/web-ssr/
 * render-html.js` beside it and `islands.json` in it; null when the build has not made them.
 */
export async function loadPageRenderer(
  webRoot: string,
): Promise<{ renderer: PageRenderer; assets: IslandsAssets } | null> {
  const file = path.join(webRoot, '..', 'web-ssr', 'render-html.js');
  const listed = path.join(webRoot, 'islands.json');
  if (!existsSync(file) || !existsSync(listed)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  const assets = JSON.parse(readFileSync(listed, 'utf8')) as IslandsAssets;
  // The style sheets (about 17 KiB gzip) go into the page itself: an advert's visitor arrives with
  // an empty cache, and a separate request would hold the first paint back by a round trip.
  const inlineCss = assets.css
    .map((href) => readFileSync(path.join(webRoot, href), 'utf8'))
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  return { renderer, assets: { ...assets, inlineCss } };
}

/**
 * The HTML document of a drawn page: its language, the site's name and texts, assets and content;
 * `warning` (HTML, may be empty) first in its body: the adult-entry warning when it is due.
 * The first paint waits until the whole drawing is parsed (`<link rel="expect" blocking="render">`
 * on the marker after it): a slow phone or connection would otherwise paint the first half of a
 * vertically centred hero and move it when the rest arrives (a layout shift of 0.03–0.16 measured
 * at 4–11× CPU slowdown on 150 ms, 200 KiB/s).
 */
function documentOf(
  page: NonNullable<Awaited<ReturnType<PageRenderer['renderHtml']>>>,
  locale: string,
  settings: SiteSettings,
  assets: IslandsAssets,
  warning: string,
): string {
  // The showcase answers the page was drawn with (the deck's cards), not the settings; JSON inside
  // <script>: no "</script>" or "<!--" can end or bend it.
  const queries = page.queries.filter(([key]) => key[0] === 'showcase');
  const data = JSON.stringify({ cdn: settings.cdn_prefix || '/media', queries }).replace(/</g, '\\u003c');
  const styles =
    assets.inlineCss !== undefined
      ? `<style>${assets.inlineCss}</style>`
      : assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preloads = assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#d6246e">
<meta name="description" content="${escapeHtml(page.head?.description ?? settings.description)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<title>${escapeHtml(page.head?.title ?? settings.name)}</title>
<link rel="expect" href="#drawn" blocking="render">
${styles}
<script type="module" src="${assets.js}"></script>${preloads}
</head>
<body data-invite-only="${settings.invite_only ? '1' : '0'}">
${warning}<div id="root">${page.html}</div><span id="drawn" hidden></span>
<script type="application/json" id="page-data">${data}</script>
</body>
</html>`;
}

/**
 * SPEC §2 home page and landers as HTML first: a visitor (no session cookie) asking for `/` or a
 * lander's path gets the page drawn on the server (`web/render-html.tsx`, the app's own lander components) in the
 * request's language, with the slug's place and the real members of the showcase (approved photos
 * with width, height and srcset), and only the small script of `web/islands/main.ts` (the signup,
 * the swipe deck, the gallery's choice, the 18+ question, the entry warning, the language menu),
 * never the app. A member (session cookie) gets the app (`index.html`), whose routes still hold
 * these pages (a member on `/` goes on to the member search). Without a locale cookie the
 * request's language is stored, as settings.php does (SPEC §7). `no-cache`: the members shown change.
 */
export const landerPages = fp<LanderPagesOptions>(
  async (app, options) => {
    const { renderer, assets } = options;
    if (!renderer) return;
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      // A member gets the app, with the page state, from the web app's page handler
      // (`web-app.ts`, `page-state.ts`); without a built client, as any unknown page.
      if (request.cookies[AUTH_COOKIE]) return reply.callNotFound();
      const settings = options.settingsFor(request);
      const load = async (key: readonly unknown[]): Promise<unknown> => {
        if (key[0] === 'settings') return settings;
        if (key[0] === 'showcase') {
          const query = showcaseQuery.safeParse(key[1] ?? {});
          if (!query.success) return undefined;
          const { domain, geoip_country } = request.site.settings;
          return options.showcase(domain, geoip_country, query.data);
        }
        return undefined;
      };
      const page = await renderer.renderHtml(request.url, request.locale, load);
      if (!page) return reply.callNotFound();
      if (!request.cookies[LOCALE_COOKIE]) setLocaleCookie(request, reply, request.locale);
      // SPEC §1, §4: on the home page (the default layout), not on the landers (their own layout).
      const home = request.url.split('?', 1)[0] === '/';
      const warning = home && entryWarningDue(request, settings) ? entryWarningHtml(request.locale) : '';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(documentOf(page, request.locale, settings, assets, warning));
    };
    for (const route of renderer.DRAWN_PATHS) {
      app.get(route, { schema: { hide: true } }, answer);
    }
  },
  { name: 'lander-pages', dependencies: ['web-app'] },
);
