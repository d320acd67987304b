/**
 * The weekly update (SPEC §3 weekly_updates; issue: notifications): every Monday 09:00 UTC, the
 * members who opted in get up to 6 suggested members by mail. A marketing kind: off by default.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notifications.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { suggestionsFor } from '../members/suggestions.ts';
import type { Notify } from './notify.ts';

/** The weekly update's queue name. */
export const WEEKLY_UPDATE_JOB = 'notify-weekly-update';

/** At most one weekly update per member this often (seconds): six days, whatever the retries. */
const WEEKLY_QUIET_S = 6 * 86_400;

/** Define the weekly update job on `jobs`; it tells members through `notify.deliver`. */
export function defineWeeklyUpdate(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  jobs: JobQueue;
  publicUrl: string;
  notify: Pick<Notify, 'deliver'>;
}): void {
  const { db, publicUrl } = deps;
  deps.jobs.define<Record<string, never>>(WEEKLY_UPDATE_JOB, {
    cron: '0 9 * * 1',
    handler: async () => {
      // Opted in: the stored choice says so (the default is off).
      const rows = await db
        .select({ userId: notificationPreferences.userId })
        .from(notificationPreferences)
        .where(sql`${notificationPreferences.preferences} -> 'weekly_updates' ->> 'mail' = 'true'`);
      for (const { userId } of rows) {
        const now = deps.clock.now();
        const suggested = await suggestionsFor(db, userId, now);
        const members = suggested.map((m) => ({
          name: m.name,
          age: m.age,
          city: m.city,
          photoUrl: `${publicUrl}/media/photos/${m.mainPhotoId}.thumb.webp`,
          link: `${publicUrl}/members/${m.id}`,
        }));
        if (members.length === 0) continue;
        await deps.notify.deliver(userId, 'weekly_updates', 'weekly', WEEKLY_QUIET_S, {
          mail: {
            kind: 'weekly_update',
            link: `${publicUrl}/members`,
            params: { members },
            about: suggested.map((m) => m.id),
          },
        });
      }
    },
  });
}
