import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AUTH_COOKIE } from '@common/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp, type RateLimits } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { book, creditsChanged } from '../modules/credits/ledger.ts';
import { createScriptedClassifier, type ImageClassifier } from '../modules/media/classifier.ts';
import { type Bus, createInProcessBus, createRedisBus } from '../modules/realtime/bus.ts';
import {
  createInProcessSocketLoads,
  createRedisSocketLoads,
  type SocketLoads,
} from '../modules/realtime/rebalance.ts';
import { testConfig } from './config.ts';
import { validateResponses } from './openapi-responses.ts';

/** A strong password the strength check accepts. */
export const PASSWORD = 'Zonnebloem-Fiets-42';

/** Limits high enough that tests which log in often are not rate limited. */
const UNLIMITED = { max: 10_000, timeWindow: '1 minute' };
export const TEST_RATE_LIMITS: RateLimits = {
  login: UNLIMITED,
  signup: UNLIMITED,
  reset: UNLIMITED,
  complaint: UNLIMITED,
};

/** The migrated template of this run (`server/test/global-setup.ts`), if the project has one. */
function databaseTemplate() {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
}

/** The PGlite template tarball, read once per worker process. */
const templateDumps = new Map<string, Promise<Blob>>();
function templateDump(file: string): Promise<Blob> {
  let dump = templateDumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    templateDumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh database for one test file: in-memory PGlite, or with DATABASE_URL a new database
 * on that PostgreSQL server (dropped again by `close`). In the server project both are copies
 * of the run's migrated template (global setup); elsewhere (e2e) they are migrated here.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = databaseTemplate();
  if (!url) {
    if (template?.kind !== 'pglite') return openDatabase({ dataDir: null });
    return openDatabase({ dataDir: null, loadDataDir: await templateDump(template.file), migrate: false });
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const copy = template?.kind === 'postgres';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(copy ? `create database ${name} template ${template.name}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: null, poolSize: 20, migrate: !copy });
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
  options: {
    clock?: ManualClock;
    rateLimits?: RateLimits;
    config?: Partial<Config>;
    bus?: Bus;
    /** Serve a web client from this folder (default none). */
    webRoot?: string;
    /** Trust only this CA for the Mollie API (a local Mollie server's). */
    mollieCa?: string | Buffer;
    /** Web push to this local push service (`server/test/push-service.ts`). */
    pushService?: { ca: string | Buffer; origin: string };
    /** The board of socket counts (rebalance.ts) several test apps share. */
    socketLoads?: SocketLoads;
    /** Draw the landers with this renderer (`server/plugins/lander-pages.ts`; default none). */
    pageRenderer?: BuildOptions['pageRenderer'];
    /** The `image-screen` job's classifier (default a scripted one answering neutral scores). */
    imageClassifier?: ImageClassifier;
    /** The face model of verified photos (default the real one, loaded only if a face job runs). */
    faceMatcher?: BuildOptions['faceMatcher'];
  } = {},
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
    webRoot: options.webRoot ?? null,
    ...(options.mollieCa ? { mollieCa: options.mollieCa } : {}),
    ...(options.pushService ? { pushService: options.pushService } : {}),
    ...(options.socketLoads ? { socketLoads: options.socketLoads } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    imageClassifier: options.imageClassifier ?? createScriptedClassifier(),
    ...(options.faceMatcher ? { faceMatcher: options.faceMatcher } : {}),
    logger: false,
  });
  // Every answer is checked against the OpenAPI document; a mismatch fails the test (setup.ts).
  validateResponses(app);
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

/**
 * The test app of one test file: built (`buildTestApp(options)`) before its first test and closed
 * after its last, through vitest's `beforeAll`/`afterAll`; call it at the top level of the file.
 * The answer reads through to the app once built; using it before (at import time) throws.
 */
export function testAppOfFile(
  options: Parameters<typeof buildTestApp>[0] & {
    /** Also listen on a free port of 127.0.0.1 (for sockets: `realtimeUrl` in `./sockets.ts`). */
    listen?: boolean;
  } = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    const { listen, ...buildOptions } = options;
    built = await buildTestApp(buildOptions);
    if (listen) await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => built?.close());
  const app = (): TestApp => {
    if (!built) throw new Error('the test app is built before the first test of the file');
    return built;
  };
  return {
    get app() {
      return app().app;
    },
    get clock() {
      return app().clock;
    },
    get database() {
      return app().database;
    },
    close: () => app().close(),
  };
}

let memberCounter = 0;

/**
 * The argon2 hash of `PASSWORD`, made once per worker process: argon2 is slow on purpose, and
 * every member of every test would otherwise pay for it.
 */
let passwordHash: Promise<string> | undefined;
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

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
      passwordHash: userValues.passwordHash ?? (await testPasswordHash()),
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

/**
 * A whole profile form (`PUT /api/profile`, SPEC §4) of a woman of 32 in Utrecht looking for men of
 * 25–40, named `name`; tests change the fields they are about.
 */
export function profileForm(name = 'Noor') {
  return {
    name,
    gender: 'female',
    looking_for: 'male',
    date_of_birth: '1994-02-10',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    min_age: 25,
    max_age: 40,
    interests: [] as string[],
    about: '',
  };
}

/** The `auth.session` cookie header value of a response, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === AUTH_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${AUTH_COOKIE}=${cookie.value}`;
}

/**
 * A logged-in session for a member; answers the cookie header. Without `password`, for a member
 * whose password is `PASSWORD` (`buildMember`'s), the session is made through the session store as
 * the login would make it (no HTTP round trip and no argon2 check): refused for unknown, banned and
 * deleted members, and the member's activity is set to now. With `password`, or for a member with
 * another password, it logs in through the API like `loginOverHttp`. Tests about logging in itself
 * use `loginOverHttp`.
 */
export async function login(t: TestApp, email: string, password?: string): Promise<string> {
  if (password !== undefined) return loginOverHttp(t, email, password);
  const user = await userRow(t, email.toLowerCase());
  if (!user) throw new Error(`login: no member ${email}`);
  if (user.passwordHash !== (await testPasswordHash())) return loginOverHttp(t, email);
  if (user.status === 'banned' || user.status === 'deleted')
    throw new Error(`login: member ${email} is ${user.status}`);
  const token = await t.app.deps.sessions.create(user.id, { ip: '127.0.0.1', userAgent: 'lightMyRequest' });
  await t.database.db.update(users).set({ lastActiveAt: t.clock.now() }).where(eq(users.id, user.id));
  return `${AUTH_COOKIE}=${token}`;
}

/** Log in through the API (`POST /api/user.php`); answers the cookie header. */
export async function loginOverHttp(t: TestApp, email: string, password = PASSWORD): Promise<string> {
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

export { testConfig } from './config.ts';
export { multipart } from './forms.ts';

/**
 * Give a member `credits` (whole credits, > 0) through the credit ledger, as support's adjustment
 * would: the balance and a ledger row in one transaction, then `credits_changed` on the bus.
 * Answers the new balance.
 */
export async function grantCredits(t: TestApp, userId: number, credits: number): Promise<number> {
  const balance = await t.database.db.transaction((tx) =>
    book(tx, { userId, delta: credits, reason: 'adjustment', at: t.clock.now() }),
  );
  // As support's adjustment does after its commit: the member's tabs and cached answers hear of it.
  await t.app.deps.bus.publish(creditsChanged(userId, balance));
  return balance;
}

/**
 * A member (`buildMember` with `overrides`) with `credits` whole credits booked through the ledger
 * (`grantCredits`; none for 0), logged in: answers the id, the e-mail address and the session
 * cookie header.
 */
export async function memberWith(
  t: TestApp,
  credits = 50,
  overrides: Parameters<typeof buildMember>[1] = {},
): Promise<{ id: number; email: string; cookie: string }> {
  const m = await buildMember(t, overrides);
  if (credits > 0) await grantCredits(t, m.id, credits);
  return { ...m, cookie: await login(t, m.email) };
}

/**
 * Two server processes on one database and one bus, as production runs them: the test app and a
 * second app on the same database and clock, sharing Redis pub/sub when REDIS_URL is set (else one
 * in-process bus). With `rebalanceSeconds`, they also share a board of socket counts (Redis keys
 * under a prefix of their own, else an in-process board) and each has a rebalancer whose timer
 * runs that often (tests call `deps.rebalancer.round()`). Close `second` before `t`.
 */
export async function buildTwoProcesses(
  options: { rebalanceSeconds?: number } = {},
): Promise<{ t: TestApp; second: FastifyInstance }> {
  const redisUrl = process.env.REDIS_URL;
  const shared = createInProcessBus();
  const rebalance = options.rebalanceSeconds ?? 0;
  const boardPrefix = `test-sockets-${randomUUID()}:`;
  const sharedBoard = new Map<string, number>();
  const board = (): SocketLoads | undefined =>
    rebalance === 0
      ? undefined
      : redisUrl
        ? createRedisSocketLoads(redisUrl, boardPrefix)
        : createInProcessSocketLoads(sharedBoard);
  const firstBoard = board();
  const t = await buildTestApp({
    bus: redisUrl ? createRedisBus(redisUrl, `test-${randomUUID()}`) : shared,
    config: { rebalanceSeconds: rebalance },
    ...(firstBoard ? { socketLoads: firstBoard } : {}),
  });
  const secondBoard = board();
  const second = await buildApp({
    ...(secondBoard ? { socketLoads: secondBoard } : {}),
    config: testConfig({ rebalanceSeconds: rebalance }),
    database: t.database,
    clock: t.clock,
    rateLimits: TEST_RATE_LIMITS,
    webRoot: null,
    logger: false,
    bus: redisUrl ? createRedisBus(redisUrl, (t.app.deps.bus as { channel?: string }).channel ?? '') : shared,
  });
  await second.ready();
  return { t, second };
}
