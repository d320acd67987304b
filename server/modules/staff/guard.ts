import { can, isStaffRole, STAFF_ACTIONS, type StaffAction, type StaffRole } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccount } from '../auth/accounts.ts';
import { type AuditEntry, recordAudit } from './audit.ts';

/** The staff member behind a back-office request, set by the guard before the handler runs. */
export interface StaffContext {
  userId: number;
  role: StaffRole;
  sessionId: string;
  /** The route's action (`config.staff`). */
  action: StaffAction;
  /** Audit entries this request wrote (a successful write must write exactly one). */
  audits: number;
}

/** A route under `/api/admin` and the action it takes (`app.staffRoutes`, for the role matrix). */
export interface StaffRoute {
  method: string;
  url: string;
  action: StaffAction;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under `/api/admin` with its action, in the order they were registered. */
    staffRoutes: StaffRoute[];
  }
  interface FastifyContextConfig {
    /** The back-office action a route under `/api/admin` takes (common/staff.ts STAFF_POLICY). */
    staff?: StaffAction;
  }
  interface FastifyRequest {
    /** Set on routes under `/api/admin` once the guard let the request through. */
    staff: StaffContext | null;
  }
}

/**
 * The staff member of a back-office request, or AppError `forbidden` outside one (a route under
 * `/api/admin` always has it: the guard ran).
 */
export function requireStaff(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('forbidden');
  return request.staff;
}

/**
 * Write the request's audit entry (issue "Back office"): actor, role, address and time come from
 * the request, `action` defaults to the route's. Call it inside the write's transaction. Every
 * successful write under `/api/admin` writes exactly one (checked when the answer is sent). Name
 * in `subjects` every member whose personal data `before`, `after` or `reason` may hold, unless the
 * target is that member (`AuditEntry`): their purge erases those values.
 */
export async function auditStaffWrite(
  request: FastifyRequest,
  db: Db | Tx,
  entry: Pick<AuditEntry, 'targetType' | 'targetId'> &
    Partial<Pick<AuditEntry, 'before' | 'after' | 'reason' | 'action' | 'subjects'>>,
): Promise<void> {
  const staff = requireStaff(request);
  const account = await memberAccount(db, staff.userId);
  await recordAudit(db, {
    at: request.server.deps.clock.now(),
    actorId: staff.userId,
    actorEmail: account?.email ?? '',
    actorRole: staff.role,
    action: entry.action ?? staff.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    ip: request.ip,
    ...(entry.subjects ? { subjects: entry.subjects } : {}),
  });
  staff.audits += 1;
}

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
    app.addHook('onSend', async (request, reply, payload) => {
      const staff = request.staff;
      if (!staff || READS.has(request.method) || reply.statusCode >= 300) return payload;
      if (staff.audits === 1) return payload;
      request.log.error(
        { url: request.url, audits: staff.audits },
        'a back-office write must write one audit entry',
      );
      if (options.strictAudit)
        throw new Error(`${request.method} ${request.url} wrote ${staff.audits} audit entries`);
      return payload;
    });
  },
  { name: 'staff-guard' },
);
