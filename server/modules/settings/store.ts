/**
 * The owner API of `site_settings` for the back office (issue "Back office" §5): rows as stored
 * (raw JSON, before defaults and configuration), read and written in a caller's transaction so
 * that a change and its audit entry commit together. The reserved row `GLOBAL_ROW` holds what is
 * not per site (payment methods per country); it is never a site.
 */
import { asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { siteSettings as settingsTable } from '../../db/schema/settings.ts';
import { AppError } from '../../lib/errors.ts';

/** The row of settings that apply to every site (payment methods per country); no host maps to it. */
export const GLOBAL_ROW = '_global';

/** A settings row as stored: settings and company JSON objects (partial), last change. */
export interface StoredSite {
  domain: string;
  settings: Record<string, unknown>;
  company: Record<string, unknown>;
  updatedAt: Date;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function present(row: typeof settingsTable.$inferSelect): StoredSite {
  return {
    domain: row.domain,
    settings: asObject(row.settings),
    company: asObject(row.company),
    updatedAt: row.updatedAt,
  };
}

/** The stored row of `domain`, or null. `lock`: hold it until the transaction ends (a write follows). */
export async function storedSite(db: Db | Tx, domain: string, lock = false): Promise<StoredSite | null> {
  const query = db.select().from(settingsTable).where(eq(settingsTable.domain, domain)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? present(row) : null;
}

/** The stored row of `domain`, held until the transaction ends (a write follows); AppError not_found. */
export async function lockedSite(tx: Tx, domain: string): Promise<StoredSite> {
  const stored = await storedSite(tx, domain, true);
  if (!stored) throw new AppError('not_found');
  return stored;
}

/** Every site's stored row (not `GLOBAL_ROW`), `default` first, then by domain. */
export async function storedSites(db: Db | Tx): Promise<StoredSite[]> {
  const rows = await db
    .select()
    .from(settingsTable)
    .where(ne(settingsTable.domain, GLOBAL_ROW))
    .orderBy(asc(settingsTable.domain));
  const sites = rows.map(present);
  return [...sites.filter((s) => s.domain === 'default'), ...sites.filter((s) => s.domain !== 'default')];
}

/** Write `domain`'s settings and company JSON at `now` (insert or replace). */
export async function writeSite(
  tx: Db | Tx,
  domain: string,
  value: { settings: Record<string, unknown>; company: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx
    .insert(settingsTable)
    .values({ domain, settings: value.settings, company: value.company, updatedAt: now })
    .onConflictDoUpdate({
      target: settingsTable.domain,
      set: { settings: value.settings, company: value.company, updatedAt: now },
    });
}

/** Add site `domain` with these settings and company JSON; false when it exists already. */
export async function insertSite(
  tx: Db | Tx,
  domain: string,
  value: { settings: Record<string, unknown>; company: Record<string, unknown> },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(settingsTable)
    .values({ domain, settings: value.settings, company: value.company, updatedAt: now })
    .onConflictDoNothing({ target: settingsTable.domain })
    .returning({ domain: settingsTable.domain });
  return rows.length > 0;
}
