import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The texts the members area's first screen draws (issue 26: `/members` loads only what it
 * shows): whole sections of `common/locales/<locale>.json` or single keys (`complaints.title`).
 * They ship with the entry (Dutch) or load first (another language); every other text loads with
 * the first page or dialog that needs it (`web/lib/i18n.ts` `loadAllTexts`). Covers the shell
 * (top bars, tab bar, footer, alerts, the loading bar), the home page, the member search and its
 * cards, the entry warning and the error pages. A key missing here is not an error: it loads the
 * rest of the texts and is drawn once they are in.
 */
export const SHELL_TEXTS = [
  'activation',
  'alerts',
  'app',
  'common',
  'complaints.footer',
  'credits',
  'disclaimer',
  'entry',
  'errors',
  'fictional',
  'footer',
  'home',
  'legal',
  'likes',
  'match_finder',
  'members',
  'moderation',
  'nav',
  'notifications.disabled',
  'own',
  'pricing',
  'push',
  'search',
  'timebonus',
  'validation',
  // The member cards' badge and the search's filter for verified photos.
  'verification.badge',
  'verification.badge_title',
  'verification.filter',
] as const;

type Texts = { [key: string]: string | Texts };

const pathsOf = (paths: readonly string[]) => paths.map((p) => p.split('.'));

/** The texts of `texts` at `paths` (sections or dotted keys), in their nesting; absent ones left out. */
export function pickTexts(texts: Texts, paths: readonly string[]): Texts {
  const out: Texts = {};
  for (const parts of pathsOf(paths)) {
    let from: Texts | string | undefined = texts;
    for (const part of parts) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of parts.slice(0, -1)) {
      let next = to[part];
      if (typeof next !== 'object') {
        next = {};
        to[part] = next;
      }
      to = next;
    }
    to[parts[parts.length - 1] ?? ''] = from;
  }
  return out;
}

/** `texts` without the texts at `paths` (sections or dotted keys); sections left empty are dropped. */
export function omitTexts(texts: Texts, paths: readonly string[]): Texts {
  const out = structuredClone(texts);
  for (const parts of pathsOf(paths)) {
    const chain: Texts[] = [out];
    for (const part of parts.slice(0, -1)) {
      const next = chain[chain.length - 1]?.[part];
      if (next === undefined || typeof next === 'string') break;
      chain.push(next);
    }
    if (chain.length !== parts.length) continue;
    delete chain[chain.length - 1]?.[parts[parts.length - 1] ?? ''];
    for (let i = chain.length - 1; i > 0; i--) {
      if (Object.keys(chain[i] ?? {}).length === 0) delete chain[i - 1]?.[parts[i - 1] ?? ''];
    }
  }
  return out;
}

const PREFIX = '\0amora-locale-texts:';

/**
 * A locale file imported as `…/nl.json?texts=shell` is only its `SHELL_TEXTS`, as
 * `…/nl.json?texts=rest` everything else (also through `import.meta.glob` with that query).
 * Used by the app's build, its dev server and tests, and the server-side drawing's build.
 */
export function localeTexts(): Plugin {
  return {
    name: 'amora-locale-texts',
    enforce: 'pre',
    resolveId: {
      // Called only for these imports (the bundler filters before calling into JavaScript).
      filter: { id: /\.json\?texts=(shell|rest)$/ },
      async handler(source, importer) {
        const [file = '', query = ''] = source.split('?');
        const area = new URLSearchParams(query).get('texts');
        if (!file.endsWith('.json') || (area !== 'shell' && area !== 'rest')) return null;
        const resolved = await this.resolve(file, importer, { skipSelf: true });
        // Not ending in `.json`, so that Vite's JSON plugin leaves the module to this one.
        return resolved ? `${PREFIX}${area}:${resolved.id.replace(/\.json$/, '')}` : null;
      },
    },
    load: {
      filter: { id: /^\0amora-locale-texts:/ },
      handler(id) {
        if (!id.startsWith(PREFIX)) return null;
        const [area, ...rest] = id.slice(PREFIX.length).split(':');
        const file = `${rest.join(':')}.json`;
        this.addWatchFile(file);
        const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
        const part = area === 'shell' ? pickTexts(texts, SHELL_TEXTS) : omitTexts(texts, SHELL_TEXTS);
        // JSON.parse of a string literal: faster for the browser than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
      },
    },
  };
}
