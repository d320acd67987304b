import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/support.ts';
import { startBenchSite } from '../lib/site.ts';

const site = await startBenchSite(20);
const browser = await launchBrowser();
try {
  const login = await fetch(`${site.base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base, 'x-request-type': 'client' },
    body: JSON.stringify({ email: 'demo@amora.test', password: 'Zonnebloem-Fiets-42' }),
  });
  const token = /auth\.session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  console.log('login', login.status, token ? 'cookie' : 'NO COOKIE');
  for (const who of ['visitor', 'member']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (who === 'member') await context.addCookies([{ name: 'auth.session', value: token, url: site.base }]);
    await context.addInitScript(() =>
      localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': Date.now() })),
    );
    const page = await context.newPage();
    const rows: { url: string; gz: number }[] = [];
    const api: string[] = [];
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url()).pathname;
      if (url.startsWith('/api/')) api.push(url);
      if (!url.endsWith('.js')) return;
      const body = await (await request.response())?.body().catch(() => Buffer.alloc(0));
      rows.push({ url, gz: gzipSync(body ?? Buffer.alloc(0), { level: 9 }).length });
    });
    await page.goto(`${site.base}/members`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const total = rows.reduce((n, r) => n + r.gz, 0);
    console.log(who, 'JS gzip KiB', (total / 1024).toFixed(1), 'files', rows.length, 'api', api.join(' '));
    console.log(
      rows
        .sort((a, b) => b.gz - a.gz)
        .slice(0, 12)
        .map((r) => `${r.url.split('/').pop()} ${(r.gz / 1024).toFixed(1)}`)
        .join(', '),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
