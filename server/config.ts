import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type CompanyOverrides, companyEnvShape, companyOverrides } from './company-config.ts';
import { DEV_STAFF_TOTP_KEY } from './modules/staff/secret-box.ts';
import { type VapidConfig, vapidConfig, vapidConfigProblems, vapidEnvShape } from './vapid-config.ts';

export type { CompanyOverrides } from './company-config.ts';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

/** An optional string setting: surrounding space trimmed, empty is unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A true/false setting (`true`, `false`, `1`, `0`), false when unset. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** S3 settings that mean "store photos in S3": setting one without S3_BUCKET is a mistake. */
const S3_COMPANIONS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/**
 * The environment, parsed once at start (ARCHITECTURE "Configuration"). A bad value stops the
 * start with the variable's name (see `loadConfig`).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and _ . : - only, at most 64')
    .default('amora:'),
  SMTP_URL: optionalUrl,
  MOLLIE_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^(live|test)_\w{20,}$/, 'must be a Mollie live_ or test_ key')
        .optional(),
    ),
  MOLLIE_API_ENDPOINT: optionalUrl,
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  TWILIO_ACCOUNT_SID: z.string().trim().optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  TWILIO_FROM: z.string().trim().optional(),
  TWILIO_API_BASE: optionalUrl,
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens or underscores), without s3:// or a folder: put a folder in S3_PREFIX',
      )
      .optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl.refine(
    (value) => value === undefined || /^https?:\/\//.test(value),
    'must be an http:// or https:// address',
  ),
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split('/').every((segment) => segment !== '.' && segment !== '..'),
        'must be a folder path without . or .. segments',
      )
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Amora <noreply@amora.localhost>'),
  MAIL_EVENTS_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  ...vapidEnvShape,
  SESSION_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  STAFF_TOTP_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEMO_MEMBERS: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(1_000_000).optional(),
  ),
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  IMAGE_SCREEN_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.5),
  WS_HEARTBEAT_S: z.coerce.number().int().min(5).max(300).default(25),
  WS_REBALANCE_S: z.coerce.number().int().min(0).max(3600).default(10),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(10),
  DRAIN_DELAY_S: z.coerce.number().int().min(0).max(60).default(0),
  PGLITE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(256),
  PHOTO_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  PG_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
  STAFF_CREDITS_LIMIT: z.coerce.number().int().min(0).max(100_000).default(1000),
  ...companyEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  DEV_ROUTES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** The typed configuration of one server process. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * METRICS_PORT: the port of `/metrics` (Prometheus text, docs/operations.md "Metrics"), on HOST,
   * beside the site's port; none when unset.
   */
  metricsPort?: number | undefined;
  /** The address members reach the site at, without a trailing slash; used in mails. */
  publicUrl: string;
  /** Folder for the embedded database, photos and the generated secret; null keeps all in memory. */
  dataDir: string | null;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * REDIS_PREFIX: the start of every Redis name the site uses ('amora:'): the realtime bus's
   * channel (`<prefix>realtime`), the socket loads (`<prefix>sockets:`) and the rate-limit counters
   * (`<prefix>rl:`). Sites sharing one Redis (production and staging) each take their own, or
   * members of one would hear the other's realtime frames.
   */
  redisPrefix: string;
  smtpUrl: string | undefined;
  /** Mollie API key; without it payments go through the sandbox provider. */
  mollieApiKey: string | undefined;
  /**
   * PAYMENTS_SANDBOX=true: this is a public test site whose testers pay through the sandbox, so its
   * checkout page is served to every client (else only where the development pages are, issue 9).
   */
  paymentsSandbox: boolean;
  /**
   * DEV_ROUTES=true: serve the development pages (`/dev/mail`, `/dev/sms`, the sandbox checkout)
   * although PUBLIC_URL is not a loopback address; still only to loopback clients (issue 9).
   */
  devRoutes: boolean;
  /** Twilio for SMS codes when its account, token and sender are all set; else the local outbox. */
  twilio: { accountSid: string; authToken: string; from: string; apiBase?: string } | undefined;
  /**
   * Photos in an S3-compatible bucket when S3_BUCKET is set (with S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY); else undefined and photos stay in `DATA_DIR/photos`.
   */
  s3?:
    | {
        bucket: string;
        /** S3_REGION, default us-east-1. */
        region: string;
        /** S3_ENDPOINT: another S3-compatible service's address; default AWS's for the region. */
        endpoint?: string | undefined;
        /** S3_FORCE_PATH_STYLE: `{endpoint}/{bucket}/{key}` addresses (MinIO and most self-hosted services). */
        forcePathStyle: boolean;
        accessKeyId: string;
        secretAccessKey: string;
        /** S3_PREFIX: a folder inside the bucket for this site's files. */
        prefix?: string | undefined;
      }
    | undefined;
  /** Mollie API base address (default Mollie's own; tests point it at a local server). */
  mollieApiEndpoint: string | undefined;
  /** Web push: VAPID keys and subject from VAPID_* (unset: generated keys; `server/vapid-config.ts`). */
  vapidKeys?: VapidConfig['vapidKeys'];
  vapidSubject?: VapidConfig['vapidSubject'];
  mailFrom: string;
  /**
   * MAIL_EVENTS_SECRET: the shared secret of `POST /api/mail/events` (the mail provider's bounces and
   * complaints, `Authorization: Bearer <secret>`; docs/notifications.md). Unset: that route answers 404.
   */
  mailEventsSecret?: string | undefined;
  /** Secret for signing (at least 32 characters). */
  sessionSecret: string;
  /**
   * The value staff TOTP secrets are sealed under (`STAFF_TOTP_KEY`, at least 32 characters; the
   * AES-256 key is derived from it: `modules/staff/secret-box.ts`). Required in production;
   * elsewhere the public development key `DEV_STAFF_TOTP_KEY`.
   */
  staffTotpKey: string;
  /**
   * DEMO_MEMBERS: generated members (and the demo login of README) seeded into an empty database at
   * start; unset, `DEMO_MEMBERS_OUTSIDE_PRODUCTION` outside production and 0 in production.
   */
  demoMembers: number;
  /** SPEC §4: days a deleted account can be reactivated before the purge job removes it (14). */
  accountDeletionGraceDays: number;
  /**
   * IMAGE_SCREEN_THRESHOLD: the explicit score (porn + hentai, 0–1) from which an uploaded image is
   * flagged (0.5; docs/safety.md "Explicit images").
   */
  imageScreenThreshold: number;
  /**
   * WS_HEARTBEAT_S: seconds between the server's WebSocket pings (25). A socket that has not
   * answered the previous ping by the next one is closed; below a proxy's 60 s idle timeout.
   */
  heartbeatSeconds: number;
  /**
   * WS_REBALANCE_S: seconds between two rounds of socket rebalancing across processes (10; 0
   * turns it off). Only with REDIS_URL, where several processes share the sockets
   * (server/modules/realtime/rebalance.ts).
   */
  rebalanceSeconds: number;
  /**
   * SHUTDOWN_TIMEOUT_S: seconds a SIGTERM waits for requests in flight and running jobs before the
   * process exits anyway (10).
   */
  shutdownTimeoutSeconds: number;
  /**
   * DRAIN_DELAY_S (0): seconds a SIGTERM keeps serving, with `/readyz` answering 503, before the
   * process stops taking connections and closes its sockets. Set it to the load balancer's time
   * to take a server out (check interval × failed checks), so no request is sent to a process
   * that is closing its connections (docs/operations.md "Deploy and restart").
   */
  drainDelaySeconds: number;
  /**
   * PGLITE_QUEUE_LIMIT (default 256): on the embedded database, an API request that arrives while
   * this many database operations are under way or waiting for its one connection is answered
   * 503 `busy` with Retry-After at once, before it reads or changes anything
   * (`plugins/database-queue.ts`). Unused on PostgreSQL.
   */
  pgliteQueueLimit: number;
  /**
   * PHOTO_CACHE_MB (default 64; 0 turns it off): how much of the photo files read from the local
   * folder or the S3 bucket each process keeps in memory, so a photo many members see is read once
   * (`media/storage.ts` `withMemoryCache`).
   */
  photoCacheMb: number;
  /**
   * PG_QUEUE_LIMIT (default 200; 0 turns it off): on PostgreSQL, an API or photo request that
   * arrives while this many queries wait for a connection of the pool (all of them busy) is
   * answered 503 `busy` with Retry-After at once, as on the embedded database, instead of waiting
   * behind them without bound (`plugins/database-queue.ts`).
   */
  pgQueueLimit: number;
  /**
   * STAFF_CREDITS_LIMIT: the largest credit adjustment (credits, either sign) a staff member other
   * than an admin may book on a member (1000); larger ones need an admin (`mayActOn`).
   */
  staffCreditsLimit: number;
  logLevel: string;
  trustProxy: boolean;
  /** COMPANY_* and SUPPORT_EMAIL: company details over the stored settings (none: the stored ones). */
  company?: CompanyOverrides | undefined;
}

