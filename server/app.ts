import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { AUTH_COOKIE, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../common/constants.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { AppError } from './lib/errors.ts';
import { MAX_UPLOAD_BYTES } from './lib/http.ts';
import { localeFromAcceptLanguage, translator } from './lib/i18n.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService, type RequestContext } from './modules/auth/service.ts';
import { createSessionStore, type SessionMember, type SessionStore } from './modules/auth/sessions.ts';
import { chatsRoutes } from './modules/chats/routes.ts';
import { createChatsService } from './modules/chats/service.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { createLikesService } from './modules/likes/service.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { createMailer, type Mailer } from './modules/mail/service.ts';
import { geocodeRoutes } from './modules/members/geocode.ts';
import { mediaRoutes } from './modules/members/media.ts';
import { createOwnProfileService } from './modules/members/own-profile.ts';
import { createPhotosService } from './modules/members/photos.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { createMembersService } from './modules/members/service.ts';
import { createLocalStorage, type PhotoStorage } from './modules/members/storage.ts';
import { createDirectDebit, type DirectDebit } from './modules/payments/directdebit.ts';
import { createDiscounts, type Discounts } from './modules/payments/discounts.ts';
import { createMollieProvider } from './modules/payments/mollie.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { createSandboxProvider } from './modules/payments/sandbox.ts';
import { sandboxRoutes } from './modules/payments/sandbox-routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import { type Bus, createInProcessBus, createRedisBus } from './modules/realtime/bus.ts';
import { createHub, type Hub } from './modules/realtime/hub.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import {
  createSettingsService,
  type DomainSettings,
  type SettingsService,
} from './modules/settings/service.ts';
import { createSmsOutbox, createTwilioSms } from './modules/sms/sms.ts';
import { canonicalHost } from './plugins/canonical-host.ts';
import { originCheck } from './plugins/origin-check.ts';
import { rejectNul } from './plugins/reject-nul.ts';

/** Per-route rate limits (requests per window, per client address). */
export interface RateLimits {
  login: { max: number; timeWindow: string };
  signup: { max: number; timeWindow: string };
  reset: { max: number; timeWindow: string };
}

/** Production limits: generous for people, tight for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  signup: { max: 10, timeWindow: '1 hour' },
  reset: { max: 5, timeWindow: '1 minute' },
};

/** Everything the routes reach through `app.deps`, wired once in `buildApp`. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionStore;
  mailer: Mailer;
  auth: ReturnType<typeof createAuthService>;
  members: ReturnType<typeof createMembersService>;
  ownProfile: ReturnType<typeof createOwnProfileService>;
  photos: ReturnType<typeof createPhotosService>;
  likes: ReturnType<typeof createLikesService>;
  chats: ReturnType<typeof createChatsService>;
  payments: PaymentsService;
  discounts: Discounts;
  directDebit: DirectDebit;
  /** The local SMS outbox (readable at /dev/sms outside production); used unless Twilio is configured. */
  smsOutbox: ReturnType<typeof createSmsOutbox>;
  /** The payment provider: Mollie with MOLLIE_API_KEY, else the sandbox. */
  paymentProvider: PaymentProvider;
  bus: Bus;
  hub: Hub;
  storage: PhotoStorage;
  rateLimits: RateLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The request context the services take (address, settings, language, traffic source). */
    context(request: FastifyRequest): RequestContext;
  }
  interface FastifyRequest {
    member: SessionMember | null;
    site: DomainSettings;
    locale: Locale;
  }
}

