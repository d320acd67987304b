import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteSettings } from '@common/schemas/settings';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { whileWanted } from './db/pglite-queue.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './deps.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { MAX_UPLOAD_BYTES } from './lib/http.ts';
import { createJobQueue } from './lib/jobs.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { requestIdOf, withRequestId } from './lib/request-scope.ts';
import { accountExportRoutes } from './modules/account/export-routes.ts';
import { createAccountLifecycle, definePurgeJob } from './modules/account/lifecycle.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createAuthService } from './modules/account/service.ts';
import { createUserCache, memberWrites } from './modules/account/user-cache.ts';
import { createFictionalAdmin } from './modules/admin/fictional-profiles.ts';
import { fictionalAdminRoutes } from './modules/admin/fictional-routes.ts';
import { createMembersAdmin } from './modules/admin/members-admin.ts';
import { membersAdminRoutes } from './modules/admin/members-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createSettingsAdmin } from './modules/admin/settings-admin.ts';
import { siteAdminRoutes } from './modules/admin/settings-routes.ts';
import { accountByEmail } from './modules/auth/accounts.ts';
import { defineLoginRecordsJob } from './modules/auth/retention.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { chatImageScreened } from './modules/chats/images.ts';
import { wroteTo } from './modules/chats/queries.ts';
import { chatsRoutes } from './modules/chats/routes.ts';
import { createChatsService } from './modules/chats/service.ts';
import { createTypingRelay } from './modules/chats/typing.ts';
import { complaintsRoutes } from './modules/complaints/routes.ts';
import { createComplaintsService } from './modules/complaints/service.ts';
import { defineFiguresRollupJob, queueFiguresRollup } from './modules/figures/rollups.ts';
import { figuresRoutes } from './modules/figures/routes.ts';
import { createFigures } from './modules/figures/service.ts';
import { createInvitesAdmin } from './modules/invites/invites-admin.ts';
import { invitesRoutes } from './modules/invites/routes.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { createLikesService } from './modules/likes/service.ts';
import { likeState } from './modules/likes/state.ts';
import { mailSite } from './modules/mail/render.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { createMailer } from './modules/mail/service.ts';
import { createNsfwClassifier, type ImageClassifier } from './modules/media/classifier.ts';
import { createFaceApiMatcher, type FaceMatcher } from './modules/media/faces.ts';
import type { PortraitRenderer } from './modules/media/images.ts';
import { stopModelWorker } from './modules/media/model-thread.ts';
import { defineScreeningJob } from './modules/media/screening.ts';
import { openPhotoStorage } from './modules/media/storage.ts';
import { profileNames } from './modules/members/cards.ts';
import { createFictionalAdmin as createFictionalProfiles } from './modules/members/fictional-admin.ts';
import { geocodeRoutes } from './modules/members/geocode.ts';
import { mediaRoutes } from './modules/members/media.ts';
import { createOwnProfileService } from './modules/members/own-profile.ts';
import { createPhotosService } from './modules/members/photos.ts';
import type { MemberRelations } from './modules/members/relations.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { createMembersService } from './modules/members/service.ts';
import { createShowcase } from './modules/members/showcase.ts';
import { showcaseRoutes } from './modules/members/showcase-routes.ts';
import { createVerification } from './modules/members/verification.ts';
import { verificationRoutes } from './modules/members/verification-routes.ts';
import { createModerationAdmin } from './modules/moderation/moderation-admin.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { banReason } from './modules/moderation/service.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { loadVapidKeys } from './modules/notifications/vapid.ts';
import { wireNotifications } from './modules/notifications/wiring.ts';
import { profilesOnDuty } from './modules/operators/duty.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { createOperatorConsole } from './modules/operators/service.ts';
import { createAccountClosing } from './modules/payments/account-closing.ts';
import { pricingAdminRoutes } from './modules/payments/admin-routes.ts';
import { createDiscountsAdmin, createPackagesAdmin } from './modules/payments/pricing-admin.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox-routes.ts';
import { spendingRoutes } from './modules/payments/spending-routes.ts';
import { wirePayments } from './modules/payments/wiring.ts';
import { type Bus, createInProcessBus, createRedisBus, observePublishes } from './modules/realtime/bus.ts';
import { watchBus } from './modules/realtime/bus-metrics.ts';
import { createClientFrames } from './modules/realtime/frames.ts';
import { CLOSE_SERVICE_RESTART, createHub } from './modules/realtime/hub.ts';
import { createPresence } from './modules/realtime/presence.ts';
import { createRebalancer, createRedisSocketLoads, type SocketLoads } from './modules/realtime/rebalance.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { visitorCountry } from './modules/settings/geoip.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createSettingsService } from './modules/settings/service.ts';

