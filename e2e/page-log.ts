/**
 * What the journeys' pages did, kept to explain a failure: `watchContext` records, for every page
 * of a browser context, its console messages, uncaught errors, failed requests and answers of 400
 * and above, in the order they came; `saveArtifacts` writes each open page's log and screenshot.
 * `support.ts` watches every context that `launchBrowser`'s browsers open; the e2e project's setup
 * file (`failure-artifacts.ts`) saves them when a test fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';

/** Lines kept per page: the last ones are what explain a failure. */
const MAX_LINES = 400;

const contexts = new Set<BrowserContext>();
const logs = new WeakMap<Page, string[]>();

function record(page: Page | null | undefined, line: string): void {
  if (!page) return;
  let lines = logs.get(page);
  if (!lines) {
    lines = [];
    logs.set(page, lines);
  }
  lines.push(`${new Date().toISOString()} ${line}`);
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
}

/** The page a request came from; none for a service worker's own requests (they have no frame). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** Record what happens in `context`'s pages from now on, for the artifacts of a failed test. */
export function watchContext(context: BrowserContext): BrowserContext {
  if (contexts.has(context)) return context;
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  context.on('console', (message) => {
    const at = message.location();
    record(message.page(), `console.${message.type()}: ${message.text()} (${at.url}:${at.lineNumber})`);
  });
  context.on('weberror', (error) =>
    record(error.page(), `pageerror: ${error.error().stack ?? error.error().message}`),
  );
  context.on('requestfailed', (request) =>
    record(
      pageOf(request),
      `requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
    ),
  );
  context.on('response', (response) => {
    if (response.status() >= 400)
      record(
        pageOf(response.request()),
        `response ${response.status()}: ${response.request().method()} ${response.url()}`,
      );
  });
  context.on('page', (page) => {
    record(page, 'page opened');
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) record(page, `navigated: ${frame.url()}`);
    });
  });
  return context;
}

/** A file-system-safe folder name for a test. */
export function folderName(name: string): string {
  return (
    name
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'test'
  );
}

/** Screenshot and log of every open page into `dir`; answers the files written. */
export async function saveArtifacts(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  let n = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      n += 1;
      const base = path.join(dir, `page-${n}`);
      const lines = [`url: ${page.url()}`, ...(logs.get(page) ?? [])];
      writeFileSync(`${base}.log`, `${lines.join('\n')}\n`);
      written.push(`${base}.log`);
      try {
        await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
        written.push(`${base}.png`);
      } catch (error) {
        writeFileSync(`${base}.screenshot-error.txt`, String(error));
      }
    }
  }
  return written;
}
