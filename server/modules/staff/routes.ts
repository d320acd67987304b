import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAdminRoutes } from './admin-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

/**
 * The staff module's routes (issue "Back office"): the second factor under `/api/staff` (before
 * the guard lets a session into `/api/admin`), and the admins' staff page and audit log under
 * `/api/admin`.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(twoFactorRoutes);
  await app.register(staffAdminRoutes);
};
