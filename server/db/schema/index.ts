/**
 * The database schema (Drizzle). One file, grouped by domain; migrations are generated from
 * it with `npm run db:generate` into server/db/migrations and applied at start.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Site settings per domain (SPEC §3 "server provided"); domain `default` applies to any host. */
export const siteSettings = pgTable('site_settings', {
  domain: text('domain').primaryKey(),
  settings: jsonb('settings').notNull(),
  company: jsonb('company').notNull(),
  updatedAt: createdAt(),
});

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
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull().default('nl'),
    domain: text('domain').notNull().default('default'),
    notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    signupMessage: text('signup_message'),
    signupIp: text('signup_ip'),
    invisible: boolean('invisible').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Member profiles (SPEC §3 profile form); one per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    lookingFor: text('looking_for', { enum: ['male', 'female'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull().default('NL'),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    about: text('about').notNull().default(''),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    sexuality: text('sexuality'),
    tattoos: text('tattoos'),
    signupReason: text('signup_reason'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    fictional: boolean('fictional').notNull().default(false),
    mainPhotoId: integer('main_photo_id'),
    /**
     * Search copy of the account state, kept by the services: true when the member may appear in
     * search (confirmed, profile active, not invisible, not deleted or banned).
     */
    searchable: boolean('searchable').notNull().default(false),
    /** Search copy of users.last_active_at, for ordering without a join. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset search: filter columns first, then the sort order (photo first, recently active).
    // Written as SQL so the direction matches ORDER BY … DESC exactly (nulls first).
    index('profiles_search_idx').on(
      t.searchable,
      t.gender,
      t.country,
      t.region,
      sql`(${t.mainPhotoId} is not null) desc`,
      sql`${t.lastActiveAt} desc`,
      sql`${t.userId} desc`,
    ),
    index('profiles_search_country_idx').on(
      t.searchable,
      t.gender,
      t.country,
      sql`(${t.mainPhotoId} is not null) desc`,
      sql`${t.lastActiveAt} desc`,
      sql`${t.userId} desc`,
    ),
    // Counting results: index-only scans over the filter columns and the birth-date range.
    index('profiles_count_idx').on(t.searchable, t.gender, t.country, t.region, t.dateOfBirth, t.userId),
    index('profiles_count_country_idx').on(t.searchable, t.gender, t.country, t.dateOfBirth, t.userId),
  ],
);

/** Member photos. `generated` photos are demo portraits rendered from `seed` on first request. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'under_review', 'rejected'] })
      .notNull()
      .default('under_review'),
    storageKey: text('storage_key').notNull(),
    generatedSeed: text('generated_seed'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_user_idx').on(t.userId)],
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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

/** Failed logins per account and client address (SPEC §4 login block). */
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
  (t) => [index('login_failures_user_at_idx').on(t.userId, t.at)],
);

/** Outgoing mail. Without SMTP it stays here (shown at /dev/mail); with SMTP `sentAt` is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
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

/** Likes (SPEC §4): a mutual pair is a match. `seenAt` null means new for the liked member. */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['profile', 'swipe', 'auto'] })
      .notNull()
      .default('profile'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
  ],
);

/** Blocks (SPEC §6): hide both members from each other and stop messages both ways. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Swipe-game passes: profiles a member skipped, so the game does not show them again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] })],
);

/**
 * The credit ledger (ARCHITECTURE "Data"): every change of a member's balance is a row, written
 * in the same transaction as the conditional balance update. `delta` in whole credits (negative
 * for spending); `reference` makes a booking unique where it must happen once (e.g. a payment).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: [
        'signup_bonus',
        'purchase',
        'message',
        'gift',
        'photo',
        'bonus',
        'refund',
        'chargeback',
        'adjustment',
      ],
    }).notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_reference_key').on(t.reference),
  ],
);

/** A conversation between two members; `memberLow` < `memberHigh` keeps one row per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberLow: integer('member_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.memberLow, t.memberHigh),
    index('conversations_started_by_idx').on(t.startedBy),
  ],
);

/** Each member's side of a conversation: unread count and whether they removed it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/**
 * Messages (SPEC §2 text, image and gift). `clientId` makes a resend a no-op; `held` messages to
 * an unconfirmed member wait until they confirm (issue: chat). `cost` in credits.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    type: text('type', { enum: ['text', 'image', 'gift'] }).notNull(),
    body: text('body'),
    giftId: text('gift_id'),
    photoKey: text('photo_key'),
    cost: integer('cost').notNull(),
    held: boolean('held').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    deletedByRecipient: boolean('deleted_by_recipient').notNull().default(false),
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

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
    status: text('status', { enum: ['awaiting_code', 'signed', 'expired'] })
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

/** Text messages sent through the SMS provider interface; without a provider they stay here (dev outbox). */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
