/**
 * What a staff member may do to one account (issue "Back office", docs/security.md "Staff
 * powers"): the one place that decides it for every write and export under
 * `/api/admin/members/:id`. `STAFF_POLICY` (common/staff.ts) says which roles may take an action
 * at all; this says on whom.
 *
 * Roles rank admin > moderator = operator = support > member. Nobody acts on their own account,
 * nor on an account whose role ranks equal to or above their own (so support never touches an
 * admin or another support account, and an admin not another admin: that takes
 * `npm run admin`). Credit adjustments larger than `STAFF_CREDITS_LIMIT` credits need an admin.
 */
import type { Role } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../lib/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccount } from '../auth/accounts.ts';
import { requireStaff } from './guard.ts';

/** The rank of each role: higher may act on lower, never on equal or higher. */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  member: 0,
  support: 1,
  operator: 1,
  moderator: 1,
  admin: 2,
};

/** The staff writes (and the export) on one account that `mayActOn` decides. */
export const MEMBER_ACTIONS = [
  'credits',
  'deactivate',
  'reactivate',
  'delete',
  'export',
  'warn',
  'ban',
  'unban',
] as const;
/** One of `MEMBER_ACTIONS`. */
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The acting staff member: account id and role. */
export interface Actor {
  userId: number;
  role: Role;
}

/** The account acted on: id and role. */
export interface Target {
  id: number;
  role: Role;
}

/**
 * Whether `actor` may take `action` on `target`. Answers null when allowed, else the error code:
 * `staff_self_forbidden` on their own account, `staff_target_forbidden` on an account whose role
 * ranks equal or higher, `staff_credits_limit` for a `credits` action whose `delta` (credits,
 * either sign) is above `creditsLimit` when the actor is no admin. Pure: no database.
 */
export function mayActOn(
  actor: Actor,
  target: Target,
  action: MemberAction,
  options: { delta?: number; creditsLimit?: number } = {},
): Extract<ErrorCode, 'staff_self_forbidden' | 'staff_target_forbidden' | 'staff_credits_limit'> | null {
  if (actor.userId === target.id) return 'staff_self_forbidden';
  if (ROLE_RANK[target.role] >= ROLE_RANK[actor.role]) return 'staff_target_forbidden';
  if (
    action === 'credits' &&
    actor.role !== 'admin' &&
    Math.abs(options.delta ?? 0) > (options.creditsLimit ?? 0)
  ) {
    return 'staff_credits_limit';
  }
  return null;
}

/**
 * The guard of a route under `/api/admin/members/:id`: reads the target account's role and
 * throws AppError 403 (`mayActOn`'s code, with `limit` for `staff_credits_limit`) unless the
 * request's staff member may take `action` on it; 404 not_found for an unknown account. Call it
 * first in the handler, before anything changes.
 */
export async function assertMayActOn(
  request: FastifyRequest,
  targetId: number,
  action: MemberAction,
  options: { delta?: number } = {},
): Promise<void> {
  const staff = requireStaff(request);
  const account = await memberAccount(request.server.deps.database.db, targetId);
  if (!account) throw new AppError('not_found');
  const creditsLimit = request.server.deps.config.staffCreditsLimit;
  const refused = mayActOn(staff, { id: account.id, role: account.role }, action, {
    ...options,
    creditsLimit,
  });
  if (refused === 'staff_credits_limit') throw new AppError(refused, { limit: creditsLimit });
  if (refused) throw new AppError(refused);
}
