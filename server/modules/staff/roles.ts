/**
 * Granting and taking staff roles (issue "Back office"): one function for the admin's staff page
 * and for `npm run admin -- grant|revoke`. The caller writes the audit entry in the same
 * transaction, with the before and after this answers.
 */
import type { Role } from '@common/staff';
import type { Db, Tx } from '../../db/client.ts';
import { accountByEmail, endStaffVerification, setRole } from '../auth/accounts.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Bus } from '../realtime/bus.ts';
import { recordAudit } from './audit.ts';

/** The outcome of a role change: the account and its role before and after. */
export interface RoleChange {
  id: number;
  email: string;
  before: Role;
  role: Role;
}

/**
 * Give the account with `email` (compared lower-cased) the `role` (`member` takes staff rights
 * away). Answers null, changing nothing, when there is no such account. Every change of role
 * (grant, revoke, another role; not granting the role it has) ends the second-factor step of
 * every session of the account (`sessions.staff_verified_at` back to null): the back office asks
 * for a new code. Run it in a transaction together with the audit entry; the caller then drops
 * the account's cached sessions in every process (`forgetRoleEverywhere`) so it applies at once.
 */
export async function changeRole(db: Db | Tx, email: string, role: Role): Promise<RoleChange | null> {
  const account = await accountByEmail(db, email.trim());
  if (!account) return null;
  await setRole(db, account.email, role);
  if (account.role !== role) {
    await endStaffVerification(db, account.id);
  }
  return { id: account.id, email: account.email, before: account.role, role };
}

/** The audit actor of `npm run admin` (no account behind it). */
export const CLI_ACTOR = { actorId: 0, actorEmail: 'cli', actorRole: 'cli' } as const;

/**
 * `npm run admin -- grant|revoke`: give the account with `email` the `role` (`member` revokes),
 * audited as actor "cli" (id 0) in the same transaction. Answers the change, or null when there
 * is no such account. The account's sessions lose their second-factor step at once (`changeRole`);
 * the caller (`scripts/admin-command.ts`) then tells running servers to forget the account's
 * cached sessions through the realtime bus.
 */
export async function grantRoleFromCli(
  db: Db,
  email: string,
  role: Role,
  at: Date,
): Promise<RoleChange | null> {
  return db.transaction(async (tx) => {
    const change = await changeRole(tx, email, role);
    if (!change) return null;
    await recordAudit(tx, {
      ...CLI_ACTOR,
      at,
      action: 'staff.manage',
      targetType: 'staff',
      targetId: change.id,
      before: { role: change.before },
      after: { role: change.role },
    });
    return change;
  });
}

/**
 * After a role change of account `userId` committed: drop its cached sessions in this process and,
 * through the bus (`session_ended` for the member without session ids: sockets stay open), in
 * every other one, so the new role and the ended second-factor step apply at once everywhere.
 */
export async function forgetRoleEverywhere(
  deps: { sessions: Pick<SessionStore, 'forgetMember'>; bus: Pick<Bus, 'publish'> },
  userId: number,
): Promise<void> {
  deps.sessions.forgetMember(userId);
  await deps.bus.publish({ userIds: [userId], event: { type: 'session_ended', data: {} } });
}
