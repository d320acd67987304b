/**
 * The back office's member search (issue "Back office" §3): by id, by e-mail address (whole or its
 * start) and by the start of the profile name, put together from the owning modules' functions.
 */
import type { MemberSearchRow } from '@common/schemas/admin-members';
import { MAX_DB_ID } from '@common/schemas/ids';
import type { Db } from '../../db/client.ts';
import { accountRows, accountsByEmailPrefix } from '../auth/member-admin.ts';
import { balances } from '../credits/ledger.ts';
import { memberIdsByNamePrefix, profileBriefs } from '../members/member-admin.ts';

/** At most this many members are answered. */
export const MEMBER_SEARCH_LIMIT = 50;

/**
 * Members matching `q` (already trimmed, not empty), at most `MEMBER_SEARCH_LIMIT`: the member
 * whose id is `q` when it is a number, then addresses starting with `q` (case-insensitive, in
 * address order, so an exact address comes first), then, when `q` holds no `@` and is not a
 * number, profiles whose name starts with `q` (case-insensitive, newest member first). Each member
 * once. About five queries; see `accountsByEmailPrefix` and `memberIdsByNamePrefix` for the speed.
 */
export async function searchMembers(db: Db, q: string): Promise<MemberSearchRow[]> {
  const isNumber = /^\d{1,10}$/.test(q);
  const ids: number[] = [];
  const seen = new Set<number>();
  const add = (id: number) => {
    if (!seen.has(id) && ids.length < MEMBER_SEARCH_LIMIT) {
      seen.add(id);
      ids.push(id);
    }
  };
  if (isNumber && Number(q) >= 1 && Number(q) <= MAX_DB_ID) add(Number(q));
  const byEmail = await accountsByEmailPrefix(db, q, MEMBER_SEARCH_LIMIT);
  for (const row of byEmail) add(row.id);
  if (!isNumber && !q.includes('@') && ids.length < MEMBER_SEARCH_LIMIT) {
    for (const id of await memberIdsByNamePrefix(db, q, MEMBER_SEARCH_LIMIT)) add(id);
  }
  const known = new Map(byEmail.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !known.has(id));
  for (const row of await accountRows(db, missing)) known.set(row.id, row);
  const found = ids.filter((id) => known.has(id));
  const [credits, briefs] = await Promise.all([balances(db, found), profileBriefs(db, found)]);
  return found.map((id) => {
    const account = known.get(id) as NonNullable<ReturnType<typeof known.get>>;
    const brief = briefs.get(id);
    return {
      id,
      email: account.email,
      name: brief?.name ?? null,
      status: account.status,
      role: account.role,
      credits: credits.get(id) ?? 0,
      paid_user: account.paidUser,
      signup_date: account.signupDate.toISOString(),
      last_active_at: account.lastActiveAt.toISOString(),
      domain: account.domain,
      fictional: brief?.fictional ?? false,
    };
  });
}
