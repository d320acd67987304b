import { idParams } from '@common/schemas/ids';
import {
  duplicatesAnswer,
  reasonBody,
  sanctionItem,
  sanctionsAnswer,
  staffMessage,
} from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMayActOn } from '../staff/powers.ts';
import { auditOf } from '../staff/with-audit.ts';

/**
 * Warnings, bans and hidden messages (`members.moderate`), and duplicate-account signals
 * (`members.read`) in the back office (issue "Back office" §2). Each write takes a written reason
 * and writes one audit entry in its transaction.
 */
export const moderationMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderationAdmin } = app.deps;
  const sanctionAnswer = { 200: z.object({ sanction: sanctionItem }) };

  app.get(
    '/api/admin/members/:id/sanctions',
    {
      config: { staff: 'members.moderate' },
      schema: {
        tags: ['admin'],
        description: "A member's warnings, bans and unbans, newest first, and the account's status.",
        params: idParams,
        response: { 200: sanctionsAnswer },
      },
    },
    async (request) => moderationAdmin.sanctions(request.params.id),
  );

  app.post(
    '/api/admin/members/:id/warnings',
    {
      config: { staff: 'members.moderate' },
      schema: {
        tags: ['admin'],
        description:
          'Warn a member with a written reason; they see it in the members area until acknowledged.',
        params: idParams,
        body: reasonBody,
        response: sanctionAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertMayActOn(request, id, 'warn');
      return { sanction: await moderationAdmin.warn(auditOf(request), id, request.body.reason) };
    },
  );

  app.post(
    '/api/admin/members/:id/ban',
    {
      config: { staff: 'members.moderate' },
      schema: {
        tags: ['admin'],
        description:
          'Ban a member with a written reason: the account is blocked (out of search), every session ' +
          'ends, and a login shows the ban page with the reason. 409 `member_status_conflict` when ' +
          'banned already, deleted or a staff account.',
        params: idParams,
        body: reasonBody,
        response: sanctionAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertMayActOn(request, id, 'ban');
      return { sanction: await moderationAdmin.ban(auditOf(request), id, request.body.reason) };
    },
  );

  app.post(
    '/api/admin/members/:id/unban',
    {
      config: { staff: 'members.moderate' },
      schema: {
        tags: ['admin'],
        description:
          "Lift a member's ban with a written reason. 409 `member_status_conflict` when not banned.",
        params: idParams,
        body: reasonBody,
        response: sanctionAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertMayActOn(request, id, 'unban');
      return { sanction: await moderationAdmin.unban(auditOf(request), id, request.body.reason) };
    },
  );

  app.get(
    '/api/admin/members/:id/duplicates',
    {
      config: { staff: 'members.read' },
      schema: {
        tags: ['admin'],
        description:
          'Other accounts that share the signup address, an address of a session, or a device ' +
          'cookie with the member, and what they share.',
        params: idParams,
        response: { 200: duplicatesAnswer },
      },
    },
    async (request) => ({ duplicates: await moderationAdmin.duplicates(request.params.id) }),
  );

  for (const hide of [true, false]) {
    app.post(
      `/api/admin/messages/:id/${hide ? 'hide' : 'unhide'}`,
      {
        config: { staff: 'members.moderate' },
        schema: {
          tags: ['admin'],
          description: hide
            ? 'Hide a message with a written reason: both members see it as removed (no text, gift or image); staff still see it.'
            : 'Show a hidden message to its members again, with a written reason.',
          params: idParams,
          body: reasonBody,
          response: { 200: z.object({ message: staffMessage }) },
        },
      },
      async (request) => ({
        message: await moderationAdmin.setMessageHidden(
          auditOf(request),
          request.params.id,
          hide,
          request.body.reason,
        ),
      }),
    );
  }
};
