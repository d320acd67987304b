import { dbIdParam, idParams } from '@common/schemas/ids';
import {
  operatorAnswerAnswer,
  operatorAnswerBody,
  operatorConversationAnswer,
  operatorFiguresAnswer,
  operatorFiguresQuery,
  operatorLeaseAnswer,
  operatorNoteAnswer,
  operatorNoteBody,
  operatorQueueAnswer,
} from '@common/schemas/operator';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { requireStaff } from '../staff/guard.ts';
import { auditOf } from '../staff/with-audit.ts';

/**
 * The operator console (issue "Back office" §4): the queue of conversations with fictional
 * profiles, leases, the work view, answers as the profile, notes (action `operator.work`: admin,
 * operator) and the operator figures (`operator.figures`: admin). Every write is audited once,
 * inside its transaction. Reading a conversation requires holding its lease, like answering.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const console = app.deps.operatorConsole;

  app.get(
    '/api/admin/operator/queue',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description:
          'Conversations with a fictional profile whose newest message is the member’s and unanswered, oldest ' +
          'waiting first (at most 100), with the unexpired lease on each.',
        response: { 200: operatorQueueAnswer },
      },
    },
    async (request) => ({ queue: await console.queue(requireStaff(request).userId) }),
  );

  app.post(
    '/api/admin/operator/conversations/:id/lease',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description:
          'Take the conversation (or renew one’s own lease) for OPERATOR_LEASE_S seconds, atomically. 409 ' +
          'lease_taken while another operator holds an unexpired lease; 404 for a conversation without a ' +
          'fictional profile.',
        params: idParams,
        response: { 200: operatorLeaseAnswer },
      },
    },
    async (request) => ({ lease: await console.take(auditOf(request), request.params.id) }),
  );

  app.delete(
    '/api/admin/operator/conversations/:id/lease',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description: 'Release one’s own lease on the conversation. 409 lease_required when one holds none.',
        params: idParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await console.release(auditOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/operator/conversations/:id',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description:
          'The work view: up to 30 messages before message id `before` (both sides, oldest first), the ' +
          'member’s and the fictional profile’s profiles and the notes on both. Requires one’s own ' +
          'unexpired lease (409 lease_required).',
        params: idParams,
        querystring: z.object({ before: dbIdParam.optional() }),
        response: { 200: operatorConversationAnswer },
      },
    },
    async (request) =>
      console.conversation(requireStaff(request).userId, request.params.id, request.query.before),
  );

  app.post(
    '/api/admin/operator/conversations/:id/messages',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description:
          'Answer as the fictional profile: free of credits, records the operator, reaches the member in ' +
          'real time like a member’s message and renews the lease. Requires one’s own unexpired lease (409 ' +
          'lease_required). The same client_id again in this conversation with the same text answers the ' +
          'first message (200); with other text 409 client_id_conflict.',
        params: idParams,
        body: operatorAnswerBody,
        response: { 200: operatorAnswerAnswer, 201: operatorAnswerAnswer },
      },
    },
    async (request, reply) => {
      const max = request.site.settings.message_length;
      if (request.body.body.length > max) throw fieldError({ body: 'validation.message_too_long' }, { max });
      const { created, ...answer } = await console.answer(auditOf(request), request.params.id, {
        body: request.body.body,
        clientId: request.body.client_id,
      });
      reply.code(created ? 201 : 200);
      return answer;
    },
  );

  app.post(
    '/api/admin/operator/notes',
    {
      config: { staff: 'operator.work' },
      schema: {
        tags: ['admin'],
        description:
          'A note on a member or a fictional profile (`subject_id` is the account id), signed by the author.',
        body: operatorNoteBody,
        response: { 201: operatorNoteAnswer },
      },
    },
    async (request, reply) => {
      const note = await console.note(auditOf(request), request.body.subject_id, request.body.body);
      reply.code(201);
      return { note };
    },
  );

  app.get(
    '/api/admin/operator/figures',
    {
      config: { staff: 'operator.figures' },
      schema: {
        tags: ['admin'],
        description:
          'Per operator, for the days `from`..`to` (inclusive, Europe/Amsterdam), per day or for the period: ' +
          'messages written as fictional profiles, conversations answered, median and average response ' +
          'time in seconds (from the member’s first unanswered message to the answer).',
        querystring: operatorFiguresQuery,
        response: { 200: operatorFiguresAnswer },
      },
    },
    async (request) => {
      const { from, to, per } = request.query;
      if (from > to) throw fieldError({ to: 'validation.date_order' });
      return { from, to, per, rows: await console.figures({ from, to, per }) };
    },
  );
};
