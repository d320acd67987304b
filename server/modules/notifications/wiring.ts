import { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { Mailer } from '../mail/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { createNotify } from './notify.ts';
import { createWebPushSender } from './push.ts';
import { countPushes } from './push-metrics.ts';
import type { VapidKeys } from './vapid.ts';
import { defineWeeklyUpdate } from './weekly.ts';

/**
 * Wire what reaches members outside the site for `buildApp` (issue: notifications): web push
 * (VAPID `vapidKeys`, subject VAPID_SUBJECT or the support address), the notifier that decides
 * when to mail or push, and the weekly update, on the app's job queue and mailer (wired in
 * server/app.ts). Throws what reading the settings throws.
 */
export async function wireNotifications(deps: {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  config: Config;
  settings: SettingsService;
  vapidKeys: VapidKeys;
  /** The app's job queue (pg-boss, `server/lib/jobs.ts`). */
  jobs: JobQueue;
  /** The app's mailer (rendered and stored in the request, delivered by the `mail-deliver` job). */
  mailer: Mailer;
  /** Tests: a local push service whose CA is trusted and whose origin is the only one posted to. */
  pushService?: { ca: string | Buffer; origin: string } | undefined;
  /** Counts job runs, mails and pushes. */
  metrics?: Metrics;
}) {
  const { app, database, clock, config, settings, jobs, mailer } = deps;
  const db = database.db;
  const subject =
    config.vapidSubject ?? `mailto:${(await settings.forHost(undefined)).settings.support_email}`;
  const local = deps.pushService;
  const push = countPushes(
    deps.metrics,
    createWebPushSender({
      db,
      vapid: { ...deps.vapidKeys, subject },
      log: app.log,
      ...(local
        ? {
            agent: new Agent({ ca: local.ca }),
            allowEndpoint: (endpoint: string) => endpoint.startsWith(`${local.origin}/`),
          }
        : {}),
    }),
  );
  const notify = createNotify({
    db,
    clock,
    jobs,
    mailer,
    push,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: app.log,
  });
  defineWeeklyUpdate({ db, clock, jobs, publicUrl: config.publicUrl, notify });
  return { push, notify };
}
