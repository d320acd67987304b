/**
 * Who may see a profile, and where and how fictional profiles show (issue "Back office" §4): only
 * on their sites, and online only while an operator is on duty for them. Used by search, profile
 * pages, the photo files (`media.ts`, chats' images) and the cards other modules ask for (likes,
 * the swipe game, the like pop-up).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/members.ts';
import { type MemberAccount, memberAccounts } from '../auth/accounts.ts';
import { blockBetween } from '../blocks/blocks.ts';
import type { MemberRelations } from './relations.ts';

/** A stored profile. */
export type ProfileRow = typeof profiles.$inferSelect;

/**
 * What `profileShownTo` decided: the profile shows (with the rows read for it), or it does not —
 * `not_found` (nobody may learn it exists) or `blocked` (the member blocked the viewer).
 */
export type ProfileShown =
  | {
      shown: true;
      profile: ProfileRow;
      member: MemberAccount;
      /** The viewer's account; undefined for a visitor and for the owner. */
      viewer: MemberAccount | undefined;
      own: boolean;
      blockedByMe: boolean;
    }
  | { shown: false; why: 'not_found' }
  | { shown: false; why: 'blocked'; name: string };

/**
 * The rule of the profile page (API.md `GET /api/members/:id`), in one place for the page and the
 * photo files (GDPR Art. 5(1)(e), 17: nothing of a member who left shows): whether member
 * `memberId`'s profile shows to `viewerId` (null: a visitor) on site `site`
 * (`request.site.settings.domain`). Not shown (`not_found`): no profile, an account that is not
 * confirmed (not yet confirmed, deleted in the grace period, banned), a deactivated profile (even
 * to its owner: their own page is `/api/profile`), an invisible member (SPEC §4) to anyone they
 * neither liked nor wrote to first, a fictional profile of another site to anyone without a
 * conversation with it. `blocked` when the member blocked the viewer (SPEC §6). Three to six small
 * queries (one fewer with `known.profile`, member `memberId`'s profile row the caller has just read
 * with its own query); throws what the database throws.
 */
export async function profileShownTo(
  db: Db | Tx,
  relations: Pick<MemberRelations, 'likeState' | 'wroteTo'>,
  viewerId: number | null,
  memberId: number,
  site: string,
  known: { profile?: ProfileRow } = {},
): Promise<ProfileShown> {
  const [profile] =
    known.profile?.userId === memberId
      ? [known.profile]
      : await db.select().from(profiles).where(eq(profiles.userId, memberId)).limit(1);
  if (!profile) return { shown: false, why: 'not_found' };
  const own = viewerId === memberId;
  const accounts = await memberAccounts(db, viewerId && !own ? [memberId, viewerId] : [memberId]);
  const member = accounts.get(memberId);
  if (member?.status !== 'confirmed' || profile.status !== 'active')
    return { shown: false, why: 'not_found' };
  const viewer = viewerId && !own ? accounts.get(viewerId) : undefined;
  let blockedByMe = false;
  if (viewerId && !own) {
    const block = await blockBetween(db, viewerId, memberId);
    if (block.byThem) return { shown: false, why: 'blocked', name: profile.name };
    blockedByMe = block.byMe;
  }
  // SPEC §4 invisible mode: only members they liked or wrote to first may see them.
  if (
    member.invisible &&
    !own &&
    !(
      viewerId &&
      ((await relations.likeState(db, viewerId, memberId)).likedMe ||
        (await relations.wroteTo(db, memberId, viewerId)))
    )
  )
    return { shown: false, why: 'not_found' };
  if (
    !isShownOnSite(profile, site) &&
    !(
      viewerId &&
      ((await relations.wroteTo(db, viewerId, memberId)) || (await relations.wroteTo(db, memberId, viewerId)))
    )
  )
    return { shown: false, why: 'not_found' };
  return { shown: true, profile, member, viewer, own, blockedByMe };
}

/**
 * SQL condition on `profiles`: the profile may show on the site with settings domain `site`
 * (`request.site.settings.domain`): every real member, and a fictional profile whose `sites` is
 * empty (every site) or names `site`. A residual filter: the search indexes still serve the rest.
 */
export function shownOnSite(site: string): SQL {
  return sql`(not ${profiles.fictional} or ${profiles.sites} = '[]'::jsonb or ${profiles.sites} @> ${JSON.stringify([site])}::jsonb)`;
}

/** Whether a profile with `fictional` and `sites` may show on site `site` (see `shownOnSite`). */
export function isShownOnSite(
  profile: { fictional: boolean; sites: readonly string[] },
  site: string,
): boolean {
  return !profile.fictional || profile.sites.length === 0 || profile.sites.includes(site);
}

/**
 * Of `rows`, the fictional profiles an operator is on duty for at `now` (operators' `profilesOnDuty`),
 * for `toCard`'s online status. No query when none of the rows is fictional.
 */
export async function fictionalOnDuty(
  db: Db | Tx,
  relations: Pick<MemberRelations, 'profilesOnDuty'>,
  rows: ReadonlyArray<{ id: number; fictional: boolean }>,
  now: Date,
): Promise<Set<number>> {
  const ids = rows.filter((r) => r.fictional).map((r) => r.id);
  return ids.length === 0 ? new Set() : relations.profilesOnDuty(db, ids, now);
}
