/**
 * Back office "Members and money" (issue "Back office" §3): the shapes of the member search, the
 * member page, reading a conversation with a reason, credit adjustments, deactivation, deletion and
 * the export, shared by the server (`server/modules/admin/members-*.ts`) and the web client
 * (`web/features/admin/members/`). Times are ISO 8601 text, money in cents, credits whole credits.
 */
import { z } from 'zod';
import { dbIdParam } from './ids.ts';

const iso = z.string().describe('ISO 8601');
const isoOrNull = iso.nullable();

/** A reason staff give for reading or changing something: 10 to 500 characters (logged in the audit). */
export const staffReason = z
  .string()
  .trim()
  .min(10, { message: 'validation.reason_too_short' })
  .max(500, { message: 'validation.too_long' });

/** `GET /api/admin/members?q=`: an e-mail address (or its start), a name's start, or a member id. */
export const memberSearchQuery = z.object({
  q: z.string().trim().min(1, { message: 'validation.required' }).max(254),
});

/** One member found: account, balance (credits) and the profile's name. */
export const memberSearchRow = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.string().describe('not_confirmed, confirmed, deleted, banned'),
  role: z.string(),
  credits: z.number(),
  paid_user: z.boolean(),
  signup_date: iso,
  last_active_at: iso,
  domain: z.string(),
  fictional: z.boolean(),
});
/** One member found (see `memberSearchRow`). */
export type MemberSearchRow = z.infer<typeof memberSearchRow>;

/** `GET /api/admin/members` answer: at most 50 members, id match first, then e-mail, then name. */
export const memberSearchAnswer = z.object({ members: z.array(memberSearchRow) });

/** A member's photo for staff: status and the addresses staff may load (`/media/photos/...`). */
export const staffPhoto = z.object({
  id: z.number(),
  status: z.string().describe('active, under_review, rejected'),
  main: z.boolean(),
  created_at: iso,
  reject_reason: z.string().nullable(),
  url: z.string(),
  thumb_url: z.string(),
});

/** A conversation as metadata only: never a message body. `unread` counts the member's unread messages. */
export const staffConversation = z.object({
  id: z.number(),
  partner_id: z.number(),
  partner_name: z.string().nullable(),
  partner_fictional: z.boolean(),
  started_by: z.number(),
  started_at: iso,
  last_message_at: iso,
  message_count: z.number(),
  unread: z.number(),
  removed: z.boolean().describe('the member removed it from their list'),
});

/** An order on the member page: amounts in cents of `currency`, credits in whole credits. */
export const staffOrder = z.object({
  id: z.number(),
  status: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  method: z.string(),
  credits: z.number(),
  created_at: iso,
  paid_at: isoOrNull,
  refunded_cents: z.number().nullable(),
});

/** A credit ledger entry, `delta` in whole credits (negative for spending). */
export const staffLedgerEntry = z.object({
  id: z.number(),
  delta: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
  created_at: iso,
});

/** One page of the credit ledger, newest first; `next_before` pages on (null: no older entries). */
export const ledgerPageAnswer = z.object({
  entries: z.array(staffLedgerEntry),
  next_before: z.number().nullable(),
});

/** `GET /api/admin/members/:id/ledger?before=` query. */
export const ledgerPageQuery = z.object({ before: dbIdParam.optional() });

/** A session of the member (never its token or id). */
export const staffSession = z.object({
  created_at: iso,
  expires_at: iso,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  device_id: z.string().nullable(),
});

