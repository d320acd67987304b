/** The SMS module's part of purging an account (SPEC §4): the texts sent to the member's numbers go. */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/sms.ts';

/** Delete every outbox text sent to one of `phones` (E.164 numbers), in `tx`. */
export async function forgetPhones(tx: Tx, phones: readonly string[]): Promise<void> {
  if (phones.length > 0) await tx.delete(smsOutbox).where(inArray(smsOutbox.phone, [...phones]));
}