/** Options of `buildApp`; tests pass a clock, an in-memory database and their own limits. */
export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  rateLimits?: RateLimits;
  /** The realtime bus; default in-process, or Redis pub/sub when REDIS_URL is set. */
  bus?: Bus;
  /** Prefix of the rate-limit counters in Redis (separate apps on one Redis keep their own). */
  rateLimitNamespace?: string;
  /** Serve the built web client from this folder (default dist/web when it exists). */
  webRoot?: string | null;
  /** Trust only this CA for the Mollie API (tests run a local Mollie server with its own CA). */
  mollieCa?: string | Buffer;
  logger?: boolean;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const settings = createSettingsService({ db, clock });
  await settings.seedDefaults();
  const siteName = (await settings.forHost(undefined)).settings.name;
  const sessions = createSessionStore({ db, clock });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, siteName, log: app.log });
  const bus = options.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl) : createInProcessBus());
  app.addHook('onClose', async () => bus.close());
  const auth = createAuthService({ db, clock, mailer, sessions, publicUrl: config.publicUrl, bus });
  const storage = createLocalStorage(config.dataDir ? path.join(config.dataDir, 'photos') : null);
  const members = createMembersService({ db, clock });
  const photos = createPhotosService({ db, clock, storage });
  const ownProfile = createOwnProfileService({ db, clock, photos });
  const hub = createHub(bus);
  const likes = createLikesService({ db, clock, bus });
  const chats = createChatsService({ db, clock, bus, storage });
  const discounts = createDiscounts(db);
  // The sandbox calls our webhook through the HTTP layer, as the provider would.
  const sandbox = createSandboxProvider({
    db,
    clock,
    checkoutBase: `${config.publicUrl}/sandbox/checkout`,
    callWebhook: async (webhookUrl, paymentId) => {
      const answer = await app.inject({
        method: 'POST',
        url: new URL(webhookUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      });
      if (answer.statusCode !== 200)
        app.log.error({ paymentId, status: answer.statusCode }, 'sandbox webhook failed');
    },
  });
  const paymentProvider = config.mollieApiKey
    ? createMollieProvider({
        apiKey: config.mollieApiKey,
        apiEndpoint: config.mollieApiEndpoint,
        ca: options.mollieCa,
      })
    : sandbox;
  const smsOutbox = createSmsOutbox(db, clock);
  const sms = config.twilio ? createTwilioSms(config.twilio) : smsOutbox;
  const directDebit = createDirectDebit({ db, clock, sms, siteName });
  const payments = createPaymentsService({
    db,
    clock,
    bus,
    provider: paymentProvider,
    discounts,
    publicUrl: config.publicUrl,
  });
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
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
    likes,
    chats,
    payments,
    discounts,
    directDebit,
    smsOutbox,
    paymentProvider,
    bus,
    hub,
    storage,
    rateLimits,
  });
  app.decorate(
    'context',
    (request: FastifyRequest): RequestContext => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      site: request.site,
      locale: request.locale,
      hasTrafficSource: Boolean(request.cookies.tracking),
    }),
  );
  app.decorateRequest('member', null);
  app.decorateRequest('site', null as unknown as DomainSettings);
  app.decorateRequest('locale', DEFAULT_LOCALE);

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 8192 } });
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.rateLimitNamespace ?? 'rl:' } : {}),
    errorResponseBuilder: () => new AppError('rate_limited'),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${siteName} API`, version: '1.0.0', description: 'HTTP contract (API.md).' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Who is asking, in which language, on which site: resolved once per request.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/') || request.url === '/healthz') return;
    request.site = await settings.forHost(request.headers.host);
    request.member = await sessions.resolve(request.cookies[AUTH_COOKIE]);
    request.locale = pickLocale(request);
    if (request.member) await sessions.touch(request.member);
  });
  // Issue 9: after the language is known, so that their answers are translated.
  await app.register(originCheck, { publicUrl: config.publicUrl });
  // U+0000 cannot reach PostgreSQL text: refused as invalid before validation (issue 9).
  await app.register(rejectNul);
  const webRoot = options.webRoot === undefined ? path.join(rootDir, 'dist', 'web') : options.webRoot;
  const servesWeb = Boolean(webRoot && existsSync(path.join(webRoot, 'index.html')));
  if (servesWeb) await app.register(canonicalHost, { publicUrl: config.publicUrl, settings });

  app.setErrorHandler((error, request, reply) => {
    const t = translator(request.locale);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [field, t(key, error.params)]),
      );
      return reply.code(error.status).send({
        error: error.code,
        message: t(`errors.${error.code}`, error.params),
        ...error.params,
        ...(error.code === 'validation' ? { fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const key = issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
        fields[field] ??= t(key, { min_age: request.site?.settings.min_age ?? 18 });
      }
      return reply.code(400).send({ error: 'validation', message: t('errors.validation'), fields });
    }
    const status =
      typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 404
          ? 'not_found'
          : status === 415
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : 'bad_request';
      return reply.code(status).send({ error: code, message: t(`errors.${code}`) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: t('errors.internal') });
  });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { ok: true };
  });

  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(membersRoutes);
  await app.register(mediaRoutes);
  await app.register(likesRoutes);
  await app.register(geocodeRoutes);
  await app.register(adminRoutes);
  await app.register(chatsRoutes);
  await app.register(paymentsRoutes);
  if (!config.mollieApiKey) await app.register(sandboxRoutes(sandbox));
  await app.register(realtimeRoutes);
  await app.register(mailRoutes);

  if (webRoot && servesWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The single-page app answers every other GET; the client router shows its 404.
    app.setNotFoundHandler((request, reply) => {
      if (
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const t = translator(request.locale);
      return reply.code(404).send({ error: 'not_found', message: t('errors.not_found') });
    });
  } else {
    app.setNotFoundHandler((request, reply) => {
      const t = translator(request.locale);
      return reply.code(404).send({ error: 'not_found', message: t('errors.not_found') });
    });
  }
  return app;
}

/**
 * SPEC §7: the member's saved language, else the locale cookie, else the site's
 * domain_language (first two letters), else the browser's Accept-Language, else Dutch.
 */
function pickLocale(request: FastifyRequest): Locale {
  if (request.member && isLocale(request.member.language)) return request.member.language;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  const domainLanguage = request.site.settings.domain_language.slice(0, 2).toLowerCase();
  if (isLocale(domainLanguage)) return domainLanguage;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
