/**
 * The auth module's owner-API for `users.notifications_disabled` (SPEC §3 User, §4 "E-mail
 * notifications can be disabled by complaint, bounce or unsubscribe"): why mail to a member is off.
 * The notifications module (unsubscribe, the mail provider's events, "turn e-mail back on") and
 * the mail senders call these; nobody else writes the column.
 */
import { MAIL_DISABLED_REASONS, type MailDisabledReason } from '@common/schemas/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { AccountStatus } from './accounts.ts';

export type { MailDisabledReason } from '@common/schemas/notifications';

/** What a mail sender needs to know of a member (see `mailStatusOf`). */
export interface MailStatus {
  email: string;
  /** The member's saved language (a Locale code). */
  language: string;
  status: AccountStatus;
  /** Why mail is off (SPEC §3 reasons); empty when mail may be sent. */
  disabled: MailDisabledReason[];
}

const isReason = (value: string): value is MailDisabledReason =>
  (MAIL_DISABLED_REASONS as readonly string[]).includes(value);

/** The reason as a one-element JSON array, for `@>` and `||` on the jsonb column. */
const reasonArray = (reason: MailDisabledReason) => sql`jsonb_build_array(${reason}::text)`;

/**
 * Add `reason` to member `userId`'s notifications_disabled. Idempotent: answers true when the
 * reason was added now, false when it was there already or there is no such member.
 */
export async function disableMail(db: Db | Tx, userId: number, reason: MailDisabledReason): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: sql`${users.notificationsDisabled} || ${reasonArray(reason)}` })
    .where(and(eq(users.id, userId), sql`not (${users.notificationsDisabled} @> ${reasonArray(reason)})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * `disableMail` for the member with e-mail address `email` (compared lower-cased, as stored), as
 * the mail provider reports it. Answers `{userId, added}`, or null when no member has the address.
 */
export async function disableMailByEmail(
  db: Db | Tx,
  email: string,
  reason: MailDisabledReason,
): Promise<{ userId: number; added: boolean } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) return null;
  return { userId: row.id, added: await disableMail(db, row.id, reason) };
}

/** Turn mail back on for member `userId`: clears every reason (the member asked for it). */
export async function enableMail(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ notificationsDisabled: [] })
    .where(and(eq(users.id, userId), sql`${users.notificationsDisabled} <> '[]'::jsonb`));
}

/**
 * Address, language, account status and mail opt-outs of member `userId`, or null when there is
 * no such member. Reasons other than SPEC §3's are left out.
 */
export async function mailStatusOf(db: Db | Tx, userId: number): Promise<MailStatus | null> {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      status: users.status,
      disabled: users.notificationsDisabled,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, disabled: row.disabled.filter(isReason) };
}
