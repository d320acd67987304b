import type { StaffAction, StaffRole } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

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