/** `GET /api/admin/members/:id` answer: the member page (metadata, no message bodies). */
export const memberPageAnswer = z.object({
  account: z.object({
    id: z.number(),
    email: z.string(),
    status: z.string(),
    role: z.string(),
    language: z.string(),
    domain: z.string(),
    credits: z.number(),
    paid_user: z.boolean(),
    spending_limit: z
      .boolean()
      .describe('the member set a spending limit of their own (issue "Safety" §5); never its amount'),
    invisible: z.boolean(),
    tracking: z.record(z.string(), z.string()),
    signup_ip: z.string().nullable(),
    signup_device_id: z.string().nullable(),
    signup_date: iso,
    confirmed_at: isoOrNull,
    last_active_at: iso,
    deleted_at: isoOrNull,
    purged_at: isoOrNull,
    notifications_disabled: z
      .array(z.string())
      .describe('mail kinds turned off, or bounce/fbl/listunsubscribe'),
  }),
  profile: z
    .object({
      name: z.string(),
      gender: z.string(),
      looking_for: z.string(),
      date_of_birth: z.string(),
      country: z.string(),
      region: z.string(),
      city: z.string(),
      status: z.string().describe('active or disabled (deactivated: hidden from search)'),
      about: z.string(),
      hair_colour: z.string().nullable(),
      eye_colour: z.string().nullable(),
      body_type: z.string().nullable(),
      relationship_status: z.string().nullable(),
      sexuality: z.string().nullable(),
      tattoos: z.string().nullable(),
      signup_reason: z.string().nullable(),
      appearance: z.string().nullable(),
      seek_appearance: z.string().nullable(),
      min_age: z.number().nullable(),
      max_age: z.number().nullable(),
      interests: z.array(z.string()),
      fictional: z.boolean(),
      sites: z.array(z.string()),
      searchable: z.boolean(),
    })
    .nullable(),
  photos: z.array(staffPhoto),
  conversations: z.array(staffConversation),
  orders: z.array(staffOrder),
  ledger: ledgerPageAnswer,
  sessions: z.array(staffSession),
});
/** The member page (see `memberPageAnswer`). */
export type MemberPage = z.infer<typeof memberPageAnswer>;

/** `POST /api/admin/conversations/:id/messages` body: why staff read the messages. */
export const readMessagesBody = z.object({ reason: staffReason });

/** A message as staff read it: both members', hidden, removed and held ones marked. */
export const staffMessage = z.object({
  id: z.number(),
  sender_id: z.number(),
  type: z.string().describe('text, image or gift'),
  body: z.string().nullable(),
  gift_id: z.string().nullable(),
  created_at: iso,
  read_at: isoOrNull,
  held: z.boolean(),
  hidden_at: isoOrNull,
  removed_at: isoOrNull,
  deleted_by_sender: z.boolean(),
  deleted_by_recipient: z.boolean(),
  operator_id: z.number().nullable(),
});

/** `POST /api/admin/conversations/:id/messages` answer: oldest first; `truncated` when older ones were left out. */
export const readMessagesAnswer = z.object({
  conversation_id: z.number(),
  members: z.array(z.object({ id: z.number(), name: z.string().nullable() })),
  messages: z.array(staffMessage),
  truncated: z.boolean(),
});

/** The largest credit adjustment either way (whole credits). */
export const MAX_CREDIT_ADJUSTMENT = 100_000;

/**
 * `POST /api/admin/members/:id/credits` body: `delta` whole credits (not 0, |delta| ≤ 100000),
 * the reason, and an optional client-made uuid so that a retried request books once.
 */
export const adjustCreditsBody = z.object({
  delta: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(-MAX_CREDIT_ADJUSTMENT, { message: 'validation.credits_delta' })
    .max(MAX_CREDIT_ADJUSTMENT, { message: 'validation.credits_delta' })
    .refine((delta) => delta !== 0, { message: 'validation.credits_delta' }),
  reason: staffReason,
  idempotency_key: z.uuid({ message: 'validation.invalid' }).optional(),
});
/** The credit adjustment form's values (see `adjustCreditsBody`). */
export type AdjustCreditsBody = z.infer<typeof adjustCreditsBody>;

/** `POST /api/admin/members/:id/credits` answer: the balances and the ledger entry (`replayed` for a retry). */
export const adjustCreditsAnswer = z.object({
  before: z.number(),
  balance: z.number(),
  entry_id: z.number(),
  replayed: z.boolean(),
});

/** Body of deactivate, reactivate, delete and export: the staff member's reason. */
export const staffReasonBody = z.object({ reason: staffReason });

/** Deactivate, reactivate and delete answer: the account's and profile's status after the change. */
export const memberStatusAnswer = z.object({
  status: z.string(),
  profile_status: z.string().nullable(),
});
