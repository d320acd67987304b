import {
  COMPLAINT_STATUSES,
  complaintBody,
  complaintCreated,
  complaintsAnswer,
} from '@common/schemas/complaints';
import { idParams } from '@common/schemas/ids';
import { appealBody, memberDecisionsAnswer } from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../lib/http.ts';

/**
 * Complaints (SPEC §2 /complaints, DSA Art. 16, 17, 20; API.md `POST /api/complaints`,
 * `GET /api/complaints`, `GET /api/complaints/decisions`, `POST /api/complaints/:id/appeal`). Filing is open to visitors (with an e-mail address) and rate limited per
 * address (`rateLimits.complaint`, else signup's limit); the origin check covers it like every
 * state-changing route.
 */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { complaints, rateLimits } = app.deps;

  app.post(
    '/api/complaints',
    {
      config: { rateLimit: rateLimits.complaint ?? rateLimits.signup },
      schema: {
        tags: ['complaints'],
        description:
          'File a complaint about a profile, a message or the site (DSA Art. 16). Members file as ' +
          'themselves; visitors must give `email`. The reporter is mailed the reference.',
        body: complaintBody,
        response: { 201: complaintCreated },
      },
    },
    async (request, reply) => {
      const reporter = request.member ? { userId: request.member.userId } : null;
      const complaint = await complaints.file(reporter, request.body, request.locale);
      reply.code(201);
      return { complaint };
    },
  );

  app.get(
    '/api/complaints',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['complaints'],
        description: "The signed-in member's own complaints, newest first.",
        response: { 200: complaintsAnswer },
      },
    },
    async (request) => ({ complaints: await complaints.listFor(requireMember(request).userId) }),
  );

  app.get(
    '/api/complaints/decisions',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['complaints'],
        description:
          'Decisions on complaints about the signed-in member (DSA art. 17), newest first, with the ' +
          'written reason, the appeal period and the appeal; never who filed them.',
        response: { 200: memberDecisionsAnswer },
      },
    },
    async (request) => ({ decisions: await complaints.decisionsFor(requireMember(request).userId) }),
  );

  app.post(
    '/api/complaints/:id/appeal',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['complaints'],
        description:
          'Appeal the decision on a complaint (DSA art. 20): the reporter or the reported member, ' +
          'once, after the decision, within 6 months. 409 `complaint_closed` for a second appeal, ' +
          '`appeal_not_possible` before the decision or after the period; 404 for a complaint of others.',
        params: idParams,
        body: appealBody,
        response: {
          200: z.object({ complaint: z.object({ id: z.number(), status: z.enum(COMPLAINT_STATUSES) }) }),
        },
      },
    },
    async (request) => ({
      complaint: await complaints.appeal(requireMember(request).userId, request.params.id, request.body.body),
    }),
  );
};
