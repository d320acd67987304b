/**
 * Accounts, sessions, one-time tokens, failed logins and push subscriptions. Owned by `server/modules/auth`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../common/staff.ts';
import { createdAt } from './columns.ts';

/** Members' accounts (SPEC §3 User). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'confirmed', 'deleted', 'banned'] })
      .notNull()
      .default('not_confirmed'),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull().default('nl'),
    domain: text('domain').notNull().default('default'),
    notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    signupMessage: text('signup_message'),
    signupIp: text('signup_ip'),
    /** The device cookie at signup (duplicate-account signals). */
    signupDeviceId: text('signup_device_id'),
    invisible: boolean('invisible').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** When the purge job removed the member's personal data (SPEC §4: 14 days after deletion). */
    purgedAt: timestamp('purged_at', { withTimezone: true, mode: 'date' }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Business figures (back office): signups per period.
    index('users_signup_date_idx').on(t.signupDate),
    // Business figures: the day's confirmations (the figures module's rollups and today's live part).
    index('users_confirmed_at_idx').on(t.confirmedAt),
  ],
);

/** Server-side sessions; the cookie holds the token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The browser's device cookie (`device`), for duplicate-account signals. */
    deviceId: text('device_id'),
    /** When staff passed the second factor in this session; null for members and before it. */
    staffVerifiedAt: timestamp('staff_verified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_device_idx').on(t.deviceId),
    index('sessions_ip_idx').on(t.ip),
  ],
);

/** One-time tokens (activation, password reset, e-mail change, reactivation); stored hashed. */
export const tokens = pgTable(
  'tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'password_reset', 'email_change', 'reactivation'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('tokens_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * Failed logins per account and client address (SPEC §4 login block); an attempt is stored here
 * before its password is checked and removed when it was right (`login-attempts.ts`).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('login_failures_user_at_idx').on(t.userId, t.at),
    // Failures per address on every account (the per-address block, `login-attempts.ts`).
    index('login_failures_ip_at_idx').on(t.ip, t.at),
  ],
);

/** Browser push subscriptions (SPEC §7 `POST /api/user.php?push=1`), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Account deletions (SPEC §2 delete reasons, §4): why a member left, for the business. One row per
 * deletion; `reactivatedAt` when they came back within the grace period, `purgedAt` when the purge
 * job removed their personal data. The row stays after the purge (reason and remarks only).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['price', 'found_someone', 'not_looking', 'site_problems', 'too_few_members', 'time', 'other'],
    }).notNull(),
    remarks: text('remarks'),
    /** The account's status before the deletion, given back on reactivation. */
    previousStatus: text('previous_status', { enum: ['not_confirmed', 'confirmed'] }).notNull(),
    createdAt: createdAt(),
    reactivatedAt: timestamp('reactivated_at', { withTimezone: true, mode: 'date' }),
    purgedAt: timestamp('purged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_deletions_user_idx').on(t.userId)],
);
