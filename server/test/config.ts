/** Test support: the configuration of a test app (no vitest import: scripts use it too). */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { DEV_STAFF_TOTP_KEY } from '../modules/staff/secret-box.ts';

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
    // Each test app its own names in a shared Redis: concurrent test files never hear each other.
    redisPrefix: `test-${randomUUID()}:`,
    smtpUrl: undefined,
    mollieApiKey: undefined,
    paymentsSandbox: false,
    devRoutes: false,
    mollieApiEndpoint: undefined,
    twilio: undefined,
    mailFrom: 'Amora <noreply@amora.test>',
    sessionSecret: 'x'.repeat(32),
    staffTotpKey: DEV_STAFF_TOTP_KEY,
    demoMembers: 0,
    accountDeletionGraceDays: 14,
    imageScreenThreshold: 0.5,
    heartbeatSeconds: 25,
    rebalanceSeconds: 0,
    shutdownTimeoutSeconds: 10,
    drainDelaySeconds: 0,
    // Far above what any test sends at once: the queue tests set their own limits.
    pgliteQueueLimit: 10_000,
    photoCacheMb: 64,
    pgQueueLimit: 10_000,
    staffCreditsLimit: 1000,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}
