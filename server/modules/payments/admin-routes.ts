import { SUPPORTED_COUNTRIES } from '@common/constants';
import { idParams } from '@common/schemas/ids';
import {
  adminDiscountCodeAnswer,
  adminDiscountCodesAnswer,
  adminPackageAnswer,
  adminPackagesAnswer,
  discountCodeBody,
  discountCodePatch,
  packageBody,
  packagePatch,
} from '@common/schemas/pricing-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOf } from '../staff/with-audit.ts';

const codeParam = z.object({ code: z.string().trim().min(1).max(40) });

/**
 * Issue "Back office" §5, prices: credit packages per country (`settings.manage`) and discount
 * codes (`discounts.manage`), through `packagesAdmin` and `discountsAdmin` (pricing-admin.ts).
 * Each write audits the changed fields before and after, in its transaction. Members' `GET /api/credits/packages` reads the packages uncached, so a change
 * shows at once.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packagesAdmin, discountsAdmin } = app.deps;

  app.get(
    '/api/admin/packages',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Credit packages, of one country or all, amounts in cents; `ordered` ones are never deleted.',
        querystring: z.object({ country: z.enum(SUPPORTED_COUNTRIES).optional() }),
        response: { 200: adminPackagesAnswer },
      },
    },
    async (request) => ({ packages: await packagesAdmin.list(request.query.country) }),
  );

  app.post(
    '/api/admin/packages',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'Add a credit package for a country (amount in cents).',
        body: packageBody,
        response: { 201: adminPackageAnswer },
      },
    },
    async (request, reply) => {
      const created = await packagesAdmin.create(auditOf(request), request.body);
      reply.code(201);
      return { package: created };
    },
  );

  app.put(
    '/api/admin/packages/:id',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Change a package: credits, amount (cents), sort order, active. Placed orders keep their price.',
        params: idParams,
        body: packagePatch,
        response: { 200: adminPackageAnswer },
      },
    },
    async (request) => ({
      package: await packagesAdmin.update(auditOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/packages/:id',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Retire a package: deleted when no order or mandate refers to it, else deactivated (answered with `package`).',
        params: idParams,
        response: {
          200: z.object({ deleted: z.boolean(), package: adminPackageAnswer.shape.package.nullable() }),
        },
      },
    },
    async (request) => packagesAdmin.retire(auditOf(request), request.params.id),
  );

  app.get(
    '/api/admin/discount-codes',
    {
      config: { staff: 'discounts.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Discount codes (not the personal STAY- codes of the delete dialog), by code, with their use.',
        response: { 200: adminDiscountCodesAnswer },
      },
    },
    async () => ({ codes: await discountsAdmin.list() }),
  );

  app.post(
    '/api/admin/discount-codes',
    {
      config: { staff: 'discounts.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Create a discount code (SPEC §3): percentage 1–90, optional country, member (id or e-mail), ' +
          'currency, payment methods, minimum order (cents), expiry, validity and status.',
        body: discountCodeBody,
        response: { 201: adminDiscountCodeAnswer },
      },
    },
    async (request, reply) => {
      const code = await discountsAdmin.create(auditOf(request), request.body);
      reply.code(201);
      return { code };
    },
  );

  app.put(
    '/api/admin/discount-codes/:code',
    {
      config: { staff: 'discounts.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Change a discount code’s rules; `status: inactive` deactivates it (codes are never deleted).',
        params: codeParam,
        body: discountCodePatch,
        response: { 200: adminDiscountCodeAnswer },
      },
    },
    async (request) => ({
      code: await discountsAdmin.update(auditOf(request), request.params.code, request.body),
    }),
  );
};
