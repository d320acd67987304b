import { SUPPORTED_COUNTRIES } from '@common/constants';
import { paymentMethodsAnswer, paymentMethodsBody } from '@common/schemas/pricing-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GLOBAL_ROW, storedSite, writeSite } from '../settings/store.ts';
import { auditStaffWrite } from '../staff/guard.ts';

const countryParam = z.object({ country: z.enum(SUPPORTED_COUNTRIES) });

/**
 * Issue "Back office" §5, payment methods per country (`settings.manage`). They were constants
 * (`METHODS_BY_COUNTRY` in common/payments.ts, now the shipped defaults); a change is stored in
 * the site-independent settings row (`GLOBAL_ROW` of `site_settings`, key `payment_methods`), read
 * through the settings service's cache, so members' `GET /api/credits/packages` and the checkout
 * follow it at once in every process.
 */
export const methodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, settings } = app.deps;

  app.get(
    '/api/admin/payment-methods',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'The payment methods of every supported country; `configured` false: the shipped default.',
        response: { 200: z.object({ countries: z.array(paymentMethodsAnswer) }) },
      },
    },
    async () => {
      const table = await settings.paymentMethods();
      const countries = await Promise.all(
        SUPPORTED_COUNTRIES.map(async (country) => ({
          country,
          methods: [...(await settings.methodsFor(country))],
          configured: table.configured.includes(country),
        })),
      );
      return { countries };
    },
  );

  app.get(
    '/api/admin/payment-methods/:country',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'The payment methods members in this country are offered, most used first.',
        params: countryParam,
        response: { 200: paymentMethodsAnswer },
      },
    },
    async (request) => {
      const { country } = request.params;
      const table = await settings.paymentMethods();
      return {
        country,
        methods: [...(await settings.methodsFor(country))],
        configured: table.configured.includes(country),
      };
    },
  );

  app.put(
    '/api/admin/payment-methods/:country',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'Set the payment methods offered in this country (every site), most used first.',
        params: countryParam,
        body: paymentMethodsBody,
        response: { 200: paymentMethodsAnswer },
      },
    },
    async (request) => {
      const { country } = request.params;
      const { methods } = request.body;
      const before = [...(await settings.methodsFor(country))];
      await db.transaction(async (tx) => {
        const stored = await storedSite(tx, GLOBAL_ROW, true);
        const current = (stored?.settings.payment_methods ?? {}) as Record<string, string[]>;
        const next = { ...stored?.settings, payment_methods: { ...current, [country]: methods } };
        await writeSite(tx, GLOBAL_ROW, { settings: next, company: stored?.company ?? {} }, clock.now());
        await auditStaffWrite(request, tx, {
          targetType: 'setting',
          targetId: `payment_methods:${country}`,
          action: 'settings.payment_methods',
          before: { [country]: before },
          after: { [country]: methods },
        });
      });
      await settings.changed(GLOBAL_ROW);
      return { country, methods, configured: true };
    },
  );
};
