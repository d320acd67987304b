/**
 * Complaints (SPEC §2 /complaints, DSA Art. 16 notice and action): anyone may notify us of a
 * member, a message or anything on the site; the reporter gets a reference number by mail and a
 * member sees their own complaints with their status. This module owns `complaints`
 * (server/db/schema/complaints.ts); other modules call `detachReporter` and `complaintsBy`.
 */

import { randomBytes } from 'node:crypto';
import type { Locale } from '@common/constants';
import type { ComplaintBody, ComplaintCreated, ComplaintItem } from '@common/schemas/complaints';
import type { MemberDecision } from '@common/schemas/moderation';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { complaints } from '../../db/schema/complaints.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { memberAccount } from '../auth/accounts.ts';
import { reportableMessage } from '../chats/reportable.ts';
import { nudgeReported } from '../chats/safety.ts';
import type { Mailer } from '../mail/service.ts';
import { profileNames } from '../members/cards.ts';
import { appealUntil, decisionsAbout, recordAppeal } from './decisions.ts';

/** Crockford's base32 alphabet: no I, L, O, U, so a reference read aloud or typed is unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new complaint reference: `K-` and 8 Crockford base32 characters from 40 random bits
 * (crypto), e.g. `K-7F3Q9X2M`. Unguessable, so a reference reveals no other complaint.
 */
export function newReference(): string {
  let bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return `K-${out}`;
}

/** Who files a complaint: a signed-in member (by account), or a visitor (null). */
export type Reporter = { userId: number } | null;

/**
 * A complaint as the member's data export shows it (SPEC §4 export, API.md
 * `GET /api/account/export`): times are ISO 8601, never who decided it.
 */
export interface ExportedComplaint {
  reference: string;
  subject: string;
  body: string;
  status: ComplaintItem['status'];
  profile_id: number | null;
  message_id: number | null;
  created_at: string;
  decided_at: string | null;
  decision: string | null;
  decision_reason: string | null;
  appeal_body: string | null;
  appealed_at: string | null;
}

/**
 * Owner-API (account purge, SPEC §4): forget the e-mail address on every complaint member
 * `userId` filed (`reporter_email` null), inside the purge's `tx`. The complaints themselves
 * stay for the record. Answers how many complaints were changed.
 */
export async function detachReporter(tx: Db | Tx, userId: number): Promise<number> {
  const rows = await tx
    .update(complaints)
    .set({ reporterEmail: null })
    .where(and(eq(complaints.reporterId, userId), isNotNull(complaints.reporterEmail)))
    .returning({ id: complaints.id });
  return rows.length;
}

/**
 * Owner-API (data export): every complaint member `userId` filed, newest first, as
 * `ExportedComplaint`. Runs on `db` or a caller's `tx`.
 */
export async function complaintsBy(db: Db | Tx, userId: number): Promise<ExportedComplaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.reporterId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  return rows.map((r) => ({
    reference: r.reference,
    subject: r.subject,
    body: r.body,
    status: r.status,
    profile_id: r.reportedUserId,
    message_id: r.messageId,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision: r.decision,
    decision_reason: r.decisionReason,
    appeal_body: r.appealBody,
    appealed_at: r.appealedAt?.toISOString() ?? null,
  }));
}

/**
 * Build the complaints use cases: `file`, `listFor`, `decisionsFor` and `appeal`. `publicUrl` is the site's address for the
 * link in the confirmation mail (`/complaints?ref=<reference>`).
 */
