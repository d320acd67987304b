import { SUPPORTED_COUNTRIES } from '@common/constants';
import { paymentMethodsAnswer, paymentMethodsBody } from '@common/schemas/pricing-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOf } from '../staff/with-audit.ts';

const countryParam = z.object({ country: z.enum(SUPPORTED_COUNTRIES) });

/**
 * Issue "Back office" §5, payment methods per country (`settings.manage`). They were constants
 * (`METHODS_BY_COUNTRY` in common/payments.ts, now the shipped defaults); a change is stored in
 * the site-independent settings row (`GLOBAL_ROW` of `site_settings`, key `payment_methods`), read
 * through the settings service's cache, so members' `GET /api/credits/packages` and the checkout
 * follow it at once in every process.
 */
export const methodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings, settingsAdmin } = app.deps;

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
      return settingsAdmin.setPaymentMethods(auditOf(request), country, request.body.methods);
    },
  );
};
