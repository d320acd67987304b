/**
 * Credit packages in the back office (issue "Back office" §5: packages and prices per country):
 * list, add, change and retire packages. A package that orders or mandates refer to is never
 * deleted (it is in their books): retiring it deactivates it. Amounts in cents. Every function
 * runs in the caller's transaction, where the route also writes the audit entry.
 */
import type { AdminPackage, PackageBody, PackagePatch } from '@common/schemas/pricing-admin';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditPackages, mandates, orders } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import type { PackageRow } from './packages.ts';

/** The ids among `ids` that an order or a direct-debit mandate refers to. */
async function referenced(db: Db | Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [byOrders, byMandates] = await Promise.all([
    db
      .selectDistinct({ id: orders.packageId })
      .from(orders)
      .where(inArray(orders.packageId, [...ids])),
    db
      .selectDistinct({ id: mandates.packageId })
      .from(mandates)
      .where(inArray(mandates.packageId, [...ids])),
  ]);
  return new Set([...byOrders, ...byMandates].map((row) => row.id));
}

/** A package row as the back office shows it (`ordered`: orders or mandates refer to it). */
export function presentPackage(row: PackageRow, ordered: boolean): AdminPackage {
  return {
    id: row.id,
    country: row.country,
    currency: row.currency,
    credits: row.credits,
    amount: row.amountCents,
    sort_order: row.sortOrder,
    active: row.active,
    ordered,
  };
}

/** Every package (of `country` when given), by country, then the members' order. */
export async function listPackages(db: Db | Tx, country?: string): Promise<AdminPackage[]> {
  const rows = await db
    .select()
    .from(creditPackages)
    .where(country ? eq(creditPackages.country, country) : undefined)
    .orderBy(asc(creditPackages.country), asc(creditPackages.sortOrder), asc(creditPackages.amountCents));
  const ordered = await referenced(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentPackage(row, ordered.has(row.id)));
}

/** Package `id` as shown, or AppError not_found. `lock`: held until the transaction ends. */
export async function packageById(db: Db | Tx, id: number, lock = false): Promise<AdminPackage> {
  const query = db.select().from(creditPackages).where(eq(creditPackages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return presentPackage(row, (await referenced(db, [id])).has(id));
}

/** Add a package (`POST /api/admin/packages`); answers it. */
export async function createPackage(tx: Db | Tx, body: PackageBody): Promise<AdminPackage> {
  const [row] = await tx
    .insert(creditPackages)
    .values({
      country: body.country,
      currency: body.currency,
      credits: body.credits,
      amountCents: body.amount,
      sortOrder: body.sort_order,
      active: body.active,
    })
    .returning();
  if (!row) throw new Error('package insert returned nothing');
  return presentPackage(row, false);
}

/**
 * Change package `id` (`PUT /api/admin/packages/:id`): credits, amount (cents), order, active.
 * Orders keep the price they were placed at (they store their own amount). Answers the package
 * before and after; AppError not_found.
 */
export async function updatePackage(
  tx: Db | Tx,
  id: number,
  patch: PackagePatch,
): Promise<{ before: AdminPackage; after: AdminPackage }> {
  const before = await packageById(tx, id, true);
  const [row] = await tx
    .update(creditPackages)
    .set({
      ...(patch.credits !== undefined ? { credits: patch.credits } : {}),
      ...(patch.amount !== undefined ? { amountCents: patch.amount } : {}),
      ...(patch.sort_order !== undefined ? { sortOrder: patch.sort_order } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
    })
    .where(eq(creditPackages.id, id))
    .returning();
  if (!row) throw new AppError('not_found');
  return { before, after: presentPackage(row, before.ordered) };
}

/**
 * Retire package `id` (`DELETE /api/admin/packages/:id`): deleted when nothing refers to it, else
 * deactivated (members no longer see it; orders keep it). Answers the package as it was and
 * whether it is gone (`deleted`) or kept inactive; AppError not_found.
 */
export async function retirePackage(
  tx: Db | Tx,
  id: number,
): Promise<{ before: AdminPackage; deleted: boolean; after: AdminPackage | null }> {
  const before = await packageById(tx, id, true);
  if (!before.ordered) {
    await tx.delete(creditPackages).where(eq(creditPackages.id, id));
    return { before, deleted: true, after: null };
  }
  const { after } = await updatePackage(tx, id, { active: false });
  return { before, deleted: false, after };
}
