import { complaintBody, complaintCreated, complaintsAnswer } from '@common/schemas/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../lib/http.ts';

/**
 * Complaints (SPEC §2 /complaints, DSA Art. 16; API.md `POST /api/complaints`,
 * `GET /api/complaints`). Filing is open to visitors (with an e-mail address) and rate limited per
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
      schema: {
        tags: ['complaints'],
        description: "The signed-in member's own complaints, newest first.",
        response: { 200: complaintsAnswer },
      },
    },
    async (request) => ({ complaints: await complaints.listFor(requireMember(request).userId) }),
  );
};
