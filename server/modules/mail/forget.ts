/**
 * The mail module's part of purging an account (SPEC §4, GDPR Art. 17): the mails sent to the
 * member's address go, and the mails to others that name or quote them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/** Delete every outbox mail sent to `email` (compared as stored: lower case), in `tx`. */
export async function forgetRecipient(tx: Tx, email: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
}

/**
 * Delete every outbox mail to another member that names or quotes member `userId` (a new-message
 * mail with their name and words, a like, a complaint's outcome; `MailOf.about`), in `tx`, sent
 * or not. Answers how many went.
 */
export async function forgetMailsAbout(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .delete(mailOutbox)
    .where(sql`${mailOutbox.aboutUserIds} @> array[${userId}]::integer[]`)
    .returning({ id: mailOutbox.id });
  return rows.length;
}
