import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devRoutesAllowed } from '../../lib/dev-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/http.ts';
import { originOf } from '../../lib/origin.ts';
import { SANDBOX_OUTCOMES, type SandboxProvider } from './sandbox.ts';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;padding:2rem 1rem;color:#222}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.2rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#555}.amount{font-size:2rem;font-weight:700;color:#222}
form{display:grid;gap:.5rem}button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #bbb;background:#fff;cursor:pointer}
button[value=paid]{background:#0a7c2f;color:#fff;border-color:#0a7c2f}small{display:block;margin-top:1rem;color:#666}`;

/**
 * Issue 9: who may use the sandbox checkout. It lets anyone who holds a payment's id mark it paid,
 * so by default it is a development page (`devRoutesAllowed`: loopback PUBLIC_URL or DEV_ROUTES,
 * and a client on this machine) — that covers `npm start`, the tests and the browser journeys. A
 * public test site declares itself with PAYMENTS_SANDBOX=true (the flag production already needs
 * to run the sandbox at all); then its testers reach the checkout from anywhere.
 */
export function sandboxCheckoutAllowed(request: FastifyRequest): boolean {
  return request.server.deps.config.paymentsSandbox || devRoutesAllowed(request);
}

/** Route hook of the checkout's routes: 404 `not_found` (AppError) unless `sandboxCheckoutAllowed`. */
async function sandboxCheckoutOnly(request: FastifyRequest): Promise<void> {
  if (!sandboxCheckoutAllowed(request)) throw new AppError('not_found');
}

/**
 * The checkout page's own Content-Security-Policy. Its form posts here and is answered with a 303
 * to the return address on PUBLIC_URL; browsers apply `form-action` to that redirect too, so the
 * site-wide `form-action 'self'` blocked it (no feedback, the order in fact paid) whenever the
 * page's address was not PUBLIC_URL's origin (issue 9). This policy allows the page's own origin,
 * PUBLIC_URL's and the return address's, and nothing else the page does not need.
 */
export function checkoutCsp(publicUrl: string, redirectUrl: string): string {
  const targets = new Set(["'self'"]);
  for (const url of [publicUrl, redirectUrl]) {
    const origin = originOf(url);
    if (origin) targets.add(origin);
  }
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${[...targets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The sandbox provider's checkout page (`GET /sandbox/checkout/{id}`), like a provider's test
 * mode: it offers paid, failed, cancelled and pending; submitting it (`POST` of `status`)
 * settles the payment, calls our webhook as the provider would, and sends the member back (303).
 * A settled payment's page says so and links back to the site. Served where
 * `sandboxCheckoutAllowed` says so, else 404.
 */
export function sandboxRoutes(sandbox: SandboxProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ id: z.string().regex(/^tr_sandbox_[0-9a-f]{18}$/) });
    app.addHook('onRequest', sandboxCheckoutOnly);
    app.get('/sandbox/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(STYLE),
    );
    app.get('/sandbox/checkout/:id', { schema: { hide: true, params } }, async (request, reply) => {
      const payment = await sandbox.find(request.params.id);
      if (!payment) throw new AppError('not_found');
      const amount = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: payment.currency }).format(
        payment.amountCents / 100,
      );
      const open = payment.status === 'open' || payment.status === 'pending';
      const labels: Record<(typeof SANDBOX_OUTCOMES)[number], string> = {
        paid: 'Paid',
        failed: 'Failed',
        canceled: 'Cancelled',
        pending: 'Pending',
      };
      const buttons = SANDBOX_OUTCOMES.map(
        (o) => `<button type="submit" name="status" value="${o}">${labels[o]}</button>`,
      ).join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment</title>
<link rel="stylesheet" href="/sandbox/checkout.css"></head><body><main>
<h1>Test payment: ${escapeHtml(payment.method)}</h1><p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${
  open
    ? `<form method="post" action="/sandbox/checkout/${payment.id}">${buttons}</form>`
    : `<p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(payment.redirectUrl)}">Back to the site</a></p>`
}
<small>Sandbox provider: no money moves. Choose the outcome the provider should report; you then return to the site. If you stay here, reload this page: it shows the payment's status and a link back.</small>
</main></body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', checkoutCsp(app.deps.config.publicUrl, payment.redirectUrl))
        .send(html);
    });
    app.post(
      '/sandbox/checkout/:id',
      {
        schema: {
          hide: true,
          params,
          body: z.object({ status: z.enum([...SANDBOX_OUTCOMES, 'return']) }),
        },
      },
      async (request, reply) => {
        const { status } = request.body;
        const redirect =
          status === 'return'
            ? (await sandbox.find(request.params.id))?.redirectUrl
            : await sandbox.settle(request.params.id, status);
        if (!redirect) throw new AppError('not_found');
        return reply.redirect(redirect, 303);
      },
    );
  };
}
