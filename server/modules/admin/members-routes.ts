import {
  ledgerPageAnswer,
  ledgerPageQuery,
  memberPageAnswer,
  memberSearchAnswer,
  memberSearchQuery,
  readMessagesAnswer,
  readMessagesBody,
} from '@common/schemas/admin-members';
import { idParams } from '@common/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOf } from '../staff/with-audit.ts';
import { membersManageRoutes } from './members-manage-routes.ts';

/**
 * Back office "Members and money" (issue "Back office" §3): the member search, the member page,
 * its ledger pages and reading a conversation with a reason; the writes (credits, deactivation,
 * deletion, export) are in `members-manage-routes.ts`, registered from here. Roles, the second
 * factor and the one audit entry per write are checked by `staffGuard`.
 */
export const membersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membersAdmin } = app.deps;

  app.get(
    '/api/admin/members',
    {
      config: { staff: 'members.read' },
      schema: {
        tags: ['admin'],
        description:
          'Find members: `q` a member id, an e-mail address or its start (case-insensitive), or the ' +
          'start of a profile name (case-insensitive). At most 50, the id match first, then ' +
          'addresses in order, then names (newest member first).',
        querystring: memberSearchQuery,
        response: { 200: memberSearchAnswer },
      },
    },
    async (request) => ({ members: await membersAdmin.search(request.query.q) }),
  );

  app.get(
    '/api/admin/members/:id',
    {
      config: { staff: 'members.read' },
      schema: {
        tags: ['admin'],
        description:
          'A member page: account, profile, photos (addresses staff may load), conversations as ' +
          'metadata (never a message body), orders (cents), the newest credit ledger page, sessions ' +
          '(never the token). 404 not_found for an unknown id.',
        params: idParams,
        response: { 200: memberPageAnswer },
      },
    },
    async (request) => membersAdmin.page(request.params.id),
  );

  app.get(
    '/api/admin/members/:id/ledger',
    {
      config: { staff: 'members.read' },
      schema: {
        tags: ['admin'],
        description:
          'A page of the member’s credit ledger, newest first; `before` is the `next_before` of the ' +
          'previous page. 404 not_found for an unknown member.',
        params: idParams,
        querystring: ledgerPageQuery,
        response: { 200: ledgerPageAnswer },
      },
    },
    async (request) => membersAdmin.ledger(request.params.id, request.query.before),
  );

  app.post(
    '/api/admin/conversations/:id/messages',
    {
      config: { staff: 'messages.read' },
      schema: {
        tags: ['admin'],
        description:
          'Read a conversation’s messages (both members’, hidden, removed, deleted and held ones ' +
          'marked), the newest 500, oldest first. Only with a reason of at least 10 characters, ' +
          'written to the audit log with the conversation. 404 not_found for an unknown conversation.',
        params: idParams,
        body: readMessagesBody,
        response: { 200: readMessagesAnswer },
      },
    },
    async (request) =>
      membersAdmin.readConversation(auditOf(request, request.body.reason), request.params.id),
  );

  await app.register(membersManageRoutes);
};
