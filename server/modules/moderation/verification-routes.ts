import { idParams } from '@common/schemas/ids';
import { okAnswer } from '@common/schemas/shared';
import { verificationDecisionBody, verificationQueueAnswer } from '@common/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOf } from '../staff/with-audit.ts';

/**
 * Verified photos in the back office (docs/safety.md "Verified photos"): the queue of selfies whose
 * face comparison ran, with the pose, the distances, the threshold and the member's approved
 * photos; the selfie itself while it waits; the decision (`photos.review`, audited), after which
 * the selfie is deleted.
 */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderationAdmin } = app.deps;

  app.get(
    '/api/admin/verifications',
    {
      config: { staff: 'photos.review' },
      schema: {
        tags: ['admin'],
        description:
          'Verification requests waiting for a moderator, oldest first (at most 50): pose, face ' +
          'distances (euclidean, smaller is more alike) beside the threshold, the approved photos.',
        response: { 200: verificationQueueAnswer },
      },
    },
    async () => ({ requests: await moderationAdmin.verifications() }),
  );

  app.get(
    '/api/admin/verifications/:id/selfie',
    {
      config: { staff: 'photos.review' },
      schema: {
        tags: ['admin'],
        description:
          'The selfie of a waiting request (image/webp, private). 404 once decided: it is deleted then.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const bytes = await moderationAdmin.verificationSelfie(request.params.id);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/api/admin/verifications/:id/decision',
    {
      config: { staff: 'photos.review' },
      schema: {
        tags: ['admin'],
        description:
          'Approve (the member is verified on the photo compared) or reject with a reason the member ' +
          'reads; audited; the selfie is deleted. 404 when unknown or decided, 403 for a fictional profile.',
        params: idParams,
        body: verificationDecisionBody,
        response: { 200: okAnswer },
      },
    },
    async (request) =>
      moderationAdmin.decideVerification(
        auditOf(request, request.body.approve ? null : request.body.reason),
        request.params.id,
        request.body,
      ),
  );
};
