import { idParams } from '@common/schemas/ids';
import { contactFlagsAnswer } from '@common/schemas/safety';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { openContactFlags, reviewContactFlag } from '../chats/safety.ts';
import { profileNames } from '../members/cards.ts';
import { auditOf, withAudit } from '../staff/with-audit.ts';

/**
 * Members who send contact details early to many members (docs/safety.md "Contact details held
 * back"): the moderators' list of open flags with the messages as evidence (`complaints.read`),
 * and marking one reviewed (`complaints.decide`, audited). Sanctions go through the member's page.
 */
export const contactFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

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
    async () => {
      const flags = await openContactFlags(db);
      const ids = new Set(flags.flatMap((f) => [f.senderId, ...f.messages.map((m) => m.recipientId)]));
      const names = await profileNames(db, [...ids]);
      const person = (id: number) => ({ id, name: names.get(id) ?? null });
      return {
        flags: flags.map((f) => ({
          id: f.id,
          sender: person(f.senderId),
          recipients: f.recipients,
          created_at: f.createdAt.toISOString(),
          messages: f.messages.map((m) => ({
            id: m.id,
            recipient: person(m.recipientId),
            body: m.body,
            kinds: m.kinds,
            created_at: m.createdAt.toISOString(),
          })),
        })),
      };
    },
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
      const audit = auditOf(request);
      await withAudit(db, audit, async (tx) => {
        const senderId = await reviewContactFlag(tx, request.params.id, audit.actorId, audit.at);
        if (senderId === null) throw new AppError('not_found');
        return {
          value: senderId,
          audit: {
            action: 'contact_flag.review',
            targetType: 'member',
            targetId: String(senderId),
            after: { contact_flag: request.params.id, reviewed: true },
          },
        };
      });
      return { ok: true as const };
    },
  );
};
