import {
  apiDiscountCode,
  createOrderBody,
  directDebitBody,
  lastOrderAnswer,
  mandateAnswer,
  orderAnswer,
  orderStatusAnswer,
  PAYMENT_METHODS,
  packagesAnswer,
  repeatOrderBody,
  transactionsAnswer,
} from '@common/payments';
import { dbIdParam, idParams } from '@common/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devRoutesOnly } from '../../lib/dev-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml, requireMember } from '../../lib/http.ts';
import { paying } from './buyers.ts';
import { paymentCountry } from './payment-country.ts';

/**
 * Credits, orders, the provider's webhook and discount codes (issue: buying credits; API.md
 * credits/orders/transactions, SPEC §7 discountcode.php).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, discounts, clock, directDebit, smsOutbox } = app.deps;
  const { buyers, packages, orders, reconcile, refunds } = payments;

  app.post(
    '/api/directdebit',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['credits'],
        description: 'SEPA direct debit form (SPEC §2): checks it and sends an SMS code to sign the mandate.',
        body: directDebitBody,
        response: { 201: mandateAnswer },
      },
    },
    async (request, reply) => {
      const userId = requireMember(request).userId;
      const m = await buyers.of(userId);
      if (m.status !== 'confirmed') throw new AppError('not_confirmed');
      const pkg = await packages.packageFor(m.country, request.body.package_id);
      // A direct debit over the member's own limit is not started (no SMS, no mandate).
      await payments.spending.assertRoom(userId, pkg.amountCents);
      const mandate = await directDebit.start(userId, m.country, request.body, pkg.amountCents);
      reply.code(201);
      // Only the last digits of the number are shown back.
      return {
        mandate: { id: mandate.id, reference: mandate.reference },
        phone: `••• ${mandate.mobile.slice(-3)}`,
      };
    },
  );

  app.post(
    '/api/directdebit/:id/confirm',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['credits'],
        description: 'Sign the mandate with the SMS code; orders the package by direct debit.',
        params: idParams,
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, { message: 'validation.sms_code' }),
        }),
        response: { 201: orderAnswer },
      },
    },
    async (request, reply) => {
      const userId = requireMember(request).userId;
      const mandate = await directDebit.sign(userId, request.params.id, request.body.code);
      const { order, checkoutUrl } = await orders.create(
        userId,
        // The consent to immediate delivery came with the form that started the mandate (`directDebitBody`).
        { package_id: mandate.packageId, method: 'directdebit', withdrawal_consent: true },
        paymentCountry(request.site.settings, request.ip),
        mandate,
      );
      reply.code(201);
      return {
        order: await orders.get(userId, order.id, request.site.settings.refund_days),
        checkout_url: checkoutUrl,
      };
    },
  );

  // The SMS outbox (codes that sign direct-debit mandates): development pages only (issue 9).
  app.get('/dev/sms', { schema: { hide: true }, onRequest: devRoutesOnly }, async (_request, reply) => {
    const rows = await smsOutbox.recent(50);
    const items = rows
      .map(
        (r) =>
          `<li><strong>${escapeHtml(r.phone)}</strong> · ${r.createdAt.toISOString()}<br>${escapeHtml(r.body)}</li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title></head>` +
          `<body style="font-family:sans-serif;max-width:800px;margin:auto;padding:16px"><h1>SMS outbox</h1>` +
          `<ul>${items || '<li>No messages yet.</li>'}</ul></body></html>`,
      );
  });

  app.get(
    '/api/credits/packages',
    {
      schema: {
        tags: ['credits'],
        response: { 200: packagesAnswer },
      },
    },
    async (request) =>
      packages.list(request.member?.userId ?? null, paymentCountry(request.site.settings, request.ip)),
  );

  app.post(
    '/api/orders',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], body: createOrderBody, response: { 201: orderAnswer } },
    },
    async (request, reply) => {
      const userId = requireMember(request).userId;
      const { order, checkoutUrl } = await orders.create(
        userId,
        request.body,
        paymentCountry(request.site.settings, request.ip),
      );
      reply.code(201);
      return {
        order: await orders.get(userId, order.id, request.site.settings.refund_days),
        checkout_url: checkoutUrl,
      };
    },
  );

  app.post(
    '/api/orders/repeat',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], body: repeatOrderBody, response: { 201: orderAnswer } },
    },
    async (request, reply) => {
      const userId = requireMember(request).userId;
      const { order, checkoutUrl } = await orders.repeat(
        userId,
        request.body,
        paymentCountry(request.site.settings, request.ip),
      );
      reply.code(201);
      return {
        order: await orders.get(userId, order.id, request.site.settings.refund_days),
        checkout_url: checkoutUrl,
      };
    },
  );

  app.get(
    '/api/orders/last',
    { config: { auth: 'member' }, schema: { tags: ['credits'], response: { 200: lastOrderAnswer } } },
    async (request) => ({
      order: await orders.lastPaid(requireMember(request).userId, request.site.settings.refund_days),
    }),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], params: idParams, response: { 200: orderStatusAnswer } },
    },
    async (request) => ({
      order: await orders.get(
        requireMember(request).userId,
        request.params.id,
        request.site.settings.refund_days,
      ),
    }),
  );

  app.post(
    '/api/orders/:id/refund',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], params: idParams, response: { 200: orderStatusAnswer } },
    },
    async (request) => ({
      order: await refunds.request(
        requireMember(request).userId,
        request.params.id,
        request.site.settings.refund_days,
      ),
    }),
  );

  app.get(
    '/api/transactions',
    { config: { auth: 'member' }, schema: { tags: ['credits'], response: { 200: transactionsAnswer } } },
    async (request) => ({
      transactions: await orders.transactions(
        requireMember(request).userId,
        request.site.settings.refund_days,
      ),
    }),
  );

  app.post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['credits'],
        description:
          'The provider reports a change of a payment: a form or JSON body with only `id`. The state is ' +
          'fetched from the provider; the body is never trusted. Always 200 unless we could not process it.',
        body: z.object({ id: z.string().trim().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      await reconcile.webhook(request.body.id);
      return reply.code(200).send('');
    },
  );

  app.get(
    '/api/discountcode.php',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['credits'],
        querystring: z.object({
          code: z.string().trim().max(40).optional(),
          welcome: z.string().optional(),
          package_id: dbIdParam.optional(),
          method: z.enum(PAYMENT_METHODS).optional(),
        }),
        response: { 200: apiDiscountCode },
      },
    },
    async (request) => {
      const userId = requireMember(request).userId;
      const buyer = await buyers.of(userId);
      // SPEC §3 paymentCountry: a code's country is checked against where the payment comes from.
      const m = paying(buyer, paymentCountry(request.site.settings, request.ip));
      const now = clock.now();
      const pkg = request.query.package_id
        ? await packages.packageFor(buyer.country, request.query.package_id)
        : null;
      const order = pkg
        ? { amountCents: pkg.amountCents, currency: pkg.currency, method: request.query.method }
        : undefined;
      if (request.query.welcome) {
        const active = await discounts.choose(null, m, now, order);
        if (!active) throw new AppError('code_not_found');
        return active.object;
      }
      if (!request.query.code) throw new AppError('code_not_found');
      return (await discounts.check(request.query.code, m, now, order)).object;
    },
  );
};
