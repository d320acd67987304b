/**
 * The operator console's HTTP contract (issue "Back office" §4): the queue of conversations with
 * fictional profiles, leases, the work view, answers, notes and the operator figures. Shared by
 * the server's routes (`server/modules/operators`) and the back office's pages.
 */
import { z } from 'zod';
import { dbId as id } from './ids.ts';

/** A lease on a conversation: who holds it and until when (ISO 8601); `mine` for the asking operator. */
export const operatorLease = z.object({
  operator_id: z.number(),
  operator_name: z.string(),
  taken_at: z.string(),
  expires_at: z.string(),
  mine: z.boolean(),
});
/** A lease as the API answers it. */
export type OperatorLease = z.infer<typeof operatorLease>;

/** One waiting conversation of the queue. */
export const operatorQueueItem = z.object({
  conversation_id: z.number(),
  member: z.object({ id: z.number(), name: z.string() }),
  profile: z.object({ id: z.number(), name: z.string() }),
  /** ISO 8601: the member's first message since the profile's last answer. */
  waiting_since: z.string(),
  /**
   * The newest message (the member's); `body` null for images (the gift id in `gift_id`) and for a
   * conversation leased to another operator (only the lease holder sees its text).
   */
  last_message: z.object({
    id: z.number(),
    type: z.enum(['text', 'image', 'gift']),
    body: z.string().nullable(),
    gift_id: z.string().nullable(),
    created_at: z.string(),
  }),
  /** The unexpired lease, or null when anyone may take the conversation. */
  lease: operatorLease.nullable(),
});
/** One entry of the queue. */
export type OperatorQueueItem = z.infer<typeof operatorQueueItem>;

/** `GET /api/admin/operator/queue` answer: oldest waiting first. */
export const operatorQueueAnswer = z.object({ queue: z.array(operatorQueueItem) });

/** `POST /api/admin/operator/conversations/:id/lease` answer. */
export const operatorLeaseAnswer = z.object({ lease: operatorLease });

/** A message of the work view; `from_member` true for the member's side. */
export const operatorMessage = z.object({
  id: z.number(),
  from_member: z.boolean(),
  type: z.enum(['text', 'image', 'gift']),
  body: z.string().nullable(),
  gift_id: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** The operator who wrote it (fictional side), else null. */
  operator_id: z.number().nullable(),
  operator_name: z.string().nullable(),
  /** Hidden by a moderator: the member sees it as removed. */
  hidden: z.boolean(),
});
/** A message as the operator sees it. */
export type OperatorMessage = z.infer<typeof operatorMessage>;

/** A profile as the operator sees it (member or fictional). Photos are file names below cdn_prefix. */
export const operatorProfile = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  gender: z.enum(['male', 'female']),
  city: z.string(),
  country: z.string(),
  about: z.string(),
  fictional: z.boolean(),
  photos: z.array(z.object({ id: z.number(), thumb_filename: z.string(), filename: z.string() })),
});
/** A profile in the work view. */
export type OperatorProfile = z.infer<typeof operatorProfile>;

/** A staff note on a member or a fictional profile. */
export const operatorNote = z.object({
  id: z.number(),
  subject_id: z.number(),
  author_id: z.number(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
/** A note as the API answers it. */
export type OperatorNote = z.infer<typeof operatorNote>;

/** `GET /api/admin/operator/conversations/:id?before=` answer: one page of history, oldest first. */
export const operatorConversationAnswer = z.object({
  conversation_id: z.number(),
  member: operatorProfile,
  profile: operatorProfile,
  messages: z.array(operatorMessage),
  has_more: z.boolean(),
  notes: z.object({ member: z.array(operatorNote), profile: z.array(operatorNote) }),
  lease: operatorLease,
});
/** The work view. */
export type OperatorConversation = z.infer<typeof operatorConversationAnswer>;

/** `POST /api/admin/operator/conversations/:id/messages` body: the answer's text and its idempotency key. */
export const operatorAnswerBody = z.object({
  body: z.string().trim().min(1, { message: 'validation.message_empty' }),
  client_id: z.string().min(1).max(64),
});

/** `POST .../messages` answer: the stored message and the renewed lease. */
export const operatorAnswerAnswer = z.object({ message: operatorMessage, lease: operatorLease });

/** `POST /api/admin/operator/notes` body. */
export const operatorNoteBody = z.object({
  subject_id: id,
  body: z.string().trim().min(1, { message: 'validation.required' }).max(2000),
});

/** `POST /api/admin/operator/notes` answer. */
export const operatorNoteAnswer = z.object({ note: operatorNote });

/** `GET /api/admin/operator/figures` query: dates `YYYY-MM-DD` (Europe/Amsterdam), `to` inclusive. */
export const operatorFiguresQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  per: z.enum(['day', 'period']).default('period'),
});

/** One row of the figures: an operator's work on one day (`day`) or in the period (`day` null). */
export const operatorFiguresRow = z.object({
  operator_id: z.number(),
  operator_name: z.string(),
  day: z.string().nullable(),
  messages: z.number(),
  conversations: z.number(),
  /** Seconds from the member's (first unanswered) message to the answer; null without any. */
  median_response_s: z.number().nullable(),
  average_response_s: z.number().nullable(),
});
/** A figures row. */
export type OperatorFiguresRow = z.infer<typeof operatorFiguresRow>;

/** `GET /api/admin/operator/figures` answer. */
export const operatorFiguresAnswer = z.object({
  from: z.string(),
  to: z.string(),
  per: z.enum(['day', 'period']),
  rows: z.array(operatorFiguresRow),
});
