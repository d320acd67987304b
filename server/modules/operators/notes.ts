/**
 * Staff notes on members and fictional profiles (issue "Back office" §4): authored and dated,
 * shown in the operator console beside the conversation; each write is audited by the route.
 * `subjectId` is the account id of the member or the fictional profile.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorNotes } from '../../db/schema/operators.ts';

/** A note row. */
export type NoteRow = typeof operatorNotes.$inferSelect;

/** The most notes shown per subject (newest first). */
export const NOTES_PER_SUBJECT = 50;

/** Store a note by `authorId` on `subjectId` at `now`; answers the row. Call inside the audit's transaction. */
export async function addNote(
  db: Db | Tx,
  input: { subjectId: number; authorId: number; body: string; now: Date },
): Promise<NoteRow> {
  const [row] = await db
    .insert(operatorNotes)
    .values({ subjectId: input.subjectId, authorId: input.authorId, body: input.body, createdAt: input.now })
    .returning();
  if (!row) throw new Error('note not stored');
  return row;
}

/** The notes on `subjectIds`, newest first, at most `NOTES_PER_SUBJECT` per subject, by subject id. One query. */
export async function notesOn(db: Db | Tx, subjectIds: readonly number[]): Promise<Map<number, NoteRow[]>> {
  const answer = new Map<number, NoteRow[]>(subjectIds.map((id) => [id, []]));
  if (subjectIds.length === 0) return answer;
  const rows = await db
    .select()
    .from(operatorNotes)
    .where(inArray(operatorNotes.subjectId, [...subjectIds]))
    .orderBy(desc(operatorNotes.createdAt), desc(operatorNotes.id))
    .limit(NOTES_PER_SUBJECT * subjectIds.length);
  for (const row of rows) {
    const list = answer.get(row.subjectId);
    if (list && list.length < NOTES_PER_SUBJECT) list.push(row);
  }
  return answer;
}

/**
 * Owner-API (data export, GDPR Art. 15): every note staff wrote on account `userId`, oldest
 * first. Runs on `db` or a caller's `tx`.
 */
export async function notesAbout(db: Db | Tx, userId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(operatorNotes)
    .where(eq(operatorNotes.subjectId, userId))
    .orderBy(asc(operatorNotes.createdAt), asc(operatorNotes.id));
}

/**
 * Owner-API (account purge, SPEC §4, GDPR Art. 17): delete every note staff wrote on account
 * `userId`, in the purge's `tx`. Answers how many went.
 */
export async function forgetNotesAbout(tx: Db | Tx, userId: number): Promise<number> {
  const rows = await tx
    .delete(operatorNotes)
    .where(eq(operatorNotes.subjectId, userId))
    .returning({ id: operatorNotes.id });
  return rows.length;
}
