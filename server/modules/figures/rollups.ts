/**
 * The business figures' daily rollups (docs/architecture.md "Business figures from rollups";
 * tables in server/db/schema/figures.ts, owned by this module). Each finished local day of the
 * site's time zone is summed once per site and network: signups and confirmations, first paid
 * orders (one row per buyer), money in and out, paid messages. `rollUp` (the hourly job
 * `figures-rollup`, and at start) adds the days finished since the last run and sums the last
 * `RECHECK_DAYS` again, for what was written late (a transaction that committed after midnight);
 * `rebuildRollups` (`npm run admin -- figures-rebuild`, and the first run on a database that has
 * none) sums the whole history again.
 *
 * The same statements that fill the tables (`memberEvents` …) also give the days after the last
 * rolled-up day when a request reads them (./rollup-read.ts): a range that ends today reads the
 * stored days and sums today live, so the figures never wait for the job. Every event is booked on
 * the day it happened (a payment on the day it was paid, a refund on the day support handled it, a
 * chargeback on the order's last change), as the direct queries of ./queries.ts book them.
 */
import { FIGURES_TIME_ZONE } from '@common/schemas/figures';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { addDays } from './periods.ts';
import { rows } from './queries.ts';
import { localMidnight, moneyRows, type Scope } from './sql.ts';

/** The job's queue name. */
export const FIGURES_ROLLUP_JOB = 'figures-rollup';
/** Finished days summed again by each run (late writes around midnight). */
export const RECHECK_DAYS = 2;

/** The local day (`date`) of an instant column in the site's time zone. */
export const localDay = (column: SQL): SQL => sql`((${column}) at time zone ${FIGURES_TIME_ZONE})::date`;
/** The network of member `u` (`''` when none), as the figures split it. */
const NETWORK = sql`coalesce(u.tracking ->> 'network', '')`;
/**
 * Members only (as `isMember` of ./sql.ts): role `member`, not the account of a fictional profile
 * (looked up per row by primary key: the few rows of a day, or one hash anti-join for the history).
 */
const MEMBER = sql`u.role = 'member' and not exists (select 1 from profiles fp where fp.user_id = u.id and fp.fictional)`;
/** `column` within the local days `a` to `b` (both included; half-open on instants, index friendly). */
const within = (column: SQL, a: string, b: string): SQL =>
  sql`${column} >= ${localMidnight(a)} and ${column} < ${localMidnight(addDays(b, 1))}`;

/**
 * Signups and confirmations of members on the local days `a` to `b` (`day`, `signup_day`,
 * `domain`, `network`, `signups`, `activations`), the rows of `figures_member_days`.
 */
export function memberEvents(a: string, b: string): SQL {
  const member = MEMBER;
  return sql`(select day, signup_day, domain, network, sum(signups)::int as signups, sum(activations)::int as activations
    from (select ${localDay(sql`u.signup_date`)} as day, ${localDay(sql`u.signup_date`)} as signup_day, u.domain,
                 ${NETWORK} as network, 1 as signups, 0 as activations
            from users u where ${within(sql`u.signup_date`, a, b)} and ${member}
          union all
          select ${localDay(sql`u.confirmed_at`)}, ${localDay(sql`u.signup_date`)}, u.domain, ${NETWORK}, 0, 1
            from users u where ${within(sql`u.confirmed_at`, a, b)} and ${member}) e
   group by 1, 2, 3, 4)`;
}

/**
 * The members whose first paid order was paid on the local days `a` to `b` (`user_id`,
 * `signup_at`, `first_paid_at`, `signup_day`, `first_paid_day`, `hours` between the two instants,
 * `domain`, `network`), the rows of `figures_buyers`: orders paid
 * then (orders(paid_at)) of members with no order paid before (orders(user_id, …)).
 */
export function buyerEvents(a: string, b: string): SQL {
  return sql`(select f.user_id, u.signup_date as signup_at, f.at as first_paid_at,
                     ${localDay(sql`u.signup_date`)} as signup_day, ${localDay(sql`f.at`)} as first_paid_day,
                     extract(epoch from f.at - u.signup_date)::float8 / 3600 as hours, u.domain, ${NETWORK} as network
    from (select o.user_id, min(o.paid_at) as at from orders o
           where ${within(sql`o.paid_at`, a, b)}
             and not exists (select 1 from orders p where p.user_id = o.user_id and p.paid_at < ${localMidnight(a)})
           group by o.user_id) f
    join users u on u.id = f.user_id
   where ${MEMBER})`;
}

/**
 * Money of members on the local days `a` to `b` per day and signup month (`day`, `signup_month`,
 * `domain`, `network`, `cents`, `ex_vat`), the rows of `figures_money_days`: the orders' payments,
 * refunds and chargebacks as `moneyRows` (./sql.ts) books them.
 */
export function moneyEvents(a: string, b: string): SQL {
  const span = { to: b } as Scope;
  return sql`(select ${localDay(sql`m.at`)} as day, date_trunc('month', ${localDay(sql`u.signup_date`)})::date as signup_month,
                     u.domain, ${NETWORK} as network, sum(m.cents)::bigint as cents, sum(m.ex_vat)::bigint as ex_vat
    from ${moneyRows(span, a)} m join users u on u.id = m.user_id
   where ${MEMBER}
   group by 1, 2, 3, 4)`;
}

/**
 * Paid messages (credit ledger `message` rows) of any sender on the local days `a` to `b` (`day`,
 * `domain`, `network`, `messages`, `credits`), the rows of `figures_message_days`.
 */
