import { apiDiscountCode } from '@common/payments';
import { deleteAccountBody, reactivateBody } from '@common/schemas/account';
import { okAnswer } from '@common/schemas/shared';
import { userAnswer } from '@common/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { clearSessionCookie, requireMember, setSessionCookie } from '../../lib/http.ts';
import { paying } from '../payments/buyers.ts';
import { paymentCountry } from '../payments/payment-country.ts';

/**
 * Routes of an account's end of life (API.md: `DELETE /api/account`, `POST /api/account/reactivate`)
 * and the delete dialog's discount alternative (`POST /api/account/stay-discount`, SPEC §2).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account, auth, discounts, payments, clock } = app.deps;

  app.delete(
    '/api/account',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['accounts'],
        description:
          'Deletes the account with a reason (SPEC §2 delete reasons; `other` needs remarks). The ' +
          'sessions end, the profile disappears, a reactivation link valid for 14 days is mailed.',
        body: deleteAccountBody,
        response: { 200: okAnswer },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      await account.deleteAccount(member.userId, request.body);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/reactivate',
    {
      config: { rateLimit: app.deps.rateLimits.reset },
      schema: {
        tags: ['accounts'],
        description:
          'The mailed reactivation link (SPEC §4): restores a deleted account within 14 days and logs ' +
          'in. 410 link_expired when the link was used, is unknown or the 14 days are over.',
        body: reactivateBody,
        response: { 200: userAnswer },
      },
    },
    async (request, reply) => {
      const { userId, token } = await account.reactivate(request.body.token, app.context(request));
      setSessionCookie(request, reply, token);
      return { user: await auth.presentUser(userId, request.site.settings) };
    },
  );

  app.post(
    '/api/account/stay-discount',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['accounts'],
        description:
          "The delete dialog's discount alternative (SPEC §2): a personal once-per-user code worth the " +
          "site's delete_discount percent, valid 7 days; the same code while it is unspent.",
        response: { 200: z.object({ discount: apiDiscountCode }) },
      },
    },
    async (request) => {
      const buyer = await payments.buyers.of(requireMember(request).userId);
      const member = paying(buyer, paymentCountry(request.site.settings, request.ip));
      const percent = request.site.settings.delete_discount;
      // A site without a delete discount offers none (the dialog then hides the alternative).
      if (percent <= 0) throw new AppError('code_not_found');
      return { discount: (await discounts.stayDiscount(member, percent, clock.now())).object };
    },
  );
};
