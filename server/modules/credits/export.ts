/**
 * The credits module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): the member's credit ledger (`server/db/schema/credits.ts`). Reads only this
 * module's table; the balance is in the account part (auth's `exportAccount`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/credits.ts';

/**
 * A ledger entry as exported: one change of the balance, `delta` in whole credits (negative for
 * spending), `reason` (signup_bonus, purchase, message, gift, photo, bonus, refund, chargeback,
 * adjustment), the event it belongs to (`reference`, e.g. `message:<id>`; null for support's
 * adjustments) and when (ISO 8601).
 */
export interface LedgerEntryExport {
  id: number;
  delta: number;
  reason: string;
  reference: string | null;
  created_at: string;
}

/**
 * The credit ledger of member `userId`, oldest entry first (see `LedgerEntryExport`); the entries
 * add up to the balance the account shows. One read on `db` or a caller's `tx`; throws what the
 * database throws.
 */
export async function exportLedger(db: Db | Tx, userId: number): Promise<LedgerEntryExport[]> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  return rows.map((r) => ({
    id: r.id,
    delta: r.delta,
    reason: r.reason,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
  }));
}
