import { SUPPORTED_COUNTRIES } from '@common/constants';
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
import { changedKeys } from '../../lib/changes.ts';
import { auditStaffWrite } from '../staff/guard.ts';
import { createDiscountCode, listDiscountCodes, updateDiscountCode } from './discount-admin.ts';
import { createPackage, listPackages, retirePackage, updatePackage } from './package-admin.ts';

const packageId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const codeParam = z.object({ code: z.string().trim().min(1).max(40) });

/**
 * Issue "Back office" §5, prices: credit packages per country (`settings.manage`) and discount
 * codes (`discounts.manage`). Each write audits the changed fields before and after, in its
 * transaction. Members' `GET /api/credits/packages` reads the packages uncached, so a change
 * shows at once.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;

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
    async (request) => ({ packages: await listPackages(db, request.query.country) }),
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
      const created = await db.transaction(async (tx) => {
        const row = await createPackage(tx, request.body);
        const { ordered: _, ...after } = row;
        await auditStaffWrite(request, tx, { targetType: 'package', targetId: row.id, after });
        return row;
      });
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
        params: packageId,
        body: packagePatch,
        response: { 200: adminPackageAnswer },
      },
    },
    async (request) => {
      const after = await db.transaction(async (tx) => {
        const change = await updatePackage(tx, request.params.id, request.body);
        const diff = changedKeys(change.before, change.after);
        await auditStaffWrite(request, tx, {
          targetType: 'package',
          targetId: request.params.id,
          before: diff.before,
          after: diff.after,
        });
        return change.after;
      });
      return { package: after };
    },
  );

  app.delete(
    '/api/admin/packages/:id',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Retire a package: deleted when no order or mandate refers to it, else deactivated (answered with `package`).',
        params: packageId,
        response: {
          200: z.object({ deleted: z.boolean(), package: adminPackageAnswer.shape.package.nullable() }),
        },
      },
    },
    async (request) => {
      return db.transaction(async (tx) => {
        const retired = await retirePackage(tx, request.params.id);
        const { ordered: _, ...before } = retired.before;
        await auditStaffWrite(request, tx, {
          targetType: 'package',
          targetId: request.params.id,
          action: retired.deleted ? 'package.delete' : 'package.deactivate',
          before,
          after: retired.after ? { active: false } : null,
        });
        return { deleted: retired.deleted, package: retired.after };
      });
    },
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
    async () => ({ codes: await listDiscountCodes(db, clock.now()) }),
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
      const now = clock.now();
      const code = await db.transaction(async (tx) => {
        const created = await createDiscountCode(tx, request.body, now);
        const { redemptions: _, expired: __, ...after } = created;
        await auditStaffWrite(request, tx, { targetType: 'discount_code', targetId: created.code, after });
        return created;
      });
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
    async (request) => {
      const now = clock.now();
      const code = await db.transaction(async (tx) => {
        const change = await updateDiscountCode(tx, request.params.code, request.body, now);
        const diff = changedKeys(change.before, change.after);
        await auditStaffWrite(request, tx, {
          targetType: 'discount_code',
          targetId: change.after.code,
          ...(diff.keys.includes('status') && change.after.status === 'inactive'
            ? { action: 'discounts.deactivate' }
            : {}),
          before: diff.before,
          after: diff.after,
        });
        return change.after;
      });
      return { code };
    },
  );
};
