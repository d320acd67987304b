import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoutesOnly } from '../../lib/dev-routes.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Links in the outbox open on this server, whatever PUBLIC_URL says. */
const linkify = (s: string) =>
  esc(s).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url.replace(/^https?:\/\/[^/]+/, '')}">${url}</a>`,
  );

/**
 * `GET /dev/mail`: the newest 50 outbox mails (issue: mail without SMTP). It shows every activation
 * and reset link, so only where `devRoutesAllowed` says so (issue 9): a loopback PUBLIC_URL outside
 * production or DEV_ROUTES=true, and a client on this machine; else 404.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mail', { schema: { hide: true }, onRequest: devRoutesOnly }, async (_request, reply) => {
    const mails = await app.deps.mailer.recent(50);
    const items = mails
      .map(
        (m) =>
          `<article style="border:1px solid #ddd;border-radius:8px;margin:16px 0;padding:12px">` +
          `<h2 style="font-size:16px">${esc(m.subject)}</h2>` +
          `<p>To: ${esc(m.to)} · ${esc(m.kind)} · ${m.createdAt.toISOString()}${m.sentAt ? ' · sent' : ''}</p>` +
          `<pre style="white-space:pre-wrap">${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head>` +
          `<body style="font-family:sans-serif;max-width:800px;margin:auto;padding:16px"><h1>Mail outbox</h1>` +
          `${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
};
