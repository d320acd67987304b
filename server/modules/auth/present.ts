/**
 * The presenter of the API `user` (API.md `user`, SPEC §3 User): the one place that decides
 * which account fields a member sees of their own account.
 */

import { isLocale } from '@common/constants';
import type { ApiUser } from '@common/schemas/user';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { presentProfileSummary, profileSummarySql } from '../members/cards.ts';
import type { DomainSettings } from '../settings/service.ts';

/** Notification opt-outs the API shows (SPEC §3 notifications_disabled); others are internal. */
const SHOWN_OPT_OUTS = ['fbl', 'bounce', 'listunsubscribe'] as const;
type ShownOptOut = (typeof SHOWN_OPT_OUTS)[number];
const isShownOptOut = (reason: string): reason is ShownOptOut =>
  (SHOWN_OPT_OUTS as readonly string[]).includes(reason);

/** The account and its profile summary in one query (user.php answers it on every page load). */
function accountQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      credits: users.credits,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      language: users.language,
      notificationsDisabled: users.notificationsDisabled,
      role: users.role,
      profile: profileSummarySql(users.id),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('present_user');
}

// Built once per database handle (a prepared statement on PostgreSQL).
const prepared = new WeakMap<Db, ReturnType<typeof accountQuery>>();

/**
 * SPEC §3 user `userId` as the API answers it (API.md `user`, with the site's `fictional_icon`
 * and the profile summary from members), or null when the account or its profile is gone.
 */
export async function presentUser(
  db: Db,
  userId: number,
  site: DomainSettings['settings'],
): Promise<ApiUser | null> {
  let query = prepared.get(db);
  if (!query) {
    query = accountQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row?.profile) return null;
  const u = row;
  const profile = presentProfileSummary(row.profile);
  return {
    id: u.id,
    email: u.email,
    status: u.status,
    credits: u.credits,
    paid_user: u.paidUser,
    signup_date: u.signupDate.toISOString(),
    language: isLocale(u.language) ? u.language : 'nl',
    fictional_icon: site.fictional_icon,
    notifications_disabled: u.notificationsDisabled.filter(isShownOptOut),
    role: u.role,
    profile,
  };
}
