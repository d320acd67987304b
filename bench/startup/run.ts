/**
 * Start-up benchmark (docs/benchmarks.md): time from starting `server/main.ts` to the first
 * answered request, cold (empty data folder: migrations and demo members) and warm (existing data
 * folder), plus the gzip size of the JavaScript and CSS the home page loads.
 * Usage: npm run bench:startup [-- --runs 5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

async function firstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * The JavaScript and CSS a visitor's browser loads for the home page (entry, preloads and the
 * lazily loaded page chunks), measured in Chromium against a running server, gzip-compressed.
 */
async function homePageAssets(
  port: number,
  dataDir: string,
): Promise<{ js: number; css: number; files: string[] }> {
  const { launchBrowser } = await import('../../e2e/support.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < 400; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const page = await browser.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const url = response.url();
      if (/\.(js|css)$/.test(url)) bodies.set(url, await response.body());
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    for (const [url, body] of bodies) {
      const size = gzipSync(body).length;
      if (url.endsWith('.js')) js += size;
      else css += size;
    }
    return { js, css, files: [...bodies.keys()].map((u) => new URL(u).pathname) };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-bench-'));
  cold.push(await firstAnswer(dir, 3900 + i));
  warm.push(await firstAnswer(dir, 3950 + i));
  rmSync(dir, { recursive: true, force: true });
}
const assetsDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-'));
const assets = await homePageAssets(3990, assetsDir);
rmSync(assetsDir, { recursive: true, force: true });
console.log(
  JSON.stringify(
    {
      runs,
      cold_ms: { median: Math.round(median(cold)), all: cold.map(Math.round) },
      warm_ms: { median: Math.round(median(warm)), all: warm.map(Math.round) },
      home_page_js_gzip_kb: +(assets.js / 1024).toFixed(1),
      home_page_css_gzip_kb: +(assets.css / 1024).toFixed(1),
      entry_files: assets.files,
      node: process.version,
    },
    null,
    2,
  ),
);
