import { idParams } from '@common/schemas/ids';
import {
  appealDecisionBody,
  complaintDecisionBody,
  staffComplaintAnswer,
  staffComplaintsAnswer,
  staffComplaintsQuery,
} from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOf } from '../staff/with-audit.ts';

/**
 * The complaints queue of the back office (issue "Back office" §2, DSA art. 16, 17, 20): list and
 * read (`complaints.read`), decide with a written reason and optional sanction, and decide the
 * one appeal (`complaints.decide`). Each decision writes one audit entry.
 */
export const complaintAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderationAdmin } = app.deps;

  app.get(
    '/api/admin/complaints',
    {
      config: { staff: 'complaints.read' },
      schema: {
        tags: ['admin'],
        description:
          'The complaints queue, oldest first, optionally of one `status`, with reporter, reported ' +
          'member and the reported message (its text, also when hidden).',
        querystring: staffComplaintsQuery,
        response: { 200: staffComplaintsAnswer },
      },
    },
    async (request) => ({ complaints: await moderationAdmin.complaints(request.query) }),
  );

  app.get(
    '/api/admin/complaints/:id',
    {
      config: { staff: 'complaints.read' },
      schema: {
        tags: ['admin'],
        description: 'One complaint with its decision and appeal.',
        params: idParams,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => moderationAdmin.complaint(request.params.id),
  );

  app.post(
    '/api/admin/complaints/:id/decision',
    {
      config: { staff: 'complaints.decide' },
      schema: {
        tags: ['admin'],
        description:
          'Decide a complaint once (DSA art. 17): `no_action`, `content_removed` (hides the reported ' +
          'message), `warning` or `ban` of the reported member, with a written `reason` shown to ' +
          'both sides and an optional extra `sanction`. The reporter and the reported member are ' +
          'mailed the outcome and how to appeal. 409 `complaint_closed` when decided already.',
        params: idParams,
        body: complaintDecisionBody,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => moderationAdmin.decide(auditOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/complaints/:id/appeal-decision',
    {
      config: { staff: 'complaints.decide' },
      schema: {
        tags: ['admin'],
        description:
          'Decide the one appeal (DSA art. 20): `upheld` or `reversed` (lifts the ban, shows the ' +
          'hidden message again), with a written `reason`; both sides are mailed. 409 ' +
          '`appeal_not_possible` without an appeal, `complaint_closed` when decided already.',
        params: idParams,
        body: appealDecisionBody,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => moderationAdmin.decideAppeal(auditOf(request), request.params.id, request.body),
  );
};