export function createComplaintsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}) {
  const { db, clock, mailer } = deps;

  /**
   * Who the complaint is about: `profile_id` when given (it must name a member's profile), else
   * the other member of the reported message. Throws validation on `profile_id`
   * (`validation.complaint_profile_unknown`) or `message_id` (`validation.complaint_message_unknown`:
   * unknown, or not a message the reporter can see; visitors can see none).
   */
  async function target(reporter: Reporter, body: ComplaintBody): Promise<number | null> {
    if (body.profile_id !== undefined) {
      const names = await profileNames(db, [body.profile_id]);
      if (!names.has(body.profile_id))
        throw fieldError({ profile_id: 'validation.complaint_profile_unknown' });
    }
    if (body.message_id === undefined) return body.profile_id ?? null;
    const message = reporter && (await reportableMessage(db, reporter.userId, body.message_id, clock.now()));
    if (!message || !reporter) throw fieldError({ message_id: 'validation.complaint_message_unknown' });
    const other = message.senderId === reporter.userId ? message.recipientId : message.senderId;
    return body.profile_id ?? other;
  }

  /** The address to confirm to: the member's account, or the visitor's `email` (required, else validation). */
  async function reporterEmail(reporter: Reporter, body: ComplaintBody): Promise<string> {
    if (reporter) {
      const account = await memberAccount(db, reporter.userId);
      if (!account) throw new AppError('authentication_required');
      return account.email;
    }
    if (!body.email) throw fieldError({ email: 'validation.complaint_email_required' });
    return body.email;
  }

  return {
    /**
     * API.md `POST /api/complaints`: store a complaint (status `received`, the reporter's
     * `language`) with a new unguessable reference, and mail the reporter the
     * `complaint_received` confirmation in that language with a link to `/complaints?ref=`.
     * Throws validation (`email` for a visitor without one, `profile_id`, `message_id`; see
     * `target`); nothing is stored then.
     */
    async file(
      reporter: Reporter,
      body: ComplaintBody,
      language: Locale,
    ): Promise<ComplaintCreated['complaint']> {
      const email = await reporterEmail(reporter, body);
      const reportedUserId = await target(reporter, body);
      const now = clock.now();
      // 40 random bits: a clash is next to impossible, but a second draw costs nothing.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await db
          .insert(complaints)
          .values({
            reference: newReference(),
            reporterId: reporter?.userId ?? null,
            reporterEmail: email,
            reportedUserId,
            messageId: body.message_id ?? null,
            subject: body.subject,
            body: body.body,
            language,
            status: 'received',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: complaints.reference })
          .returning({ id: complaints.id, reference: complaints.reference, status: complaints.status });
        if (!row) continue;
        // "Stoort dit je?" (docs/safety.md): a report about the message it asked about is its outcome.
        if (reporter && body.message_id !== undefined) {
          await nudgeReported(db, reporter.userId, body.message_id, now);
        }
        await mailer.send({
          to: email,
          kind: 'complaint_received',
          locale: language,
          link: `${deps.publicUrl}/complaints?ref=${row.reference}`,
          params: { reference: row.reference },
        });
        return row;
      }
      throw new AppError('internal', {}, {}, new Error('no free complaint reference'));
    },

    /**
     * API.md `GET /api/complaints`: the complaints member `userId` filed, newest first, with the
     * reported member's profile name (null when there is none). Never another member's.
     */
    async listFor(userId: number): Promise<ComplaintItem[]> {
      const rows = await db
        .select()
        .from(complaints)
        .where(eq(complaints.reporterId, userId))
        .orderBy(desc(complaints.createdAt), desc(complaints.id));
      const ids = rows.flatMap((r) => (r.reportedUserId === null ? [] : [r.reportedUserId]));
      const names = await profileNames(db, [...new Set(ids)]);
      return rows.map((r) => {
        const name = r.reportedUserId === null ? undefined : names.get(r.reportedUserId);
        return {
          id: r.id,
          reference: r.reference,
          subject: r.subject,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          decided_at: r.decidedAt?.toISOString() ?? null,
          decision: r.decision,
          decision_reason: r.decisionReason,
          profile: r.reportedUserId !== null && name !== undefined ? { id: r.reportedUserId, name } : null,
          appeal_until: r.decidedAt ? appealUntil(r.decidedAt).toISOString() : null,
          appealed_at: r.appealedAt?.toISOString() ?? null,
          appeal_decision: r.appealDecision,
          appeal_reason: r.appealReason,
        };
      });
    },

    /**
     * API.md `GET /api/complaints/decisions` (DSA art. 17): the decided complaints about member
     * `userId`, newest decision first, with the decision, its reason, the appeal period and the
     * appeal; never who filed them.
     */
    async decisionsFor(userId: number): Promise<MemberDecision[]> {
      const rows = await decisionsAbout(db, userId);
      return rows.flatMap((r) =>
        r.decidedAt && r.decision
          ? [
              {
                id: r.id,
                reference: r.reference,
                decision: r.decision,
                decision_reason: r.decisionReason ?? '',
                decided_at: r.decidedAt.toISOString(),
                appeal_until: appealUntil(r.decidedAt).toISOString(),
                appealed_at: r.appealedAt?.toISOString() ?? null,
                appeal_decision: r.appealDecision,
                appeal_reason: r.appealReason,
              },
            ]
          : [],
      );
    },

    /**
     * API.md `POST /api/complaints/:id/appeal` (DSA art. 20): the reporter or the reported
     * member appeals the decision once, within 6 months (`recordAppeal`). Answers the new status.
     * Throws not_found, complaint_closed or appeal_not_possible.
     */
    async appeal(
      userId: number,
      id: number,
      body: string,
    ): Promise<{ id: number; status: ComplaintItem['status'] }> {
      const row = await recordAppeal(db, id, userId, body, clock.now());
      return { id: row.id, status: row.status };
    },
  };
}

/** The complaints service (`createComplaintsService`). */
export type ComplaintsService = ReturnType<typeof createComplaintsService>;
