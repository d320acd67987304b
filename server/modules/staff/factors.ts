/**
 * The staff module's owner-API over `staff_factors` and `staff_recovery_codes` (issue "Back
 * office"): enrolment, the one-time acceptance of a TOTP step, recovery codes used once, and an
 * admin's reset. The checks of a code's value are in `totp.ts`.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffFactors, staffRecoveryCodes } from '../../db/schema/staff.ts';
import { openSecret, SEALED_PREFIX, sealSecret } from './secret-box.ts';
import { hashRecoveryCode } from './totp.ts';

/**
 * A staff account's factor: `secret` as stored (sealed: `secret-box.ts`; open it with
 * `factorSecret`), `enabledAt` (null while enrolling), `lastStep` accepted.
 */
export type StaffFactor = typeof staffFactors.$inferSelect;

/** The factor of `userId`, or null when they never enrolled (or an admin reset it). */
export async function factorOf(db: Db | Tx, userId: number): Promise<StaffFactor | null> {
  const [row] = await db.select().from(staffFactors).where(eq(staffFactors.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The base32 TOTP secret of `factor`, opened under `key` (`totpKey(config.staffTotpKey)`), or
 * null when it does not open (sealed under another key, tampered with).
 */
export function factorSecret(factor: StaffFactor, key: Buffer): string | null {
  try {
    return openSecret(factor.secret, factor.userId, key);
  } catch {
    return null;
  }
}

/** Of `userIds`, those whose factor is enabled (one query). */
export async function enabledFactors(db: Db | Tx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: staffFactors.userId })
    .from(staffFactors)
    .where(and(inArray(staffFactors.userId, [...userIds]), isNotNull(staffFactors.enabledAt)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Start (or restart) an enrolment with base32 `secret`, stored sealed under `key`: the factor is
 * stored not yet enabled. Answers false, changing nothing, when the account's factor is enabled
 * already.
 */
export async function startEnrolment(
  db: Db,
  userId: number,
  plainSecret: string,
  now: Date,
  key: Buffer,
): Promise<boolean> {
  const secret = sealSecret(plainSecret, userId, key);
  const rows = await db
    .insert(staffFactors)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: staffFactors.userId,
      set: { secret, lastStep: null, createdAt: now },
      setWhere: isNull(staffFactors.enabledAt),
    })
    .returning({ userId: staffFactors.userId });
  return rows.length > 0;
}

/**
 * Accept TOTP time `step` for `userId` once: true when it is later than every step accepted
 * before (atomic, so a replayed or concurrent code loses), false otherwise. `enable` also enables
 * a factor still being enrolled; without it a factor must be enabled.
 */
export async function acceptStep(
  db: Db | Tx,
  userId: number,
  step: number,
  options: { enableAt?: Date } = {},
): Promise<boolean> {
  const fresh = or(isNull(staffFactors.lastStep), lt(staffFactors.lastStep, step));
  const rows = await db
    .update(staffFactors)
    .set(options.enableAt ? { lastStep: step, enabledAt: options.enableAt } : { lastStep: step })
    .where(
      and(
        eq(staffFactors.userId, userId),
        fresh,
        options.enableAt ? isNull(staffFactors.enabledAt) : isNotNull(staffFactors.enabledAt),
      ),
    )
    .returning({ userId: staffFactors.userId });
  return rows.length > 0;
}

/** Replace the account's recovery codes by `codes` (stored as SHA-256). */
export async function replaceRecoveryCodes(
  db: Db | Tx,
  userId: number,
  codes: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
}

/**
 * Use one recovery code of `userId` (atomic: a code works exactly once). Answers how many unused
 * codes are left, or null when the code is unknown or was used.
 */
export async function spendRecoveryCode(
  db: Db | Tx,
  userId: number,
  code: string,
  now: Date,
): Promise<number | null> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  if (used.length === 0) return null;
  const left = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return left.length;
}

/** Remove the factor and recovery codes of `userId` (an admin's reset: they enrol again); answers whether one was enabled. */
export async function resetFactor(db: Db | Tx, userId: number): Promise<boolean> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const gone = await db
    .delete(staffFactors)
    .where(eq(staffFactors.userId, userId))
    .returning({ enabledAt: staffFactors.enabledAt });
  return gone.some((g) => g.enabledAt !== null);
}

/**
 * Seal every secret still stored in plaintext (factors enrolled before sealing), each only if
 * unchanged meanwhile. Run at every start (`serve.ts`, before the app answers); answers how many were sealed.
 */
export async function sealLegacySecrets(db: Db, key: Buffer): Promise<number> {
  const plain = await db
    .select({ userId: staffFactors.userId, secret: staffFactors.secret })
    .from(staffFactors)
    .where(notLike(staffFactors.secret, `${SEALED_PREFIX}%`));
  for (const row of plain) {
    await db
      .update(staffFactors)
      .set({ secret: sealSecret(row.secret, row.userId, key) })
      .where(and(eq(staffFactors.userId, row.userId), eq(staffFactors.secret, row.secret)));
  }
  return plain.length;
}
