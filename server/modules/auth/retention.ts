/**
 * How long login records are kept (GDPR Art. 5(1)(c), (e); docs/security.md "End of an account"):
 * failed logins and sessions are what the site knows of a member's logins — when, from which
 * address, which browser — and what the data export shows of them (Art. 15). Neither is kept for
 * ever: a daily job deletes failed logins older than `LOGIN_RECORDS_DAYS` and sessions that
 * expired longer than that ago (a session ended by logout, a password change or a ban is deleted
 * at once).
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';

/** Days a failed login, and a session after it expired, are kept: 90. */
export const LOGIN_RECORDS_DAYS = 90;

/** The daily job's queue name. */
export const LOGIN_RECORDS_JOB = 'login-records-prune';

/**
 * Delete failed logins older than `LOGIN_RECORDS_DAYS` before `now` and sessions that expired that
 * long ago. Answers how many of each went.
 */
export async function pruneLoginRecords(db: Db, now: Date): Promise<{ failures: number; sessions: number }> {
  const before = new Date(now.getTime() - LOGIN_RECORDS_DAYS * 86_400_000);
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, before))
    .returning({ id: loginFailures.id });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, before))
    .returning({ id: sessions.id });
  return { failures: failures.length, sessions: ended.length };
}

/** Register the daily prune on `jobs` (pg-boss cron, 03:41 UTC). */
export function defineLoginRecordsJob(jobs: JobQueue, deps: { db: Db; clock: Pick<Clock, 'now'> }): void {
  jobs.define(LOGIN_RECORDS_JOB, {
    cron: '41 3 * * *',
    handler: async () => {
      await pruneLoginRecords(deps.db, deps.clock.now());
    },
  });
}
