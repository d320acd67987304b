import { afterAll, beforeEach } from 'vitest';

/** What the fake document has been given: the last cookie kept, and every `document.cookie = …` line. */
export interface CookieJar {
  cookie: string;
  written: string[];
}

/**
 * The web unit tests run in Node: install a `document` whose cookie jar keeps the last cookie set
 * (one cookie at a time, enough for the modules that keep one) and a `window` on https, emptied
 * before each test and removed after the file. Call at the top of a test file.
 */
export function installCookieJar(): CookieJar {
  const jar: CookieJar = { cookie: '', written: [] };
  const saved = { document: globalThis.document, window: globalThis.window };
  Object.assign(globalThis, {
    document: {
      get cookie() {
        return jar.cookie;
      },
      set cookie(line: string) {
        jar.written.push(line);
        jar.cookie = line.split(';', 1)[0] ?? '';
      },
    },
    window: { location: { protocol: 'https:' } },
  });
  afterAll(() => Object.assign(globalThis, saved));
  beforeEach(() => {
    jar.cookie = '';
    jar.written = [];
  });
  return jar;
}