export function messageEvents(a: string, b: string): SQL {
  return sql`(select ${localDay(sql`l.created_at`)} as day, u.domain, ${NETWORK} as network,
                     count(*)::int as messages, (-sum(l.delta))::bigint as credits
    from credit_ledger l join users u on u.id = l.user_id
   where l.reason = 'message' and ${within(sql`l.created_at`, a, b)}
   group by 1, 2, 3)`;
}

/** The last local day the rollups hold (`YYYY-MM-DD`), or null when they were never built. */
export async function rolledThrough(db: Db): Promise<string | null> {
  const [state] = await rows(
    db,
    sql`select rolled_through::text as d from figures_rollup_state where id = 1`,
  );
  return state ? String(state.d) : null;
}

/** What a run wrote: the days summed (`from`–`to`, both included; null when none was due). */
export interface RollupRun {
  from: string | null;
  to: string | null;
  /** Whether the whole history was summed again. */
  rebuilt: boolean;
}

/** Yesterday in the site's time zone at `now` (the last finished local day). */
async function lastFinishedDay(db: Db, now: Date): Promise<string> {
  const [row] = await rows(
    db,
    sql`select ((${now.toISOString()}::timestamptz at time zone ${FIGURES_TIME_ZONE})::date - 1)::text as d`,
  );
  return String(row?.d);
}

/** The local day of the oldest event the figures count, or null on an empty database. */
async function firstEventDay(db: Db): Promise<string | null> {
  const [row] = await rows(
    db,
    sql`select ${localDay(sql`least(
          (select min(signup_date) from users),
          (select min(paid_at) from orders),
          (select min(created_at) from credit_ledger where reason = 'message'))`)}::text as d`,
  );
  return row?.d ? String(row.d) : null;
}

/**
 * Sum the local days `a` to `b` into the rollups again (their rows replaced) and record `through`
 * as the last day held, in one transaction under an advisory lock (two processes never interleave).
 */
async function writeDays(
  db: Db,
  a: string,
  b: string,
  through: string,
  now: Date,
  all: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('figures-rollup'))`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    if (all) {
      await tx.execute(sql`delete from figures_member_days`);
      await tx.execute(sql`delete from figures_buyers`);
      await tx.execute(sql`delete from figures_money_days`);
      await tx.execute(sql`delete from figures_message_days`);
    } else {
      await tx.execute(sql`delete from figures_member_days where day between ${a}::date and ${b}::date`);
      await tx.execute(sql`delete from figures_buyers where ${within(sql`first_paid_at`, a, b)}`);
      await tx.execute(sql`delete from figures_money_days where day between ${a}::date and ${b}::date`);
      await tx.execute(sql`delete from figures_message_days where day between ${a}::date and ${b}::date`);
    }
    await tx.execute(sql`insert into figures_member_days (day, signup_day, domain, network, signups, activations)
      select * from ${memberEvents(a, b)} e`);
    await tx.execute(sql`insert into figures_buyers
        (user_id, signup_at, first_paid_at, signup_day, first_paid_day, hours, domain, network)
      select * from ${buyerEvents(a, b)} e on conflict (user_id) do update
         set signup_at = excluded.signup_at, first_paid_at = excluded.first_paid_at, signup_day = excluded.signup_day,
             first_paid_day = excluded.first_paid_day, hours = excluded.hours,
             domain = excluded.domain, network = excluded.network`);
    await tx.execute(sql`insert into figures_money_days (day, signup_month, domain, network, cents, ex_vat)
      select * from ${moneyEvents(a, b)} e`);
    await tx.execute(sql`insert into figures_message_days (day, domain, network, messages, credits)
      select * from ${messageEvents(a, b)} e`);
    await tx.execute(sql`insert into figures_rollup_state (id, rolled_through, updated_at)
      values (1, ${through}::date, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set rolled_through = excluded.rolled_through, updated_at = excluded.updated_at`);
  });
}

/**
 * Sum the whole history again, from the oldest event to yesterday (site time zone) at `now`:
 * `npm run admin -- figures-rebuild` after a correction of old data (a member's role or site, a
 * fictional profile), and the first run. Answers the days summed.
 */
export async function rebuildRollups(db: Db, now: Date): Promise<RollupRun> {
  const to = await lastFinishedDay(db, now);
  const from = (await firstEventDay(db)) ?? to;
  await writeDays(db, from <= to ? from : to, to, to, now, true);
  return { from, to, rebuilt: true };
}

/**
 * The job's run at `now`: the days finished since the last run plus the `RECHECK_DAYS` before
 * them; the whole history when the rollups were never built. Answers the days summed.
 */
export async function rollUp(db: Db, now: Date): Promise<RollupRun> {
  const through = await rolledThrough(db);
  if (through === null) return rebuildRollups(db, now);
  const to = await lastFinishedDay(db, now);
  const from = addDays(through, 1 - RECHECK_DAYS);
  if (to < through) return { from: null, to: null, rebuilt: false };
  await writeDays(db, from, to, to, now, false);
  return { from, to, rebuilt: false };
}

/**
 * Register the rollup job on `jobs`: hourly (pg-boss cron, minute 7 UTC), so a finished day is
 * held within the hour after midnight wherever the summer time stands. `serve.ts` also queues a
 * run at start (the history on a database that has none).
 */
export function defineFiguresRollupJob(jobs: JobQueue, deps: { db: Db; clock: Pick<Clock, 'now'> }): void {
  jobs.define(FIGURES_ROLLUP_JOB, {
    cron: '7 * * * *',
    retryLimit: 3,
    handler: async () => {
      await rollUp(deps.db, deps.clock.now());
    },
  });
}

/** Queue one run of the rollup job now (at start); a run already waiting holds it back. */
export async function queueFiguresRollup(jobs: JobQueue): Promise<void> {
  await jobs.send(FIGURES_ROLLUP_JOB, {}, { singletonKey: FIGURES_ROLLUP_JOB });
}
