import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type RateLimits } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { type Bus, createInProcessBus } from '../modules/realtime/bus.ts';

/** A strong password the strength check accepts. */
export const PASSWORD = 'Zonnebloem-Fiets-42';

/** Limits high enough that tests which log in often are not rate limited. */
export const TEST_RATE_LIMITS: RateLimits = {
  login: { max: 10_000, timeWindow: '1 minute' },
  signup: { max: 10_000, timeWindow: '1 minute' },
  reset: { max: 10_000, timeWindow: '1 minute' },
};

/** The test configuration; `DATABASE_URL` and `REDIS_URL` from the environment when set. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    dataDir: null,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    smtpUrl: undefined,
    mollieApiKey: undefined,
    mollieApiEndpoint: undefined,
    twilio: undefined,
    mailFrom: 'Amora <noreply@amora.test>',
    sessionSecret: 'x'.repeat(32),
    demoMembers: 0,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or with DATABASE_URL a new database
 * on that PostgreSQL server (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: null });
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: null, poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A test app on a fresh database with a manual clock. Close it with `close()`. */
export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: { clock?: ManualClock; rateLimits?: RateLimits; config?: Partial<Config>; bus?: Bus } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock('2026-03-01T10:00:00Z');
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: clock as Clock,
    rateLimits: options.rateLimits ?? TEST_RATE_LIMITS,
    rateLimitNamespace: `rl-test-${randomBytes(6).toString('hex')}:`,
    // Each test app gets its own bus; tests of several processes pass a shared one.
    bus: options.bus ?? createInProcessBus(),
    webRoot: null,
    logger: false,
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let memberCounter = 0;

/** Factory: a member straight in the database (CONVENTIONS 9 `buildMember`). Answers id and email. */
export async function buildMember(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & {
    name?: string;
    gender?: 'male' | 'female';
    lookingFor?: 'male' | 'female';
    dateOfBirth?: string;
    country?: string;
  } = {},
): Promise<{ id: number; email: string }> {
  memberCounter += 1;
  const { name, gender, lookingFor, dateOfBirth, country, ...userValues } = overrides;
  const email = userValues.email ?? `member${memberCounter}.${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      passwordHash: await hashPassword(PASSWORD),
      status: 'confirmed',
      signupDate: t.clock.now(),
      lastActiveAt: t.clock.now(),
      ...userValues,
      email,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('member not created');
  await t.database.db.insert(profiles).values({
    userId: user.id,
    name: name ?? `Lid${memberCounter}`,
    gender: gender ?? 'female',
    lookingFor: lookingFor ?? (gender === 'male' ? 'female' : 'male'),
    dateOfBirth: dateOfBirth ?? '1990-05-05',
    country: country ?? 'NL',
    region: country && country !== 'NL' ? '' : 'NL-NH',
    city: 'Amsterdam',
  });
  return { id: user.id, email };
}

/** The `auth.session` cookie header value of a response, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'auth.session');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `auth.session=${cookie.value}`;
}

/** Log in through the API; answers the cookie header. */
export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });
  return sessionCookie(response);
}

/** The newest outbox mail to `to`, and the first link in it. */
export async function lastMail(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; html: string; link: string | undefined }> {
  const mails = await t.app.deps.mailer.recent(1, to);
  const mail = mails[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { subject: mail.subject, text: mail.text, html: mail.html, link };
}

/** The user row of an e-mail address. */
export async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A multipart/form-data body with one file under `field`, for `app.inject()`. */
export function multipart(data: Buffer, field = 'photo', filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----amora${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
