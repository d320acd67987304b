/**
 * The two measurements of the page-speed benchmark (bench/pages/run.ts): what a visitor's Chromium
 * transfers for a page, and one Lighthouse run with its default mobile settings.
 */
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchBrowser } from '../../e2e/support.ts';

/** Bytes per kind of resource: as transferred (encoded body) and gzip -9 of the decoded body. */
export interface Transfer {
  kind: 'js' | 'css' | 'font' | 'image' | 'document' | 'api';
  url: string;
  encoding: string;
  transferred: number;
  gzip: number;
}

const kindOf = (url: string, type: string): Transfer['kind'] | null => {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (/javascript/.test(type) || pathname.endsWith('.js')) return 'js';
  if (/css/.test(type) || pathname.endsWith('.css')) return 'css';
  if (/font/.test(type) || /\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (type.startsWith('image/')) return 'image';
  if (/html/.test(type)) return 'document';
  return null;
};

/**
 * What a visitor's Chromium (375 × 812, no cache; signed in with `sessionCookie`, `name=value`, when
 * given) fetches for `url` until the network is idle:
 * each response's encoded size (Content-Length of the compressed answer, or the body) and its
 * body gzip-compressed at level 9.
 */
export async function transfers(url: string, sessionCookie?: string): Promise<Transfer[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (sessionCookie) {
      const [name = '', value = ''] = sessionCookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    const pending: Promise<Transfer | null>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const headers = await response.allHeaders();
          const kind = kindOf(request.url(), headers['content-type'] ?? '');
          if (!kind) return null;
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await request.sizes();
          return {
            kind,
            url: new URL(request.url()).pathname,
            encoding: headers['content-encoding'] ?? 'identity',
            transferred: sizes.responseBodySize || body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return (await Promise.all(pending)).filter((t): t is Transfer => t !== null);
  } finally {
    await browser.close();
  }
}

/** The Lighthouse figures of one run. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
  a11yFailures: string[];
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling) on `url` in `port`'s Chromium,
 * signed in when `sessionCookie` (`name=value`) is given.
 * A run whose trace Chromium failed to record (`NO_NAVSTART`, Lighthouse asks to run again) is
 * run again, up to `attempts` times in all; other errors are thrown.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  attempts = 3,
  sessionCookie?: string,
): Promise<LighthouseRun> {
  try {
    return await lighthouseOnce(url, port, sessionCookie);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('NO_NAVSTART')) throw error;
    return lighthouseRun(url, port, attempts - 1, sessionCookie);
  }
}

async function lighthouseOnce(url: string, port: number, sessionCookie?: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    ...(sessionCookie ? { extraHeaders: { Cookie: sessionCookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  const a11y = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    a11yFailures: a11y
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}
