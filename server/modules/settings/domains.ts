/**
 * The settings module's list of sites for other modules (issue "Back office" §4: the sites a
 * fictional profile appears on are chosen from these).
 */
import { asc, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/settings.ts';
import { GLOBAL_ROW } from './store.ts';

/**
 * The settings domain of every site (the keys `request.site.settings.domain` takes, `default`
 * included: it serves every host without its own row; not the site-independent `GLOBAL_ROW`),
 * sorted. One query.
 */
export async function siteDomains(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ domain: siteSettings.domain })
    .from(siteSettings)
    .where(ne(siteSettings.domain, GLOBAL_ROW))
    .orderBy(asc(siteSettings.domain));
  return rows.map((r) => r.domain);
}