import { createSmsOutbox, createTwilioSms } from './modules/sms/sms.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { createStaffAdmin } from './modules/staff/staff-admin.ts';
import { authGate } from './plugins/auth-gate.ts';
import { canonicalHost } from './plugins/canonical-host.ts';
import { compression } from './plugins/compression.ts';
import { databaseQueue } from './plugins/database-queue.ts';
import { deviceCookie } from './plugins/device-cookie.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { healthRoutes, type Readiness } from './plugins/health.ts';
import {
  type IslandsAssets,
  landerPages,
  loadPageRenderer,
  type PageRenderer,
} from './plugins/lander-pages.ts';
import { openApi } from './plugins/openapi.ts';
import { originCheck } from './plugins/origin-check.ts';
import { privateAnswers } from './plugins/private-answers.ts';
import { rateLimit } from './plugins/rate-limit.ts';
import { rejectNul } from './plugins/reject-nul.ts';
import { requestContext } from './plugins/request-context.ts';
import { RequestLog } from './plugins/request-log.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staffGuard } from './plugins/staff-guard.ts';
import { resolveWebRoot, webApp } from './plugins/web-app.ts';

export { DEFAULT_RATE_LIMITS, type RateLimits };

/** Options of `buildApp`; tests pass a clock, an in-memory database and their own limits. */
export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  rateLimits?: RateLimits;
  /** The realtime bus; default in-process, or Redis pub/sub when REDIS_URL is set. */
  bus?: Bus;
  /** Prefix of the rate-limit counters in Redis (default `<REDIS_PREFIX>rl:`). */
  rateLimitNamespace?: string;
  /** Serve the built web client from this folder (default dist/web when it exists). */
  webRoot?: string | null;
  /**
   * The renderer of the server-drawn landers and their assets (`server/plugins/lander-pages.ts`);
   * default: the build's beside `webRoot`, none without one. Tests pass one loaded through Vite.
   */
  pageRenderer?: { renderer: PageRenderer; assets: IslandsAssets } | null;
  /** Trust only this CA for the Mollie API (tests run a local Mollie server with its own CA). */
  mollieCa?: string | Buffer;
  /** Web push to a local push service (tests): trust its CA and post to endpoints at its origin. */
  pushService?: { ca: string | Buffer; origin: string };
  logger?: boolean;
  /** Run the job queue's workers and schedules here (`serve.ts`); tests run jobs with `runNow`. */
  runJobs?: boolean;
  /** Draws demo photos (default `renderPortrait`); the journeys pass one that keeps its results on disk. */
  renderPortrait?: PortraitRenderer;
  /**
   * Classifies uploaded images in the `image-screen` job (default NSFW.js, loaded with the first
   * image; tests pass a scripted one).
   */
  imageClassifier?: ImageClassifier;
  /** The app's metrics (default a fresh registry of its own: several apps in one process never clash). */
  metrics?: Metrics;
  /**
   * Where the processes compare their socket counts (rebalance.ts); default Redis keys with
   * REDIS_URL and WS_REBALANCE_S > 0, else none (one process: nothing to even out).
   */
  socketLoads?: SocketLoads;
  /**
   * The face model of verified photos (default face-api on WebAssembly, loaded by the first job
   * that needs it); tests of the plumbing pass a scripted one (`createScriptedFaceMatcher`).
   */
  faceMatcher?: FaceMatcher;
}

/** The demo photo renderer (server/demo/portraits.ts, with sharp and faker), loaded with the first demo photo. */
const renderDemoPortrait: PortraitRenderer = async (...args) =>
  (await import('./demo/portraits.ts')).renderPortrait(...args);

/** How long after it is ready a serving process starts its job queue (ms). */
const JOBS_START_DELAY_MS = 1000;

// The project folder: one up from server/app.ts, two up from the bundle in dist/server (npm run build:server).
const rootDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.js') ? '../..' : '..',
);

