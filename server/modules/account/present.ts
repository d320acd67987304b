/**
 * The presenter of the API `user` (API.md `user`, SPEC §3 User): the one place that decides
 * which account fields a member sees of their own account.
 */

import { isLocale } from '@common/constants';
import type { ApiUser } from '@common/schemas/user';
import type { Db } from '../../db/client.ts';
import { ownAccountQuery } from '../auth/accounts.ts';
import { presentProfileSummary, profileSummarySql } from '../members/cards.ts';
import type { DomainSettings } from '../settings/service.ts';

/** Notification opt-outs the API shows (SPEC §3 notifications_disabled); others are internal. */
const SHOWN_OPT_OUTS = ['fbl', 'bounce', 'listunsubscribe'] as const;
type ShownOptOut = (typeof SHOWN_OPT_OUTS)[number];
const isShownOptOut = (reason: string): reason is ShownOptOut =>
  (SHOWN_OPT_OUTS as readonly string[]).includes(reason);

/** The account and its profile summary in one query (user.php answers it on every page load). */
function accountQuery(db: Db) {
  return ownAccountQuery(db, 'present_user', profileSummarySql);
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
  if (!row?.extra) return null;
  const u = row;
  const profile = presentProfileSummary(row.extra);
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
