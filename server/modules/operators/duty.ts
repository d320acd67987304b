/**
 * Whether an operator is on duty for a fictional profile (issue "Back office" §4: a fictional
 * profile is never shown as online unless an operator is on duty for it). On duty means: an
 * operator holds an unexpired lease (`operator_leases`) on a conversation with that profile.
 * The operators module's answer for other modules (members' cards and profile pages ask it).
 */
import { and, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorLeases } from '../../db/schema/operators.ts';

/**
 * Of the fictional profiles `profileIds` (account ids), those an operator is on duty for at
 * `now`: at least one lease on a conversation with the profile whose `expiresAt` is after `now`.
 * One query (none for an empty list); ids of real members simply never hold a lease.
 */
export async function profilesOnDuty(
  db: Db | Tx,
  profileIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (profileIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ profileId: operatorLeases.profileId })
    .from(operatorLeases)
    .where(
      and(inArray(operatorLeases.profileId, [...new Set(profileIds)]), gt(operatorLeases.expiresAt, now)),
    );
  return new Set(rows.map((r) => r.profileId));
}
