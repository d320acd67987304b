/**
 * Invite codes (SPEC §1, §8 invite-only mode): the public check, and in the back office
 * (`invites.manage`) list, create and revoke. Each write takes the request's `Audit` and writes one audit row in its transaction.
 */
import type { InviteCodeCreateBody } from '@common/schemas/invites';
import type { AppDeps } from '../../deps.ts';
import { type Audit, withAudit } from '../staff/with-audit.ts';
import {
  checkInviteCode,
  createInviteCode,
  listInviteCodes,
  presentInviteCode,
  revokeInviteCode,
} from './codes.ts';

/** The invite codes use cases (`app.deps.invitesAdmin`). */
export type InvitesAdmin = ReturnType<typeof createInvitesAdmin>;

/** Build the invite codes use cases from the database and the clock. */
export function createInvitesAdmin(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  const { clock } = deps;
  return {
    /** Whether invite `code` opens site `domain` now (`checkInviteCode`, public). */
    check: (code: string, domain: string) => checkInviteCode(db, code, domain, clock.now()),

    /** Every invite code with its uses, newest first (at most 500). */
    async list() {
      const now = clock.now();
      return (await listInviteCodes(db)).map((row) => presentInviteCode(row, now));
    },

    /** Create an invite code signed by the audit's actor, audited; AppError invite_code_taken. */
    async create(audit: Audit, body: InviteCodeCreateBody) {
      const now = clock.now();
      const row = await withAudit(db, audit, async (tx) => {
        const created = await createInviteCode(tx, body, audit.actorId, now);
        return {
          value: created,
          audit: {
            targetType: 'invite_code',
            targetId: created.id,
            after: {
              code: created.code,
              domain: created.domain,
              max_uses: created.maxUses,
              expires_at: created.expiresAt,
            },
          },
        };
      });
      return presentInviteCode(row, now);
    },

    /** Revoke invite code `id` (members who used it stay), audited. */
    async revoke(audit: Audit, id: number) {
      const now = clock.now();
      const row = await withAudit(db, audit, async (tx) => {
        const revoked = await revokeInviteCode(tx, id, now);
        return {
          value: revoked,
          audit: {
            targetType: 'invite_code',
            targetId: revoked.id,
            after: { code: revoked.code, revoked_at: revoked.revokedAt },
          },
        };
      });
      return presentInviteCode(row, now);
    },
  };
}
