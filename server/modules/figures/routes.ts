import { figuresAnswer, figuresQuery } from '@common/schemas/figures';
import { nudgeFiguresAnswer, nudgeFiguresQuery } from '@common/schemas/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The business figures dashboard's data (issue "Back office" §6), admins only (`figures.read`).
 * Read-only reporting: no tables of its own, nothing written (so no audit entry).
 */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { figures } = app.deps;

  app.get(
    '/api/admin/figures',
    {
      config: { staff: 'figures.read' },
      schema: {
        tags: ['admin'],
        description:
          'Business figures per day, ISO week or month of the site time zone (Europe/Amsterdam): signups, ' +
          'activations, first purchases (conversion, median hours), revenue with and without VAT (cents, EUR), ' +
          'paid messages, revenue per member, per traffic source (top 20 + other) and per signup cohort. ' +
          'Ranges: at most 366 days by day.',
        querystring: figuresQuery,
        response: { 200: figuresAnswer },
      },
    },
    async (request) => figures.read(request.query),
  );

  app.get(
    '/api/admin/figures/nudges',
    {
      config: { staff: 'figures.read' },
      schema: {
        tags: ['admin'],
        description:
          'Nudges (docs/safety.md) of the days `from`–`to` (Europe/Amsterdam): "Weet je het zeker?" shown, ' +
          'then sent anyway or edited; "Stoort dit je?" shown, then reported; messages whose contact ' +
          'details were held back.',
        querystring: nudgeFiguresQuery,
        response: { 200: nudgeFiguresAnswer },
      },
    },
    async (request) => app.deps.figures.nudges(request.query.from, request.query.to),
  );
};
