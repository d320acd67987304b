/**
 * The complaints module's part of purging an account (SPEC §4, GDPR Art. 17; docs/security.md
 * "End of an account"). Complaints stay for the record (DSA Art. 16, 17, 24: what was reported and
 * decided, when, by whom), but what they hold of the purged member goes: the texts the member
 * wrote, and their name and e-mail address in the texts others wrote about them.
 */
import { COMPLAINT_SUBJECTS } from '@common/schemas/complaints';
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { complaints } from '../../db/schema/complaints.ts';

/** What stands where a purged member's name or address stood. */
export const REMOVED_MARK = '[removed]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every occurrence of each of `identifiers` (a name, an e-mail address; at least two
 * characters, compared without case) replaced by `REMOVED_MARK`; a name only as a whole word
 * (letters and digits around it do not count), so "Anna" leaves "Annabel" alone.
 */
export function withoutIdentifiers(text: string, identifiers: readonly string[]): string {
  let out = text;
  // The longest first: an address holding the name is replaced whole.
  for (const identifier of [...identifiers].sort((a, b) => b.length - a.length)) {
    const value = identifier.trim();
    if (value.length < 2) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(pattern, REMOVED_MARK);
  }
  return out;
}

/**
 * Forget what complaints hold of member `userId`, in the purge's `tx`: on the complaints they filed
 * their text goes (body '', a subject of their own words '' — the codes of `COMPLAINT_SUBJECTS`
 * stay — and their address); in every text of the complaints by or about them (the reporter's
 * text, the appeal, the staff's reasons) their `identifiers` (profile name, e-mail address) become
 * `REMOVED_MARK`. Decision, status, dates and who decided stay. Answers how many complaints changed.
 */
export async function forgetComplaintTexts(
  tx: Db | Tx,
  userId: number,
  identifiers: readonly string[],
): Promise<number> {
  const rows = await tx
    .select()
    .from(complaints)
    .where(or(eq(complaints.reporterId, userId), eq(complaints.reportedUserId, userId)));
  const scrub = (text: string | null) => (text === null ? null : withoutIdentifiers(text, identifiers));
  let changed = 0;
  for (const row of rows) {
    const own = row.reporterId === userId;
    const next = {
      subject: own && !(COMPLAINT_SUBJECTS as readonly string[]).includes(row.subject) ? '' : row.subject,
      body: own ? '' : withoutIdentifiers(row.body, identifiers),
      reporterEmail: own ? null : row.reporterEmail,
      decisionReason: scrub(row.decisionReason),
      appealBody: scrub(row.appealBody),
      appealReason: scrub(row.appealReason),
    };
    const same = (Object.keys(next) as Array<keyof typeof next>).every((key) => next[key] === row[key]);
    if (same) continue;
    await tx.update(complaints).set(next).where(eq(complaints.id, row.id));
    changed += 1;
  }
  return changed;
}
