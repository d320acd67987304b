/**
 * Invite codes (SPEC §1, §8 invite-only mode): the owner API of `invite_codes` and
 * `invite_code_uses`. Staff create, list and revoke codes; auth's signup checks a code before it
 * creates the account and redeems it inside the signup's transaction.
 */
import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type InviteCodeCreateBody,
  type InviteCodeItem,
  type InviteReason,
} from '@common/schemas/invites';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inviteCodes, inviteCodeUses } from '../../db/schema/invites.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

type InviteRow = typeof inviteCodes.$inferSelect;

/** The `domain` of a code that opens every site. */
export const ALL_SITES = 'default';

/** How many codes the staff list shows (newest first). */
export const INVITE_LIST_LIMIT = 500;

/** A random code of INVITE_CODE_LENGTH characters without look-alikes (crypto random). */
export function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Where `row` stands at `now`: revoked wins, then expired, then used up. */
function statusOf(row: InviteRow, now: Date): InviteCodeItem['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return 'used_up';
  return 'active';
}

/** Why `row` does not open site `domain` at `now`, or null when it does. */
function problemOf(row: InviteRow | undefined, domain: string, now: Date): InviteReason | null {
  if (!row || (row.domain !== ALL_SITES && row.domain !== domain)) return 'invite_invalid';
  const status = statusOf(row, now);
  if (status === 'revoked') return 'invite_invalid';
  if (status === 'expired') return 'invite_expired';
  if (status === 'used_up') return 'invite_used_up';
  return null;
}

/** A row as the admin routes answer it (moments ISO 8601). */
export function presentInviteCode(row: InviteRow, now: Date): InviteCodeItem {
  return {
    id: row.id,
    code: row.code,
    domain: row.domain,
    note: row.note,
    max_uses: row.maxUses,
    uses_count: row.usesCount,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    status: statusOf(row, now),
  };
}

/** The code as typed (trimmed, upper case), or null when it cannot be a code. */
function normalise(code: string): string | null {
  const value = code.trim().toUpperCase();
  return value.length > 0 && value.length <= 64 ? value : null;
}

/**
 * Create an invite code (staff, `POST /api/admin/invite-codes`). Without `body.code` a random
 * code is made (a collision, about 1 in 10^14 per existing code, is retried). `expires_at` must
 * lie after `now` (else validation on `expires_at`, `invites.expiry_past`). Throws
 * invite_code_taken when a chosen code exists. `createdBy`: the staff member's user id.
 */
export async function createInviteCode(
  db: Db | Tx,
  body: InviteCodeCreateBody,
  createdBy: number,
  now: Date,
): Promise<InviteRow> {
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw fieldError({ expires_at: 'invites.expiry_past' });
  }
  const values = {
    domain: body.domain ?? ALL_SITES,
    note: body.note ?? '',
    maxUses: body.max_uses ?? null,
    expiresAt,
    createdBy,
    createdAt: now,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = body.code ?? randomInviteCode();
    const [row] = await db
      .insert(inviteCodes)
      .values({ ...values, code })
      .onConflictDoNothing({ target: inviteCodes.code })
      .returning();
    if (row) return row;
    if (body.code) throw new AppError('invite_code_taken');
  }
  throw new Error('no free invite code after 5 attempts');
}

/** Every invite code, newest first (at most INVITE_LIST_LIMIT). */
export async function listInviteCodes(db: Db): Promise<InviteRow[]> {
  return db.select().from(inviteCodes).orderBy(desc(inviteCodes.id)).limit(INVITE_LIST_LIMIT);
}

/**
 * Revoke code `id` at `now` (staff, `DELETE /api/admin/invite-codes/:id`): it opens no site from
 * then on; members who signed up with it keep their accounts. Revoking twice keeps the first
 * moment. Throws not_found for an unknown id.
 */
export async function revokeInviteCode(db: Db | Tx, id: number, now: Date): Promise<InviteRow> {
  const [revoked] = await db
    .update(inviteCodes)
    .set({ revokedAt: sql`coalesce(${inviteCodes.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(inviteCodes.id, id))
    .returning();
  if (!revoked) throw new AppError('not_found');
  return revoked;
}

/**
 * Whether `code` opens site `domain` at `now` (no lock: the signup's redeem checks again).
 * Answers `{valid: true}` or `{valid: false, reason}`: `invite_invalid` (unknown, revoked or for
 * another site), `invite_expired`, `invite_used_up`.
 */
export async function checkInviteCode(
  db: Db,
  code: string,
  domain: string,
  now: Date,
): Promise<{ valid: true } | { valid: false; reason: InviteReason }> {
  const value = normalise(code);
  if (!value) return { valid: false, reason: 'invite_invalid' };
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, value)).limit(1);
  const reason = problemOf(row, domain, now);
  return reason ? { valid: false, reason } : { valid: true };
}

/**
 * Use `code` for the new member `userId`, inside the signup's transaction `tx`: the code's row is
 * locked (`SELECT ... FOR UPDATE`), checked again, its `uses_count` raised and the use recorded,
 * so two signups racing for a code's last use never both pass (the second waits for the first's
 * commit and then sees the code used up). Throws AppError invite_invalid, invite_expired or
 * invite_used_up, which rolls the signup back.
 */
export async function redeemInviteCode(
  tx: Tx,
  code: string,
  domain: string,
  userId: number,
  now: Date,
): Promise<void> {
  const value = normalise(code);
  const [row] = value
    ? await tx.select().from(inviteCodes).where(eq(inviteCodes.code, value)).limit(1).for('update')
    : [];
  const reason = problemOf(row, domain, now);
  if (reason || !row) throw new AppError(reason ?? 'invite_invalid');
  await tx
    .update(inviteCodes)
    .set({ usesCount: sql`${inviteCodes.usesCount} + 1` })
    .where(eq(inviteCodes.id, row.id));
  await tx.insert(inviteCodeUses).values({ codeId: row.id, userId, createdAt: now });
}
