import {
  appealDecisionBody,
  complaintDecisionBody,
  idParams,
  staffComplaintAnswer,
  staffComplaintsAnswer,
  staffComplaintsQuery,
} from '@common/schemas/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { complaintById, complaintQueue } from '../complaints/decisions.ts';
import { auditStaffWrite, requireStaff } from '../staff/guard.ts';
import { type AuditWrite, type DecisionDeps, decideAppeal, decideComplaint } from './complaint-decisions.ts';
import { presentComplaints } from './present.ts';

/** What deciding needs, from the app's container. */
export function decisionDeps(app: FastifyInstance): DecisionDeps {
  const { database, clock, sessions, bus, mailer, config } = app.deps;
  return { db: database.db, clock, sessions, bus, mailer, publicUrl: config.publicUrl };
}

/** The request's audit entry, written inside the decision's transaction. */
const auditOf =
  (request: FastifyRequest): AuditWrite =>
  (tx, entry) =>
    auditStaffWrite(request, tx, entry);

/**
 * The complaints queue of the back office (issue "Back office" §2, DSA art. 16, 17, 20): list and
 * read (`complaints.read`), decide with a written reason and optional sanction, and decide the
 * one appeal (`complaints.decide`). Each decision writes one audit entry.
 */
export const complaintAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/complaints',
    {
      config: { staff: 'complaints.read' },
      schema: {
        tags: ['admin'],
        description:
          'The complaints queue, oldest first, optionally of one `status`, with reporter, reported ' +
          'member and the reported message (its text, also when hidden).',
        querystring: staffComplaintsQuery,
        response: { 200: staffComplaintsAnswer },
      },
    },
    async (request) => {
      const rows = await complaintQueue(db, request.query);
      return { complaints: await presentComplaints(db, rows) };
    },
  );

  app.get(
    '/api/admin/complaints/:id',
    {
      config: { staff: 'complaints.read' },
      schema: {
        tags: ['admin'],
        description: 'One complaint with its decision and appeal.',
        params: idParams,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => {
      const row = await complaintById(db, request.params.id);
      if (!row) throw new AppError('not_found');
      const [complaint] = await presentComplaints(db, [row]);
      if (!complaint) throw new AppError('not_found');
      return { complaint };
    },
  );

  app.post(
    '/api/admin/complaints/:id/decision',
    {
      config: { staff: 'complaints.decide' },
      schema: {
        tags: ['admin'],
        description:
          'Decide a complaint once (DSA art. 17): `no_action`, `content_removed` (hides the reported ' +
          'message), `warning` or `ban` of the reported member, with a written `reason` shown to ' +
          'both sides and an optional extra `sanction`. The reporter and the reported member are ' +
          'mailed the outcome and how to appeal. 409 `complaint_closed` when decided already.',
        params: idParams,
        body: complaintDecisionBody,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const row = await decideComplaint(
        decisionDeps(app),
        staff.userId,
        request.params.id,
        request.body,
        auditOf(request),
      );
      const [complaint] = await presentComplaints(db, [row]);
      if (!complaint) throw new AppError('not_found');
      return { complaint };
    },
  );

  app.post(
    '/api/admin/complaints/:id/appeal-decision',
    {
      config: { staff: 'complaints.decide' },
      schema: {
        tags: ['admin'],
        description:
          'Decide the one appeal (DSA art. 20): `upheld` or `reversed` (lifts the ban, shows the ' +
          'hidden message again), with a written `reason`; both sides are mailed. 409 ' +
          '`appeal_not_possible` without an appeal, `complaint_closed` when decided already.',
        params: idParams,
        body: appealDecisionBody,
        response: { 200: staffComplaintAnswer },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const row = await decideAppeal(
        decisionDeps(app),
        staff.userId,
        request.params.id,
        request.body,
        auditOf(request),
      );
      const [complaint] = await presentComplaints(db, [row]);
      if (!complaint) throw new AppError('not_found');
      return { complaint };
    },
  );
};
