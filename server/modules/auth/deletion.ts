/**
 * The auth module's part of deleting, reactivating and purging an account (SPEC §4: deleted, then
 * reactivation within 14 days via an e-mailed link; after that the personal data goes). The account
 * module (`server/modules/account/lifecycle.ts`) runs these inside its transactions.
 */
import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountDeletions,
  loginFailures,
  pushSubscriptions,
  tokens,
  users,
} from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/service.ts';
import { issueToken } from './one-time-tokens.ts';

/** Why a member left (SPEC §2 delete reasons). */
export type DeletionReason = (typeof accountDeletions.$inferInsert)['reason'];

/** At most this many reactivation mails per account per hour (login attempts send a fresh one). */
export const REACTIVATION_MAILS_PER_HOUR = 3;

/**
 * Mark account `userId` deleted at `now` with the member's reason (SPEC §2, §4), in `tx`, and
 * record the deletion. Answers false (nothing changed) when the account is not confirmed or
 * not_confirmed (already deleted, banned, unknown). The search copy follows by trigger.
 */
export async function markDeleted(
  tx: Tx,
  userId: number,
  input: { reason: DeletionReason; remarks?: string | undefined },
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (row?.status !== 'confirmed' && row?.status !== 'not_confirmed') return false;
  await tx.insert(accountDeletions).values({
    userId,
    reason: input.reason,
    remarks: input.remarks?.trim() || null,
    previousStatus: row.status,
    createdAt: now,
  });
  await tx.update(users).set({ status: 'deleted', deletedAt: now }).where(eq(users.id, userId));
  return true;
}

/**
 * Give deleted account `userId` its status before the deletion back (SPEC §4 reactivation), in
 * `tx`, when it was deleted after `since` and not purged. Answers whether it was restored.
 */
export async function restoreAccount(tx: Tx, userId: number, since: Date, now: Date): Promise<boolean> {
  const [account] = await tx
    .select({ status: users.status, deletedAt: users.deletedAt, purgedAt: users.purgedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (account?.status !== 'deleted' || account.purgedAt || !account.deletedAt) return false;
  if (account.deletedAt.getTime() <= since.getTime()) return false;
  const [deletion] = await tx
    .update(accountDeletions)
    .set({ reactivatedAt: now })
    .where(
      and(
        eq(accountDeletions.userId, userId),
        isNull(accountDeletions.reactivatedAt),
        isNull(accountDeletions.purgedAt),
      ),
    )
    .returning({ previousStatus: accountDeletions.previousStatus });
  await tx
    .update(users)
    .set({ status: deletion?.previousStatus ?? 'confirmed', deletedAt: null })
    .where(eq(users.id, userId));
  // The other reactivation links of this deletion are spent too.
  await tx
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, 'reactivation'), isNull(tokens.usedAt)));
  return true;
}

/** Ids of accounts deleted at or before `before` and not yet purged (the purge job's work), at most `limit`. */
export async function deletedAccountsDue(db: Db | Tx, before: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'deleted'), isNull(users.purgedAt), lte(users.deletedAt, before)))
    .orderBy(users.deletedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Remove the personal data of deleted account `userId` from the auth module's tables, in `tx`
 * (SPEC §4 purge): the e-mail address becomes `removed-{id}@invalid`, the password matches
 * nothing, the signup address, message and tracking go, as do sessions, tokens, failed logins,
 * push subscriptions and the remarks of its deletions (the reason stays). The row itself stays: orders and the ledger point at it. Answers the
 * former e-mail address (for the other modules' purge), or null when the account is not a
 * deleted, unpurged one.
 */
export async function anonymizeAccount(tx: Tx, userId: number, now: Date): Promise<string | null> {
  const [account] = await tx
    .select({ email: users.email, status: users.status, purgedAt: users.purgedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (account?.status !== 'deleted' || account.purgedAt) return null;
  await tx
    .update(users)
    .set({
      email: `removed-${userId}@invalid`,
      passwordHash: '!',
      signupIp: null,
      signupMessage: null,
      tracking: {},
      notificationsDisabled: [],
      invisible: false,
      purgedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(tokens).where(eq(tokens.userId, userId));
  await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  // The reason stays for the business; the member's own remarks (free text) go.
  await tx.update(accountDeletions).set({ remarks: null }).where(eq(accountDeletions.userId, userId));
  await tx
    .update(accountDeletions)
    .set({ purgedAt: now })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.reactivatedAt)));
  return account.email;
}

/**
 * Mail deleted account `userId` a fresh one-time reactivation link (SPEC §4, §8), valid until the
 * grace period of `graceDays` after the deletion ends. Sends nothing (answers false) when the
 * account is not deleted, is purged, the grace period is over, or `REACTIVATION_MAILS_PER_HOUR`
 * links went out in the last hour.
 */
export async function mailReactivationLink(
  deps: { db: Db; clock: Clock; mailer: Pick<Mailer, 'send'>; publicUrl: string },
  userId: number,
  graceDays: number,
): Promise<boolean> {
  const now = deps.clock.now();
  const [account] = await deps.db
    .select({
      email: users.email,
      language: users.language,
      status: users.status,
      deletedAt: users.deletedAt,
      purgedAt: users.purgedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.status !== 'deleted' || account.purgedAt || !account.deletedAt) return false;
  const endsAt = account.deletedAt.getTime() + graceDays * 86_400_000;
  if (endsAt <= now.getTime()) return false;
  const [recent] = await deps.db
    .select({ n: count() })
    .from(tokens)
    .where(
      and(
        eq(tokens.userId, userId),
        eq(tokens.kind, 'reactivation'),
        gt(tokens.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= REACTIVATION_MAILS_PER_HOUR) return false;
  const token = await issueToken(deps.db, now, {
    userId,
    kind: 'reactivation',
    ttlSeconds: Math.floor((endsAt - now.getTime()) / 1000),
  });
  await deps.mailer.send({
    to: account.email,
    kind: 'reactivation',
    locale: account.language,
    link: `${deps.publicUrl}/reactivate?token=${encodeURIComponent(token)}`,
    params: { days: graceDays },
  });
  return true;
}
