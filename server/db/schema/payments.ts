/**
 * Credit packages, orders, discount codes, the sandbox provider's payments, direct-debit mandates and the blocklist. Owned by `server/modules/payments`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Credit packages (issue: buying credits): per country and currency, amounts in cents. */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('credit_packages_country_idx').on(t.country, t.active)],
);

/** Order statuses: the provider's payment status, plus what happened after it was paid. */
export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;

/**
 * Orders of credits (SPEC §3 payment order). `amountCents` is what the member pays after the
 * discount (`discountBasisPoints`, 2500 = 25.0 %); the payment at the provider is
 * `providerPaymentId`, unique, so a payment credits one order. Never deleted: they are the books.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    listAmountCents: integer('list_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    discountCode: text('discount_code'),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    /** Direct debit: credits booked before the bank collected (usable at once, taken back on failure). */
    advanceCredits: integer('advance_credits').notNull().default(0),
    /**
     * When the buyer agreed that the credits are delivered at once and the withdrawal right ends
     * with it (Directive 2011/83/EU art. 16(m), BW 6:230p): the proof of that consent, given at
     * checkout for every order since it became required; null on older orders.
     */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    /** When support handled the refund request, and the amount refunded at the provider (cents). */
    refundProcessedAt: timestamp('refund_processed_at', { withTimezone: true, mode: 'date' }),
    refundedCents: integer('refunded_cents'),
  },
  (t) => [
    uniqueIndex('orders_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Business figures (back office): revenue per period.
    index('orders_paid_at_idx').on(t.paidAt),
    // ...and the refunds and reversals of the days the rollups do not hold yet (today's, summed
    // live per request: server/modules/figures/sql.ts `moneyRows`), without reading every order.
    index('orders_refund_processed_idx').on(t.refundProcessedAt).where(sql`${t.refundedCents} > 0`),
    index('orders_reversed_idx').on(t.updatedAt).where(sql`${t.status} in ('charged_back', 'refunded')`),
  ],
);

/**
 * Discount codes (SPEC §3): every field is a rule; an empty one does not restrict. Percentages in
 * basis points (2500 = 25.0 %), minimum order value in cents. `welcome` marks the welcome code.
 */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  country: text('country'),
  userId: integer('user_id').references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  valueBasisPoints: integer('value_basis_points').notNull(),
  currency: text('currency'),
  minimumOrderValueCents: integer('minimum_order_value_cents'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  validity: text('validity', { enum: ['once-per-user', 'unlimited'] })
    .notNull()
    .default('once-per-user'),
  paymentMethods: jsonb('payment_methods').$type<string[]>().notNull().default([]),
  welcome: boolean('welcome').notNull().default(false),
});

/**
 * A once-per-user code held by an order. One row per (code, member): a second order cannot use the
 * code while the first holds it; a failed or cancelled order gives it back.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

/**
 * Payments of the sandbox provider (the default without a provider key): its own checkout page
 * settles them, like a provider's test mode. Amounts in cents.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] })
    .notNull()
    .default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  amountChargedBackCents: integer('amount_charged_back_cents').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * SEPA direct debit mandates (issue: buying credits §7): the form's account and address, signed
 * by the SMS code sent to `mobile` (E.164). The code is stored hashed, with its expiry and the
 * attempts made. `reference` is the mandate reference the bank sees.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status', { enum: ['awaiting_code', 'signed', 'expired', 'revoked'] })
      .notNull()
      .default('awaiting_code'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mandates_reference_key').on(t.reference), index('mandates_user_idx').on(t.userId)],
);

/** IBANs and phone numbers that may not pay by direct debit (fraud, earlier reversals). */
export const directDebitBlocklist = pgTable(
  'directdebit_blocklist',
  {
    kind: text('kind', { enum: ['iban', 'phone'] }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * Spending limits members set themselves (issue "Safety" §5; docs/safety.md "Spending limits"):
 * one row per member who ever chose a limit. `limitCents` is the monthly limit on credit purchases
 * in euro cents (null: none). A raise or a removal waits 72 hours: `pendingAt` is when it takes
 * effect and `pendingCents` the limit it sets then (null with `pendingAt` set: the limit goes).
 * No history is kept: a change overwrites the row; the row goes with the account's purge.
 */
export const spendingLimits = pgTable('spending_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  limitCents: integer('limit_cents'),
  pendingCents: integer('pending_cents'),
  pendingAt: timestamp('pending_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
