/**
 * Nudges and contact details held back (docs/safety.md), the chats module's part: which phase a
 * conversation is in, the nudge rows and their outcomes, the repeated-sender flags, and the
 * counts for the figures page. This module owns `message_nudges` and `contact_flags`; the
 * complaints module calls `nudgeReported`, the moderation module the flag functions, the figures
 * module `nudgeCounts`.
 */
import {
  CONTACT_FLAG_RECIPIENTS,
  CONTACT_FLAG_WINDOW_H,
  CONTACT_HOLD_MESSAGES,
  type ContactKind,
} from '@common/constants';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactFlags, messageNudges, messages } from '../../db/schema/chats.ts';

/** How many messages each side wrote in conversation `conversationId` (0 and 0 when there is none). */
export async function sideCounts(
  db: Db | Tx,
  conversationId: number | undefined,
  senderId: number,
): Promise<{ fromSender: number; fromOther: number }> {
  if (conversationId === undefined) return { fromSender: 0, fromOther: 0 };
  const [row] = await db
    .select({
      fromSender: sql<number>`count(*) filter (where ${messages.senderId} = ${senderId})`.mapWith(Number),
      fromOther: sql<number>`count(*) filter (where ${messages.senderId} <> ${senderId})`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return { fromSender: row?.fromSender ?? 0, fromOther: row?.fromOther ?? 0 };
}

/**
 * A "first message" for the nudge (docs/safety.md "Nudges"): every message the sender writes
 * before the other side wrote anything in the conversation.
 */
export function isFirstMessage(counts: { fromOther: number }): boolean {
  return counts.fromOther === 0;
}

/**
 * Whether contact details are held back (docs/safety.md): until both sides wrote
 * `CONTACT_HOLD_MESSAGES` (3) messages each, counted before this one.
 */
export function inHoldPhase(counts: { fromSender: number; fromOther: number }): boolean {
  return counts.fromSender < CONTACT_HOLD_MESSAGES || counts.fromOther < CONTACT_HOLD_MESSAGES;
}

/** Record that `userId` was asked "Weet je het zeker?" at `now`; answers the nudge id. */
export async function askedToConfirm(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(messageNudges)
    .values({ kind: 'are_you_sure', userId, createdAt: now })
    .returning({ id: messageNudges.id });
  if (!row) throw new Error('nudge not stored');
  return row.id;
}

/** Whether nudge `nudgeId` asked `userId` and is still open (neither sent nor edited since). */
export async function openNudge(db: Db | Tx, userId: number, nudgeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messageNudges.id })
    .from(messageNudges)
    .where(
      and(
        eq(messageNudges.id, nudgeId),
        eq(messageNudges.userId, userId),
        eq(messageNudges.kind, 'are_you_sure'),
        isNull(messageNudges.outcome),
      ),
    );
  return Boolean(row);
}

/**
 * In the send's `tx`: nudge `nudgeId` ends with `sent` (message `messageId`), and the recipient's
 * "Stoort dit je?" is recorded as shown.
 */
export async function sentAfterNudge(
  tx: Tx,
  nudgeId: number,
  message: { id: number; recipientId: number },
  now: Date,
): Promise<void> {
  await tx
    .update(messageNudges)
    .set({ outcome: 'sent', messageId: message.id, decidedAt: now })
    .where(eq(messageNudges.id, nudgeId));
  await tx
    .insert(messageNudges)
    .values({ kind: 'bothers_you', userId: message.recipientId, messageId: message.id, createdAt: now });
}

/**
 * API.md `POST /api/nudges/:id/edited`: member `userId` chose "edit" on nudge `nudgeId`. Answers
 * false for a nudge that is not theirs or not open.
 */
export async function editedAfterNudge(db: Db, userId: number, nudgeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(messageNudges)
    .set({ outcome: 'edited', decidedAt: now })
    .where(
      and(
        eq(messageNudges.id, nudgeId),
        eq(messageNudges.userId, userId),
        eq(messageNudges.kind, 'are_you_sure'),
        isNull(messageNudges.outcome),
      ),
    )
    .returning({ id: messageNudges.id });
  return rows.length > 0;
}

/**
 * Owner-API (complaints): member `reporterId` filed a complaint about message `messageId`; a
 * "Stoort dit je?" shown to them about it ends with `reported`. Runs on `db` or a caller's `tx`.
 */
export async function nudgeReported(db: Db | Tx, reporterId: number, messageId: number, now: Date) {
  await db
    .update(messageNudges)
    .set({ outcome: 'reported', decidedAt: now })
    .where(
      and(
        eq(messageNudges.kind, 'bothers_you'),
        eq(messageNudges.userId, reporterId),
        eq(messageNudges.messageId, messageId),
        isNull(messageNudges.outcome),
      ),
    );
}

/** The nudges of a period, for the figures page: shown and each outcome, per kind. */
export interface NudgeCounts {
  are_you_sure: { shown: number; sent: number; edited: number };
  bothers_you: { shown: number; reported: number };
  /** Messages whose contact details were held back from the recipient. */
  held_back: number;
}

