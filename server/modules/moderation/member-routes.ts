import {
  duplicatesAnswer,
  idParams,
  reasonBody,
  sanctionItem,
  sanctionsAnswer,
  staffMessage,
} from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { memberAccount, memberAccounts } from '../auth/accounts.ts';
import { duplicateAccounts } from '../auth/duplicates.ts';
import { setMessageHidden } from '../chats/moderation.ts';
import { profileNames } from '../members/cards.ts';
import { auditStaffWrite, requireStaff } from '../staff/guard.ts';
import { assertMayActOn } from '../staff/powers.ts';
import { announceBan, banMember, presentSanction, sanctionsOf, unbanMember, warnMember } from './service.ts';

/**
 * Warnings, bans and hidden messages (`members.moderate`), and duplicate-account signals
 * (`members.read`) in the back office (issue "Back office" §2). Each write takes a written reason
 * and writes one audit entry in its transaction.
 */
export const moderationMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, sessions, bus } = app.deps;
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
    async (request) => {
      const account = await memberAccount(db, request.params.id);
      if (!account) throw new AppError('not_found');
      const rows = await sanctionsOf(db, account.id);
      return { status: account.status, sanctions: rows.map(presentSanction) };
    },
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
      const by = requireStaff(request).userId;
      const { id } = request.params;
      await assertMayActOn(request, id, 'warn');
      const row = await db.transaction(async (tx) => {
        const sanction = await warnMember(tx, id, { reason: request.body.reason, by, now: clock.now() });
        await auditStaffWrite(request, tx, {
          targetType: 'member',
          targetId: id,
          after: { sanction: 'warning', id: sanction.id },
          reason: request.body.reason,
        });
        return sanction;
      });
      return { sanction: presentSanction(row) };
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
      const by = requireStaff(request).userId;
      const { id } = request.params;
      await assertMayActOn(request, id, 'ban');
      const done = await db.transaction(async (tx) => {
        const result = await banMember(tx, sessions, id, {
          reason: request.body.reason,
          by,
          now: clock.now(),
        });
        await auditStaffWrite(request, tx, {
          targetType: 'member',
          targetId: id,
          before: { status: result.previousStatus },
          after: { status: 'banned', sessions_ended: result.sessionIds.length },
          reason: request.body.reason,
        });
        return result;
      });
      await announceBan({ bus, sessions }, id, done.sessionIds);
      return { sanction: presentSanction(done.sanction) };
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
      const by = requireStaff(request).userId;
      const { id } = request.params;
      await assertMayActOn(request, id, 'unban');
      const row = await db.transaction(async (tx) => {
        const sanction = await unbanMember(tx, id, { reason: request.body.reason, by, now: clock.now() });
        await auditStaffWrite(request, tx, {
          targetType: 'member',
          targetId: id,
          before: { status: 'banned' },
          after: { status: 'unbanned' },
          reason: request.body.reason,
        });
        return sanction;
      });
      sessions.forgetMember(id);
      return { sanction: presentSanction(row) };
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
    async (request) => {
      if (!(await memberAccount(db, request.params.id))) throw new AppError('not_found');
      const found = await duplicateAccounts(db, request.params.id);
      const ids = found.map((d) => d.userId);
      const [accounts, names] = await Promise.all([memberAccounts(db, ids), profileNames(db, ids)]);
      return {
        duplicates: found.map((d) => ({
          member: {
            id: d.userId,
            name: names.get(d.userId) ?? null,
            email: accounts.get(d.userId)?.email ?? null,
            status: accounts.get(d.userId)?.status ?? null,
          },
          shared: d.shared,
        })),
      };
    },
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
      async (request) => {
        const by = requireStaff(request).userId;
        const now = clock.now();
        const before = await db.transaction(async (tx) => {
          const row = await setMessageHidden(tx, request.params.id, hide ? by : null, now);
          if (!row) throw new AppError('not_found');
          await auditStaffWrite(request, tx, {
            targetType: 'message',
            targetId: row.id,
            before: { hidden: row.hiddenAt !== null },
            after: { hidden: hide },
            reason: request.body.reason,
            subjects: [row.senderId, row.recipientId],
          });
          return row;
        });
        await bus.publish({
          userIds: [before.senderId, before.recipientId],
          event: { type: 'chats_changed', data: { conversation_id: before.conversationId } },
        });
        return {
          message: {
            id: before.id,
            conversation_id: before.conversationId,
            sender_id: before.senderId,
            type: before.type,
            body: before.body,
            created_at: before.createdAt.toISOString(),
            hidden: hide,
            removed: before.removedAt !== null,
          },
        };
      },
    );
  }
};
