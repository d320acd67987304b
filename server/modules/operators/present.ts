/**
 * Presenters of the operator console (CONVENTIONS 5): rows of the operators and chats modules to
 * the answers of `common/schemas/operator.ts`.
 */
import type { OperatorLease, OperatorMessage, OperatorNote } from '@common/schemas/operator';
import type { Db, Tx } from '../../db/client.ts';
import { memberAccounts } from '../auth/accounts.ts';
import type { StaffMessageRow } from '../chats/operator.ts';
import { profileNames } from '../members/cards.ts';
import type { LeaseRow } from './leases.ts';
import type { NoteRow } from './notes.ts';

/**
 * The names of staff accounts `ids` by id: their profile name, else their e-mail address, else
 * `#id`. Two queries at most.
 */
export async function staffNames(db: Db | Tx, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const names = await profileNames(db, unique);
  const missing = unique.filter((id) => !names.has(id));
  if (missing.length > 0) {
    const accounts = await memberAccounts(db, missing);
    for (const id of missing) names.set(id, accounts.get(id)?.email ?? `#${id}`);
  }
  return names;
}

/** A lease as `viewerId` sees it. */
export function presentLease(row: LeaseRow, viewerId: number, names: Map<number, string>): OperatorLease {
  return {
    operator_id: row.operatorId,
    operator_name: names.get(row.operatorId) ?? `#${row.operatorId}`,
    taken_at: row.takenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    mine: row.operatorId === viewerId,
  };
}

/** A message of the work view; `memberId` is the member's side of the conversation. */
export function presentOperatorMessage(
  row: StaffMessageRow,
  memberId: number,
  names: Map<number, string>,
): OperatorMessage {
  return {
    id: row.id,
    from_member: row.senderId === memberId,
    type: row.type,
    body: row.body,
    gift_id: row.giftId,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    operator_id: row.operatorId,
    operator_name: row.operatorId === null ? null : (names.get(row.operatorId) ?? `#${row.operatorId}`),
    hidden: row.hidden,
  };
}

/** A note with its author's name. */
export function presentNote(row: NoteRow, names: Map<number, string>): OperatorNote {
  return {
    id: row.id,
    subject_id: row.subjectId,
    author_id: row.authorId,
    author_name: names.get(row.authorId) ?? `#${row.authorId}`,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}
