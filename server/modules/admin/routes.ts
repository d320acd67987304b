import { refundDoneAnswer, refundQueueAnswer, reviewQueueAnswer } from '@common/schemas/admin';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requireMember } from '../../lib/http.ts';
import { presentImage } from '../members/present.ts';

/** Admin work: the photo review queue and refund requests (`npm run admin -- grant <email>`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = (request: Parameters<typeof requireMember>[0]) => {
    const member = requireMember(request);
    if (member.role !== 'admin') throw new AppError('forbidden');
    return member;
  };

  app.get(
    '/api/admin/photos',
    {
      schema: {
        tags: ['admin'],
        response: { 200: reviewQueueAnswer },
      },
    },
    async (request) => {
      requireAdmin(request);
      const queue = await app.deps.photos.reviewQueue();
      return {
        photos: queue.map((p) => ({
          id: p.id,
          member_id: p.userId,
          name: p.name,
          created_at: p.createdAt.toISOString(),
          filename: presentImage(p.id)?.filename ?? '',
          thumb_filename: presentImage(p.id)?.thumb_filename ?? '',
        })),
      };
    },
  );

  app.get(
    '/api/admin/operator-queue',
    {
      schema: {
        tags: ['admin'],
        description: 'Messages to fictional profiles that wait for an operator, oldest first.',
        response: {
          200: z.object({
            queue: z.array(
              z.object({
                conversation_id: z.number(),
                message_id: z.number(),
                sender_id: z.number(),
                profile_id: z.number(),
                profile_name: z.string(),
                body: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { queue: await app.deps.chats.operatorQueue() };
    },
  );

  app.post(
    '/api/admin/photos/review',
    {
      schema: {
        tags: ['admin'],
        body: z.discriminatedUnion('approve', [
          z.object({
            ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
            approve: z.literal(true),
          }),
          z.object({
            ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
            approve: z.literal(false),
            reason: z.string().trim().min(1, { message: 'validation.reason_required' }).max(300),
          }),
        ]),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      requireAdmin(request);
      const body = request.body;
      await app.deps.photos.review(
        body.ids,
        body.approve ? { approve: true } : { approve: false, reason: body.reason },
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/refunds',
    {
      schema: {
        tags: ['admin'],
        response: { 200: refundQueueAnswer },
      },
    },
    async (request) => {
      requireAdmin(request);
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
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: refundDoneAnswer },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { refunded: await app.deps.payments.refunds.process(request.params.id) };
    },
  );
};
