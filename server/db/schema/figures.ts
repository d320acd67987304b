/**
 * The business figures' daily rollups (issue "Back office" §6, docs/architecture.md "Business
 * figures from rollups"). Owned by `server/modules/figures`: its job fills them from other
 * modules' tables for each finished day of the site's time zone (Europe/Amsterdam), and
 * `npm run admin -- figures-rebuild` rebuilds them. Each row holds what HAPPENED on its local
 * `day` (a signup, a confirmation, a first paid order, money in or out, paid messages), per site
 * (`users.domain`) and network (`users.tracking.network`, `''` for none) of the member; members
 * are accounts with role `member` that are not behind a fictional profile. Nothing else reads them.
 */

import {
  bigint,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Signups and confirmations per local day: `signups` of members who signed up on `day` (with
 * `signup_day` = `day`), `activations` of members who confirmed on `day` and signed up on `signup_day`.
 */
export const figuresMemberDays = pgTable(
  'figures_member_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
    domain: text('domain').notNull(),
    network: text('network').notNull(),
    signups: integer('signups').notNull(),
    activations: integer('activations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.signupDay, t.domain, t.network] })],
);

/**
 * Each member's first paid order (a few per cent of the members): the signup and first payment
 * instants, their local days, and the hours between them (for the median).
 */
export const figuresBuyers = pgTable('figures_buyers', {
  userId: integer('user_id').primaryKey(),
  signupAt: timestamp('signup_at', { withTimezone: true, mode: 'date' }).notNull(),
  firstPaidAt: timestamp('first_paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  signupDay: date('signup_day', { mode: 'string' }).notNull(),
  firstPaidDay: date('first_paid_day', { mode: 'string' }).notNull(),
  hours: doublePrecision('hours').notNull(),
  domain: text('domain').notNull(),
  network: text('network').notNull(),
});

/**
 * Money per local day of the payment, refund or chargeback (cents, incl. and `ex_vat` excl. VAT;
 * reversals negative), per signup month of the member (`signup_month`, its first day).
 */
export const figuresMoneyDays = pgTable(
  'figures_money_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    signupMonth: date('signup_month', { mode: 'string' }).notNull(),
    domain: text('domain').notNull(),
    network: text('network').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    exVat: bigint('ex_vat', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.signupMonth, t.domain, t.network] })],
);

/** Paid messages (credit ledger `message` rows) and their credits per local day, of any sender. */
export const figuresMessageDays = pgTable(
  'figures_message_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    domain: text('domain').notNull(),
    network: text('network').notNull(),
    messages: integer('messages').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.domain, t.network] })],
);

/**
 * How far the rollups reach: one row (`id` 1) with the last local day they hold (`rolled_through`,
 * every day up to it complete) and when they were last written. No row: never built (the figures
 * are then read from the source tables).
 */
export const figuresRollupState = pgTable('figures_rollup_state', {
  id: integer('id').primaryKey(),
  rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
