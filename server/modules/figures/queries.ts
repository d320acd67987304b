/**
 * The business figures module (issue "Back office" §6) is READ-ONLY REPORTING: it has no tables of
 * its own and writes nothing. It reads, with SQL only (it imports no schema file of another
 * module), these tables: `users` (signup_date, confirmed_at, role, domain, tracking; auth module),
 * `profiles` (user_id, fictional; members module), `orders` (user_id, paid_at, amount_cents,
 * country, status, refunded_cents, refund_processed_at, updated_at; payments module),
 * `credit_ledger` (user_id, reason, delta, created_at; credits module) and `site_settings`
 * (domain; settings module).
 *
 * Every figure is aggregated in PostgreSQL per local day (or period) and source, in three
 * statements that run at once: the members (`memberDays`, ./members-pass.ts: one scan of `users`,
 * which also gives activations, since confirmed_at has no index), the buyers and their money
 * (`buyerFigures`) and the paid messages (`messageDays`); with a split, the top sources are found
 * first (`topSources`). Only a few hundred rows reach Node whatever the number of members.
 * Indexes used: users(signup_date), orders(paid_at), credit_ledger(reason, created_at) and the
 * primary keys.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  inRange,
  isMember,
  needsMember,
  onSite,
  periodBounds,
  periodStarts,
  type Scope,
  sourceKey,
  sourceOf,
} from './sql.ts';

/** A row as the driver answers it. */
export type Row = Record<string, unknown>;

/** Run one aggregate statement; answers its rows (PGlite and node-postgres both answer `{rows}`). */
export async function rows(db: Db, query: SQL): Promise<Row[]> {
  // Room for the hash aggregates of the grouping sets (the default 4 MB makes PostgreSQL sort
  // a million rows instead), for this statement's transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
  });
}

/**
 * Paid messages (credit ledger rows `message`) and their credits per period and source (`day`:
 * the period's first day, or `from` for the first period; `k`, `o`, `messages`, `credits`). Split
 * by a source or site: summed per member and period first, then each member fetched by primary
 * key in id order (those who sent paid messages, far fewer than all members).
 */
export function messageDays(db: Db, s: Scope): Promise<Row[]> {
  const member = needsMember(s);
  const perPeriod = sql`select ${member ? sql`l.user_id,` : sql``} width_bucket(l.created_at, (select b from bounds)) as i,
           count(*) as messages, -sum(l.delta) as credits
      from credit_ledger l
     where l.reason = 'message' and ${inRange(sql`l.created_at`, s)}
     group by ${member ? sql`1, 2` : sql`1`}`;
  const bounds = sql`bounds as (select ${periodBounds(s)} as b, ${periodStarts(s)} as p)`;
  if (!member) {
    return rows(
      db,
      sql`with ${bounds}
      select (select p from bounds)[x.i]::text as day, null::text as k, false as o, x.messages::int as messages,
             x.credits::bigint as credits
        from (${perPeriod}) x`,
    );
  }
  return rows(
    db,
    sql`with ${bounds}, l as materialized (${perPeriod})
    select (select p from bounds)[l.i]::text as day, m.k, m.o, sum(l.messages)::int as messages,
           sum(l.credits)::bigint as credits
      from (select * from l order by user_id) l
      cross join lateral (select ${sourceKey(s)} from users u where u.id = l.user_id and ${onSite(s)} offset 0) m
     group by 1, 2, 3`,
  );
}

/** The source values with the most signups in the range, most first (at most `limit`). */
export async function topSources(db: Db, s: Scope, limit: number): Promise<string[]> {
  const found = await rows(
    db,
    sql`select ${sourceOf(s)} as v, count(*) as n
      from users u
     where ${inRange(sql`u.signup_date`, s)} and ${isMember(s)} and ${onSite(s)}
     group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return found.map((r) => String(r.v ?? ''));
}

/** The accounts behind fictional profiles (never counted as members). */
export async function fictionalAccounts(db: Db): Promise<number[]> {
  const found = await rows(db, sql`select user_id from profiles where fictional`);
  return found.map((r) => Number(r.user_id));
}

/** The domains that have site settings (the site picker's choices). */
export async function siteDomains(db: Db): Promise<string[]> {
  const found = await rows(db, sql`select domain from site_settings order by domain`);
  return found.map((r) => String(r.domain));
}