/**
 * Owner-API (figures): the nudges shown from day `from` to day `to` (both included, `YYYY-MM-DD`,
 * days of Europe/Amsterdam like the other figures) and what followed (`NudgeCounts`).
 */
export async function nudgeCounts(db: Db | Tx, fromDay: string, toDay: string): Promise<NudgeCounts> {
  const from = sql`(${fromDay}::date)::timestamp at time zone 'Europe/Amsterdam'`;
  const to = sql`(${toDay}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`;
  const rows = await db
    .select({
      kind: messageNudges.kind,
      outcome: messageNudges.outcome,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(messageNudges)
    .where(and(sql`${messageNudges.createdAt} >= ${from}`, sql`${messageNudges.createdAt} < ${to}`))
    .groupBy(messageNudges.kind, messageNudges.outcome);
  const of = (kind: string, outcome?: string) =>
    rows
      .filter((r) => r.kind === kind && (outcome === undefined || r.outcome === outcome))
      .reduce((sum, r) => sum + r.n, 0);
  const [held] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(
      and(
        sql`cardinality(${messages.contactKinds}) > 0`,
        sql`${messages.createdAt} >= ${from}`,
        sql`${messages.createdAt} < ${to}`,
      ),
    );
  return {
    are_you_sure: {
      shown: of('are_you_sure'),
      sent: of('are_you_sure', 'sent'),
      edited: of('are_you_sure', 'edited'),
    },
    bothers_you: { shown: of('bothers_you'), reported: of('bothers_you', 'reported') },
    held_back: held?.n ?? 0,
  };
}

/**
 * After a send of held-back contact details by `senderId` at `now`: when their held-back messages
 * of the last `CONTACT_FLAG_WINDOW_H` (24) hours reached `CONTACT_FLAG_RECIPIENTS` (5) distinct
 * recipients, open a flag for the moderators with those messages as evidence, or bring the open
 * flag's evidence up to date. Answers whether the sender is flagged now.
 */
export async function flagRepeatedSender(db: Db, senderId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONTACT_FLAG_WINDOW_H * 3_600_000);
  const rows = await db
    .select({ id: messages.id, recipientId: messages.recipientId })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        gte(messages.createdAt, since),
        sql`cardinality(${messages.contactKinds}) > 0`,
      ),
    )
    .orderBy(messages.id);
  const recipients = new Set(rows.map((r) => r.recipientId)).size;
  if (recipients < CONTACT_FLAG_RECIPIENTS) return false;
  const messageIds = rows.map((r) => r.id);
  const updated = await db
    .update(contactFlags)
    .set({ recipients, messageIds })
    .where(and(eq(contactFlags.senderId, senderId), isNull(contactFlags.reviewedAt)))
    .returning({ id: contactFlags.id });
  if (updated.length === 0) {
    await db
      .insert(contactFlags)
      .values({ senderId, recipients, messageIds, createdAt: now })
      .onConflictDoNothing();
  }
  return true;
}

/** An open flag with its evidence, as the moderators' list shows it. */
export interface ContactFlagItem {
  id: number;
  senderId: number;
  recipients: number;
  createdAt: Date;
  messages: Array<{
    id: number;
    recipientId: number;
    body: string | null;
    kinds: ContactKind[];
    createdAt: Date;
  }>;
}

/** Owner-API (moderation): the open contact flags, oldest first, each with its messages. */
export async function openContactFlags(db: Db | Tx): Promise<ContactFlagItem[]> {
  const flags = await db
    .select()
    .from(contactFlags)
    .where(isNull(contactFlags.reviewedAt))
    .orderBy(contactFlags.createdAt, contactFlags.id)
    .limit(100);
  const ids = [...new Set(flags.flatMap((f) => f.messageIds))];
  const rows = ids.length
    ? await db
        .select({
          id: messages.id,
          recipientId: messages.recipientId,
          body: messages.body,
          contactKinds: messages.contactKinds,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return flags.map((f) => ({
    id: f.id,
    senderId: f.senderId,
    recipients: f.recipients,
    createdAt: f.createdAt,
    messages: f.messageIds.flatMap((id) => {
      const m = byId.get(id);
      return m
        ? [
            {
              id,
              recipientId: m.recipientId,
              body: m.body,
              kinds: m.contactKinds as ContactKind[],
              createdAt: m.createdAt,
            },
          ]
        : [];
    }),
  }));
}

/**
 * Owner-API (moderation): staff `staffId` reviewed open flag `flagId` at `now`. Answers the
 * flagged sender's id, or null for an unknown or reviewed flag. Runs in the caller's `tx`.
 */
export async function reviewContactFlag(tx: Db | Tx, flagId: number, staffId: number, now: Date) {
  const [row] = await tx
    .update(contactFlags)
    .set({ reviewedAt: now, reviewedBy: staffId })
    .where(and(eq(contactFlags.id, flagId), isNull(contactFlags.reviewedAt)))
    .returning({ senderId: contactFlags.senderId });
  return row?.senderId ?? null;
}
