/** The mail module's part of purging an account (SPEC §4): the mails sent to the member's address go. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/** Delete every outbox mail sent to `email` (compared as stored: lower case), in `tx`. */
export async function forgetRecipient(tx: Tx, email: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
}
