/**
 * Where and how fictional profiles show (issue "Back office" §4): only on their sites, and online
 * only while an operator is on duty for them. Used by search, profile pages and the cards other
 * modules ask for (likes, the swipe game, the like pop-up).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/members.ts';
import { profilesOnDuty } from '../operators/duty.ts';

/**
 * SQL condition on `profiles`: the profile may show on the site with settings domain `site`
 * (`request.site.settings.domain`): every real member, and a fictional profile whose `sites` is
 * empty (every site) or names `site`. A residual filter: the search indexes still serve the rest.
 */
export function shownOnSite(site: string): SQL {
  return sql`(not ${profiles.fictional} or ${profiles.sites} = '[]'::jsonb or ${profiles.sites} @> ${JSON.stringify([site])}::jsonb)`;
}

/** Whether a profile with `fictional` and `sites` may show on site `site` (see `shownOnSite`). */
export function isShownOnSite(
  profile: { fictional: boolean; sites: readonly string[] },
  site: string,
): boolean {
  return !profile.fictional || profile.sites.length === 0 || profile.sites.includes(site);
}

/**
 * Of `rows`, the fictional profiles an operator is on duty for at `now` (operators' `profilesOnDuty`),
 * for `toCard`'s online status. No query when none of the rows is fictional.
 */
export async function fictionalOnDuty(
  db: Db | Tx,
  rows: ReadonlyArray<{ id: number; fictional: boolean }>,
  now: Date,
): Promise<Set<number>> {
  const ids = rows.filter((r) => r.fictional).map((r) => r.id);
  return ids.length === 0 ? new Set() : profilesOnDuty(db, ids, now);
}