/** Thrown by `loadConfig` with one line per bad variable, each naming it. */
export class ConfigError extends Error {}

/** Demo members seeded into an empty database when DEMO_MEMBERS is unset, outside production (README). */
export const DEMO_MEMBERS_OUTSIDE_PRODUCTION = 500;

/**
 * What production cannot run without (issue: production defaults), one line per variable naming
 * it: SESSION_SECRET, STAFF_TOTP_KEY (staff TOTP secrets at rest), PUBLIC_URL (links in mails, the one address of the site) and MOLLIE_API_KEY
 * unless PAYMENTS_SANDBOX=true (the sandbox's checkout lets anyone mark a payment paid). Empty
 * outside production. The company details are checked at start against the stored settings
 * (`server/production-checks.ts`).
 */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
  if (!e.STAFF_TOTP_KEY) {
    problems.push(
      'STAFF_TOTP_KEY: required in production (staff second-factor secrets are encrypted with it)',
    );
  }
  if (!e.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production (the address members use; links in mails point here)');
  }
  if (!e.MOLLIE_API_KEY && !e.PAYMENTS_SANDBOX) {
    problems.push('MOLLIE_API_KEY: required in production (or PAYMENTS_SANDBOX=true for a test site)');
  }
  return problems;
}

/**
 * Parse `env` into a Config. SESSION_SECRET, STAFF_TOTP_KEY, PUBLIC_URL and MOLLIE_API_KEY (unless
 * PAYMENTS_SANDBOX=true) are required in production; elsewhere the secret is generated once and
 * kept in `DATA_DIR/session-secret`. DEMO_MEMBERS defaults to 0 in production. S3_BUCKET needs
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and S3_ENDPOINT, S3_PREFIX or a key need S3_BUCKET.
 * Throws ConfigError naming each bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Problems = e.S3_BUCKET
    ? (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        .filter((name) => !e[name])
        .map((name) => `${name}: required with S3_BUCKET`)
    : S3_COMPANIONS.filter((name) => (env[name] ?? '').trim() !== '').map(
        (name) => `S3_BUCKET: required with ${name} (photos would stay in DATA_DIR/photos)`,
      );
  if (s3Problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${s3Problems.join('\n')}`);
  }
  const vapidProblems = vapidConfigProblems(e);
  if (vapidProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${vapidProblems.join('\n')}`);
  const missing = productionProblems(e);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mollieApiKey: e.MOLLIE_API_KEY,
    paymentsSandbox: e.PAYMENTS_SANDBOX,
    devRoutes: e.DEV_ROUTES,
    mollieApiEndpoint: e.MOLLIE_API_ENDPOINT,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            ...(e.TWILIO_API_BASE ? { apiBase: e.TWILIO_API_BASE } : {}),
          }
        : undefined,
    mailFrom: e.MAIL_FROM,
    mailEventsSecret: e.MAIL_EVENTS_SECRET,
    ...vapidConfig(e),
    sessionSecret,
    staffTotpKey: e.STAFF_TOTP_KEY ?? DEV_STAFF_TOTP_KEY,
    // Production gets no demo members (nor the demo login) unless asked for.
    demoMembers: e.DEMO_MEMBERS ?? (e.NODE_ENV === 'production' ? 0 : DEMO_MEMBERS_OUTSIDE_PRODUCTION),
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    imageScreenThreshold: e.IMAGE_SCREEN_THRESHOLD,
    heartbeatSeconds: e.WS_HEARTBEAT_S,
    rebalanceSeconds: e.WS_REBALANCE_S,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_S,
    drainDelaySeconds: e.DRAIN_DELAY_S,
    pgliteQueueLimit: e.PGLITE_QUEUE_LIMIT,
    photoCacheMb: e.PHOTO_CACHE_MB,
    pgQueueLimit: e.PG_QUEUE_LIMIT,
    staffCreditsLimit: e.STAFF_CREDITS_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    company: companyOverrides(e),
  };
}

export { startupWarnings } from './startup-warnings.ts';

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
