import { can, isStaffRole, STAFF_ACTIONS, type StaffAction } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { StaffRoute } from '../modules/staff/guard.ts';

const READS = new Set(['GET', 'HEAD']);

/**
 * The back office's door (issue "Back office"): every route under `/api/admin` must name its
 * action in `config.staff` (the app does not start otherwise) and is reached only by a signed-in
 * staff member whose session passed the second factor and whose role the policy allows:
 * `authentication_required` without a session, `forbidden` for members and other roles,
 * `second_factor_required` before the TOTP step. A successful write that did not write exactly
 * one audit entry is a bug: logged, and answered 500 in tests.
 */
export const staffGuard = fp(
  async (app, options: { strictAudit: boolean }) => {
    app.decorateRequest('staff', null);
    app.decorate('staffRoutes', [] as StaffRoute[]);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin')) return;
      const action = (route.config as { staff?: StaffAction } | undefined)?.staff;
      if (!action || !STAFF_ACTIONS.includes(action)) {
        throw new Error(
          `${route.method} ${route.url}: a back-office route must name its action in config.staff`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.staffRoutes.push({ method, url: route.url, action });
      }
      const guard = async (request: FastifyRequest) => {
        const member = request.member;
        if (!member) throw new AppError('authentication_required');
        if (!isStaffRole(member.role)) throw new AppError('forbidden');
        if (!member.staffVerifiedAt) throw new AppError('second_factor_required');
        if (!can(member.role, action)) throw new AppError('forbidden');
        request.staff = {
          userId: member.userId,
          role: member.role,
          sessionId: member.sessionId,
          action,
          audits: 0,
        };
      };
      // onRequest: before the body is read or validated, after the session is resolved (app-level hook).
      const existing = route.onRequest;
      route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
    });
    // A callback hook: every answer passes it, only back-office writes do anything.
    app.addHook('onSend', (request, reply, payload, done) => {
      const staff = request.staff;
      if (!staff || READS.has(request.method) || reply.statusCode >= 300 || staff.audits === 1) {
        done(null, payload);
        return;
      }
      request.log.error(
        { url: request.url, audits: staff.audits },
        'a back-office write must write one audit entry',
      );
      if (options.strictAudit) {
        done(new Error(`${request.method} ${request.url} wrote ${staff.audits} audit entries`));
        return;
      }
      done(null, payload);
    });
  },
  // The session behind `request.member` is resolved by request-context's onRequest hook.
  { name: 'staff-guard', dependencies: ['request-context'] },
);