/**
 * Build the Fastify instance with every module registered. Listens nowhere: `main.ts` listens,
 * tests call `app.inject()` or `app.listen({port: 0})`.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    // Request lines at debug, slow and failed ones at warn (plugins/request-log.ts).
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    // The proxy's X-Request-ID when well-formed, else a random UUID: one id across processes and logs.
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const metrics = options.metrics ?? createMetrics();
  // First hooks: the request id is current for everything the request does (jobs it queues carry
  // it, server/lib/request-scope.ts) and answered to the client; each answer is counted by route pattern.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });
  // A read whose client has gone runs nothing more on the embedded database (db/pglite-queue.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    // A WebSocket upgrade holds its socket for the connection's life (and may have none here).
    const socket = request.raw.socket;
    if (!socket || request.headers.upgrade) return done();
    whileWanted(() => !socket.destroyed, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const vapidKeys = await loadVapidKeys({ configured: config.vapidKeys, dataDir: config.dataDir });
  // COMPANY_* and SUPPORT_EMAIL over the stored company details; examples marked outside production.
  const settings = createSettingsService({
    db,
    clock,
    company: config.company,
    markExamples: config.env !== 'production',
    pushPublicKey: vapidKeys.publicKey,
  });
  await settings.seedDefaults();
  const siteName = (await settings.forHost(undefined)).settings.name;
  // The job queue (pg-boss), the mailer (stored in the request, delivered by the `mail-deliver`
  // job) and the SMS sender (Twilio with TWILIO_*, else the local outbox read at /dev/sms).
  const jobs = createJobQueue({ raw: database.raw, log: app.log, metrics });
  const mailer = createMailer({
    db,
    clock,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    site: () => mailSite(settings),
    // Mails greet the member by profile name when the address is a member's.
    recipientName: async (to) => {
      const account = await accountByEmail(db, to.trim().toLowerCase());
      return account ? (await profileNames(db, [account.id])).get(account.id) : undefined;
    },
    log: app.log,
    metrics,
  });
  const smsOutbox = createSmsOutbox({ db, clock });
  const sms = config.twilio ? createTwilioSms(config.twilio) : smsOutbox;
  const { push, notify } = await wireNotifications({
    app,
    database,
    clock,
    config,
    settings,
    vapidKeys,
    jobs,
    mailer,
    pushService: options.pushService,
    metrics,
  });
  const sessions = createSessionStore({ db, clock });
  const bus =
    options.bus ??
    (config.redisUrl
      ? createRedisBus(config.redisUrl, `${config.redisPrefix}realtime`, {
          onPublishError(error, count) {
            app.log.error({ err: error, envelopes: count }, 'realtime bus: Redis refused a publish');
            metrics.busFailed(count);
          },
        })
      : createInProcessBus());
  watchBus(bus, metrics);
  // user.php answers kept per process, forgotten by the bus events that change them, here at once.
  const userCache = createUserCache({ db, clock });
  observePublishes(bus, (envelope) => userCache.observe(envelope));
  userCache.follow(bus);
  app.addHook('onClose', async () => bus.close());
  const auth = createAuthService({
    db,
    clock,
    mailer,
    sessions,
    publicUrl: config.publicUrl,
    bus,
    userCache,
    // A login to a deleted account mails a fresh reactivation link (SPEC §8); `account` is below.
    onDeletedLogin: (userId) => account.resendLink(userId),
    // Issue "Back office": a banned member's login answers the ban's written reason.
    banReason: (userId) => banReason(db, userId),
  });
  const storage = await openPhotoStorage({
    s3: config.s3,
    dataDir: config.dataDir,
    cacheBytes: config.photoCacheMb * 1024 * 1024,
  });
  // Members' visibility rules ask likes, chats and operators through these (members sits below them).
  const memberRelations: MemberRelations = { likeState, wroteTo, profilesOnDuty };
  const members = createMembersService({ db, clock, relations: memberRelations });
  const photos = createPhotosService({
    db,
    clock,
    storage,
    jobs,
    // A new main photo of a verified member is checked against the confirmed one (docs/safety.md).
    onMainPhotoChanged: (userId) => verification.mainPhotoChanged(userId),
  });
  const verification = createVerification({
    db,
    clock,
    storage,
    jobs,
    faces: options.faceMatcher ?? createFaceApiMatcher(),
  });
  const ownProfile = createOwnProfileService({ db, clock, photos });
  const hub = createHub(bus, { heartbeatSeconds: config.heartbeatSeconds, metrics });
  metrics.watch({ sockets: hub.size, pool: database.pool, queueSizes: () => jobs.sizes() });
  app.addHook('onClose', () => hub.close());
  // Sockets even out over the processes after a restart (docs/scaling.md "Rebalancing sockets").
  const socketLoads =
    options.socketLoads ??
    (config.redisUrl && config.rebalanceSeconds > 0
      ? createRedisSocketLoads(config.redisUrl, `${config.redisPrefix}sockets:`)
      : undefined);
  const rebalancer = socketLoads
    ? createRebalancer({
        hub,
        loads: socketLoads,
        intervalSeconds: config.rebalanceSeconds,
        code: CLOSE_SERVICE_RESTART,
        onShed: metrics.socketsShed,
        log: app.log,
      })
    : null;
  app.addHook('onClose', async () => socketLoads?.close());
  // A stopping process withdraws its socket count (nobody sheds towards it) and tells every
  // socket to reconnect (to another process) before the WebSocket server closes them without a code.
  app.addHook('preClose', () => {
    void rebalancer?.stop();
    hub.closeAll(CLOSE_SERVICE_RESTART, 'service restart');
  });
  const readiness: Readiness = { draining: false };
  const presence = createPresence({ db, clock, log: app.log });
  app.addHook('onClose', () => presence.close());
  sessions.follow(bus);
  // Issue "Back office" §5: a settings change in one process reaches every process's cache.
  settings.follow(bus);
  const likes = createLikesService({ db, clock, bus, notify, relations: memberRelations });
  const chats = createChatsService({
    db,
    clock,
    bus,
    storage,
    jobs,
    notify,
    relations: memberRelations,
    onlineHere: hub.has,
  });
  // Issue 28: uploads are screened for explicit content in a job (docs/safety.md "Explicit images").
  defineScreeningJob(jobs, {
    db,
    clock,
    storage,
    classifier: options.imageClassifier ?? createNsfwClassifier(),
    threshold: config.imageScreenThreshold,
    onScreened: chatImageScreened({ db, bus }),
  });
  // Realtime dispatches client frames to the modules above it: chats relays `typing`.
  const clientFrames = createClientFrames();
  clientFrames.onClientFrame('typing', createTypingRelay({ db, bus }));
  const complaints = createComplaintsService({ db, clock, mailer, publicUrl: config.publicUrl });
  const { discounts, sandbox, paymentProvider, directDebit, payments } = wirePayments({
    app,
    db,
    clock,
    bus,
    config,
    siteName,
    mollieCa: options.mollieCa,
    mailer,
    sms,
    methods: settings,
    metrics,
  });
  const { reconcile } = payments;
  const account = createAccountLifecycle({
    db,
    clock,
    sessions,
    bus,
    mailer,
    storage,
    payments: createAccountClosing({ db, provider: paymentProvider, reconcile, log: app.log }),
    publicUrl: config.publicUrl,
    graceDays: config.accountDeletionGraceDays,
    log: app.log,
  });
  definePurgeJob(jobs, account);
  defineLoginRecordsJob(jobs, { db, clock });
  defineFiguresRollupJob(jobs, { db, clock });
  app.addHook('onReady', async () => {
    if (!options.runJobs) return jobs.start({ workers: false });
    // A serving process starts the queue (its queues, workers and schedules) a second after it is
    // ready, off the first answer's path; jobs sent meanwhile wait for it. Then the figures'
    // rollups catch up (the whole history on a database without them).
    const after = new Promise((resolve) => setTimeout(resolve, JOBS_START_DELAY_MS));
    jobs
      .start({ workers: true, after })
      .then(() => queueFiguresRollup(jobs))
      .catch((error) => app.log.error({ err: error }, 'job queue did not start'));
  });
  app.addHook('onClose', () => jobs.stop());
  // The real image models run in a worker thread (media/model-thread.ts), ended with the app.
  if (!options.imageClassifier || !options.faceMatcher) app.addHook('onClose', () => stopModelWorker());
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  // The back office's use cases (issue "Back office"): each write audited once (staff/with-audit.ts).
  const membersAdmin = createMembersAdmin({ database, clock, bus, account, settings, photos, payments });
  const moderationAdmin = createModerationAdmin({ database, clock, sessions, bus, mailer, config, storage });
  const settingsAdmin = createSettingsAdmin({ database, clock, settings });
  const packagesAdmin = createPackagesAdmin({ database, clock });
  const discountsAdmin = createDiscountsAdmin({ database, clock });
  const invitesAdmin = createInvitesAdmin({ database, clock });
  const staffAdmin = createStaffAdmin({ database, sessions, bus });
  const operatorConsole = createOperatorConsole({ db, clock, chats });
  const fictionalAdmin = createFictionalAdmin({
    database,
    photos,
    fictional: createFictionalProfiles({ db, clock }),
  });
  app.decorate('deps', {
    config,
    database,
    clock,
    settings,
    sessions,
    mailer,
    auth,
    members,
    ownProfile,
    photos,
    verification,
    likes,
    chats,
    complaints,
    payments,
    discounts,
    directDebit,
    smsOutbox,
    paymentProvider,
    bus,
    hub,
    rebalancer,
    clientFrames,
    memberRelations,
    readiness,
    push,
    presence,
    storage,
    renderPortrait: options.renderPortrait ?? renderDemoPortrait,
    rateLimits,
    jobs,
    account,
    metrics,
    membersAdmin,
    moderationAdmin,
    settingsAdmin,
    packagesAdmin,
    discountsAdmin,
    invitesAdmin,
    staffAdmin,
    fictionalAdmin,
    operatorConsole,
    figures: createFigures({ database }),
  });

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 8192 } });
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  // Personal answers under /api are kept by no cache (`no-store`), public routes opt out.
  await app.register(privateAnswers);
  await app.register(rateLimit, {
    redisUrl: config.redisUrl,
    nameSpace: options.rateLimitNamespace ?? `${config.redisPrefix}rl:`,
  });
  await app.register(compression); // before the routes: brotli/gzip for every text answer

  // Before the routes: it adds the error schema to their documented answers.
  await app.register(openApi, { siteName, publicUrl: config.publicUrl });
  // Who is asking, in which language, on which site: resolved once per request.
  // 503 busy at once when PGLITE_QUEUE_LIMIT operations wait already on the embedded database,
  // or PG_QUEUE_LIMIT queries for a connection of the PostgreSQL pool.
  const { pending, pool } = database;
  if (pending) {
    await app.register(databaseQueue, { pending, limit: config.pgliteQueueLimit, settings });
  } else if (pool && config.pgQueueLimit > 0) {
    await app.register(databaseQueue, {
      pending: () => pool.waitingCount,
      limit: config.pgQueueLimit,
      settings,
    });
  }
  await app.register(requestContext, { settings, sessions });
  // Duplicate-account signals: a `device` cookie for every browser (login and signup record it).
  await app.register(deviceCookie);
  // Issue 9: after the language is known, so that their answers are translated.
  await app.register(originCheck, { publicUrl: config.publicUrl });
  // U+0000 cannot reach PostgreSQL text: refused as invalid before validation (issue 9).
  await app.register(rejectNul);
  const webRoot = resolveWebRoot(options.webRoot, rootDir);
  if (webRoot) await app.register(canonicalHost, { publicUrl: config.publicUrl, settings });

  await app.register(errorHandler);
  // Issue "Back office": every /api/admin route names its action; role, second factor and audit checked.
  await app.register(staffGuard, { strictAudit: config.env === 'test' });
  // Routes that need a session say so (`config.auth`): checked before their body is validated.
  await app.register(authGate);
  // A member's successful change publishes `member_changed` (their cached user.php answer goes).
  await app.register(memberWrites, { bus });

  // Liveness and readiness for the load balancer (`/healthz`, `/readyz`; false while draining).
  await app.register(healthRoutes, { database, bus, readiness });

  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(membersRoutes);
  await app.register(verificationRoutes);
  await app.register(showcaseRoutes);
  await app.register(mediaRoutes);
  await app.register(likesRoutes);
  await app.register(geocodeRoutes);
  await app.register(adminRoutes);
  await app.register(fictionalAdminRoutes);
  await app.register(moderationRoutes);
  await app.register(siteAdminRoutes);
  await app.register(pricingAdminRoutes);
  await app.register(membersAdminRoutes);
  await app.register(figuresRoutes);
  await app.register(operatorRoutes);
  await app.register(staffRoutes);
  await app.register(invitesRoutes);
  await app.register(chatsRoutes);
  await app.register(accountExportRoutes);
  await app.register(complaintsRoutes);
  await app.register(paymentsRoutes);
  await app.register(spendingRoutes);
  if (!config.mollieApiKey) await app.register(sandboxRoutes(sandbox));
  await app.register(realtimeRoutes);
  await app.register(mailRoutes);
  await app.register(notificationsRoutes);

  // Last: the built client and the not-found answer.
  await app.register(webApp, { webRoot });
  // SPEC §2 landers drawn on the server for visitors (the build's renderer, or the one a test passes).
  const pages =
    options.pageRenderer !== undefined
      ? options.pageRenderer
      : webRoot
        ? await loadPageRenderer(webRoot)
        : null;
  if (pages) {
    const showcase = createShowcase({ db, clock });
    await app.register(landerPages, {
      ...pages,
      settingsFor: (request) =>
        JSON.parse(
          request.site.settingsJsonWithCountry(visitorCountry(request.site.settings, request.ip)),
        ) as SiteSettings,
      showcase: (domain, country, query) => showcase.get(domain, country, query),
    });
  }
  return app;
}
