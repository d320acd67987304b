import { idParams } from '@common/schemas/ids';
import { contactFlagsAnswer } from '@common/schemas/safety';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOf } from '../staff/with-audit.ts';

/**
 * Members who send contact details early to many members (docs/safety.md "Contact details held
 * back"): the moderators' list of open flags with the messages as evidence (`complaints.read`),
 * and marking one reviewed (`complaints.decide`, audited). Sanctions go through the member's page.
 */
export const contactFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderationAdmin } = app.deps;

  app.get(
    '/api/admin/contact-flags',
    {
      config: { staff: 'complaints.read' },
      schema: {
        tags: ['admin'],
        description:
          'Open flags, oldest first (at most 100): a member whose held-back messages (contact details ' +
          'in first messages) reached 5 distinct members within 24 hours, with those messages.',
        response: { 200: contactFlagsAnswer },
      },
    },
    async () => ({ flags: await moderationAdmin.contactFlags() }),
  );

  app.post(
    '/api/admin/contact-flags/:id/review',
    {
      config: { staff: 'complaints.decide' },
      schema: {
        tags: ['admin'],
        description:
          'A moderator looked at the flag: it leaves the list (audited). 404 when unknown or reviewed.',
        params: idParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await moderationAdmin.reviewContactFlag(auditOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
