import { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createJobQueue } from '../../lib/jobs.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { accountByEmail } from '../auth/accounts.ts';
import { mailSite } from '../mail/render.ts';
import { createMailer } from '../mail/service.ts';
import { profileNames } from '../members/cards.ts';
import type { SettingsService } from '../settings/service.ts';
import { createNotify } from './notify.ts';
import { createWebPushSender } from './push.ts';
import { countPushes } from './push-metrics.ts';
import type { VapidKeys } from './vapid.ts';
import { defineWeeklyUpdate } from './weekly.ts';

/**
 * Wire what reaches members outside the site for `buildApp` (issue: notifications): the job
 * queue (pg-boss, `server/lib/jobs.ts`), the mailer (rendered and stored in the request, delivered
 * by the `mail-deliver` job), web push (VAPID `vapidKeys`, subject VAPID_SUBJECT or the support
 * address) and the notifier that decides when to mail or push. Throws what reading the settings throws.
 */
export async function wireNotifications(deps: {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  config: Config;
  settings: SettingsService;
  vapidKeys: VapidKeys;
  /** Tests: a local push service whose CA is trusted and whose origin is the only one posted to. */
  pushService?: { ca: string | Buffer; origin: string } | undefined;
  /** Counts job runs, mails and pushes. */
  metrics?: Metrics;
}) {
  const { app, database, clock, config, settings } = deps;
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
  const jobs = createJobQueue({ raw: database.raw, log: app.log, metrics: deps.metrics });
  const mailer = createMailer({
    db,
    clock,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    site: () => mailSite(settings),
    recipientName: async (to) => {
      const account = await accountByEmail(db, to.trim().toLowerCase());
      return account ? (await profileNames(db, [account.id])).get(account.id) : undefined;
    },
    log: app.log,
    metrics: deps.metrics,
  });
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
  return { push, jobs, mailer, notify };
}
