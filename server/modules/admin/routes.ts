import { refundDoneAnswer, refundQueueAnswer, reviewQueueAnswer } from '@common/schemas/admin';
import { dbId, idParams } from '@common/schemas/ids';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentImage } from '../members/present.ts';
import { auditOf } from '../staff/with-audit.ts';

/**
 * Back-office work on photos and refunds: the photo review queue (moderators) and refund
 * requests (support). Roles, second factor and the audit are checked by `staffGuard`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membersAdmin } = app.deps;

  app.get(
    '/api/admin/photos',
    {
      config: { staff: 'photos.review' },
      schema: {
        tags: ['admin'],
        response: { 200: reviewQueueAnswer },
      },
    },
    async () => {
      const queue = await app.deps.photos.reviewQueue();
      return {
        photos: queue.map(({ screening, ...p }) => ({
          id: p.id,
          member_id: p.userId,
          name: p.name,
          created_at: p.createdAt.toISOString(),
          filename: presentImage(p.id)?.filename ?? '',
          thumb_filename: presentImage(p.id)?.thumb_filename ?? '',
          screening: screening
            ? {
                status: screening.status,
                explicit: screening.explicit,
                threshold: screening.threshold,
                scores: screening.scores,
              }
            : null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/photos/review',
    {
      config: { staff: 'photos.review' },
      schema: {
        tags: ['admin'],
        body: z.discriminatedUnion('approve', [
          z.object({
            ids: z.array(dbId).min(1).max(100),
            approve: z.literal(true),
          }),
          z.object({
            ids: z.array(dbId).min(1).max(100),
            approve: z.literal(false),
            reason: z.string().trim().min(1, { message: 'validation.reason_required' }).max(300),
          }),
        ]),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      await membersAdmin.reviewPhotos(
        auditOf(request),
        body.ids,
        body.approve ? { approve: true } : { approve: false, reason: body.reason },
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/refunds',
    {
      config: { staff: 'refunds.manage' },
      schema: {
        tags: ['admin'],
        response: { 200: refundQueueAnswer },
      },
    },
    async () => {
      const queue = await app.deps.payments.refunds.queue();
      return {
        refunds: queue.map(({ order, email, credits, refundCents }) => ({
          order_id: order.id,
          member_id: order.userId,
          email,
          credits_bought: order.credits,
          balance: credits,
          amount: order.amountCents,
          refund_amount: refundCents,
          currency: order.currency,
          method: order.method,
          paid_at: order.paidAt?.toISOString() ?? null,
          requested_at: (order.refundRequestedAt ?? order.createdAt).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/admin/refunds/:id',
    {
      config: { staff: 'refunds.manage' },
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: refundDoneAnswer },
      },
    },
    async (request) => {
      return { refunded: await membersAdmin.refund(auditOf(request), request.params.id) };
    },
  );
};
