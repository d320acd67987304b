import { spendingLimitAnswer, spendingLimitBody, spendingStatementAnswer } from '@common/spending';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../lib/http.ts';

/**
 * Spending limits members set themselves and their monthly statement (issue "Safety" §5; API.md
 * spending-limit, spending-statement; docs/safety.md "Spending limits").
 */
export const spendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { spending } = app.deps.payments;

  app.get(
    '/api/spending-limit',
    { config: { auth: 'member' }, schema: { tags: ['credits'], response: { 200: spendingLimitAnswer } } },
    async (request) => spending.get(requireMember(request).userId),
  );

  app.put(
    '/api/spending-limit',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], body: spendingLimitBody, response: { 200: spendingLimitAnswer } },
    },
    async (request) => spending.set(requireMember(request).userId, request.body.limit_cents),
  );

  app.delete(
    '/api/spending-limit/pending',
    { config: { auth: 'member' }, schema: { tags: ['credits'], response: { 200: spendingLimitAnswer } } },
    async (request) => spending.cancelPending(requireMember(request).userId),
  );

  app.get(
    '/api/spending-statement',
    {
      config: { auth: 'member' },
      schema: { tags: ['credits'], response: { 200: spendingStatementAnswer } },
    },
    async (request) => spending.statement(requireMember(request).userId),
  );
};
