/**
 * The members module's API for other modules: the narrow functions through which they read what
 * `server/db/schema/members.ts` holds (profiles, photos), e.g. a member's card for a list.
 * No other module imports those tables (`npm run check` enforces it).
 */

import type { MatchFinderAnswers } from '@common/schemas/match-finder';
import type { MemberCard } from '@common/schemas/members';
import type { ApiUser } from '@common/schemas/user';
import { and, desc, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/members.ts';
import { memberAccounts, statusOf } from '../auth/accounts.ts';
import { notBlocked } from '../blocks/blocks.ts';
import { cardColumns, presentImage, toCard } from './present.ts';
import type { MemberRelations } from './relations.ts';
import { matchFinderColumns, searchDefaultsOf } from './search-defaults.ts';
import { appearanceIs, yearsBefore } from './service.ts';
import { fictionalOnDuty, shownOnSite } from './visibility.ts';

/**
 * Create the profile of a new account inside the signup's `tx` (SPEC §5 signup form: name,
 * gender, looking for, date of birth `YYYY-MM-DD`; country: the visitor's when the site serves it, else
 * the site's geoip_country, chosen by signup).
 * `matchFinder`: the visitor's match finder answers (SPEC §2), stored as the search defaults
 * (ages 18-35 or 35 and over, the look sought). Called by auth's signup only; the account row
 * `userId` must exist in `tx`. Throws what the database throws (e.g. a second profile for one
 * account).
 */
export async function createProfile(
  tx: Db | Tx,
  userId: number,
  profile: {
    name: string;
    gender: 'male' | 'female';
    lookingFor: 'male' | 'female';
    dateOfBirth: string;
    country: string;
    matchFinder?: Omit<MatchFinderAnswers, 'looking_for'> | undefined;
  },
): Promise<void> {
  const { matchFinder, ...values } = profile;
  await tx
    .insert(profiles)
    .values({ userId, ...values, ...(matchFinder ? matchFinderColumns(matchFinder) : {}) });
}

/** What `profileSummarySql` selects: the profile's columns for the API `user.profile`. */
export interface ProfileSummaryRow {
  name: string;
  country: string;
  status: ApiUser['profile']['status'];
  mainPhotoId: number | null;
}

/**
 * SQL selecting the profile summary of the member whose id is in `memberColumn` as one JSON value
 * (`ProfileSummaryRow`, or null without a profile), for presenters that read the member's
 * account and profile in one query (auth's `presentUser`); turn it into the API shape with
 * `presentProfileSummary`.
 */
export function profileSummarySql(memberColumn: AnyPgColumn): SQL<ProfileSummaryRow | null> {
  return sql<ProfileSummaryRow | null>`(select json_build_object('name', sp.name, 'country', sp.country,
    'status', sp.status, 'mainPhotoId', sp.main_photo_id) from ${profiles} sp where sp.user_id = ${memberColumn})`;
}

/** The API `user.profile` (name, country, status, the main photo's file names) of a summary row. */
export function presentProfileSummary(row: ProfileSummaryRow): ApiUser['profile'] {
  return {
    name: row.name,
    country: row.country,
    status: row.status,
    main_image: presentImage(row.mainPhotoId),
  };
}

/**
 * The profile part of the API `user` (API.md `user.profile`: name, country, status and the main
 * photo's file names), or null when the member has no profile.
 */
export async function profileSummary(db: Db | Tx, userId: number): Promise<ApiUser['profile'] | null> {
  const [row] = await db
    .select({
      name: profiles.name,
      country: profiles.country,
      status: profiles.status,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ? presentProfileSummary(row) : null;
}

/** `profileSummary` of each of `userIds` that has a profile, by member id; one query. */
export async function profileSummaries(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, ApiUser['profile']>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: profiles.userId,
      name: profiles.name,
      country: profiles.country,
      status: profiles.status,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, presentProfileSummary(row)]));
}

/** Gender of a profile and of whom it looks for (SPEC §5 signup form). */
export type Gender = 'male' | 'female';

/**
 * A condition another module adds to a members query of this file, written on its own tables
 * against the member's id column (e.g. likes' "not liked yet": `notExists(...)` on `likes`).
 */
export type MemberCondition = (memberId: AnyPgColumn) => SQL;

/**
 * SQL condition for another module's list query: the member whose id is in `memberColumn` may
 * appear in search (ARCHITECTURE "Search at scale": `profiles.searchable`, i.e. account
 * confirmed, profile active, not invisible). An `EXISTS` on `profiles`, no query per row.
 */
export function searchableMember(memberColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${profiles} sp where sp.user_id = ${memberColumn} and sp.searchable)`;
}

/**
 * A member others may like or write to (SPEC §4, §6): the account is confirmed and the profile
 * active (invisible members count: they may be contacted). Answers the profile's public parts
 * (`mainPhotoId` null without a main photo), or null otherwise or for an unknown id.
 */
export async function activeMember(
  db: Db | Tx,
  userId: number,
): Promise<{ id: number; name: string; fictional: boolean; mainPhotoId: number | null } | null> {
  const [row] = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      fictional: profiles.fictional,
      mainPhotoId: profiles.mainPhotoId,
      status: profiles.status,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (row?.status !== 'active') return null;
  if ((await statusOf(db, userId)) !== 'confirmed') return null;
  return { id: row.id, name: row.name, fictional: row.fictional, mainPhotoId: row.mainPhotoId };
}

/** The gender member `userId` looks for (SPEC §5), or null without a profile. */
export async function lookingFor(db: Db | Tx, userId: number): Promise<Gender | null> {
  const [row] = await db
    .select({ lookingFor: profiles.lookingFor })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.lookingFor ?? null;
}

/**
 * API.md member cards of `memberIds` as `viewerId` may see them on `now` (age, online status):
 * only members whose account is confirmed and profile active, with no block between them and the
 * viewer either way (SPEC §6). With `options.site` (the request's settings domain), fictional
 * profiles of other sites are left out too (issue "Back office" §4); without it (staff views)
 * they are not. A fictional profile is online only while an operator is on duty for it. Answers a
 * map by id; ids left out are not shown. At most three queries, whatever the number of ids.
 */
export async function cardsFor(
  db: Db | Tx,
  relations: Pick<MemberRelations, 'profilesOnDuty'>,
  viewerId: number,
  memberIds: readonly number[],
  now: Date,
  options: { site?: string | undefined } = {},
): Promise<Map<number, MemberCard>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .where(
      and(
        inArray(profiles.userId, [...memberIds]),
        eq(profiles.status, 'active'),
        notBlocked(viewerId, profiles.userId),
        options.site === undefined ? undefined : shownOnSite(options.site),
      ),
    );
  const accounts = await memberAccounts(
    db,
    rows.map((r) => r.id),
  );
  const shown = rows.filter((r) => accounts.get(r.id)?.status === 'confirmed');
  const onDuty = await fictionalOnDuty(db, relations, shown, now);
  return new Map(shown.map((r) => [r.id, toCard(r, now, onDuty)]));
}

/**
 * The card of one member to show `viewerId` next (SPEC §2 swipe game, §7 auto-like): searchable,
 * of `gender`, with a main photo, not the viewer, not blocked either way, `fictional` when asked,
 * and every caller condition in `where` true, shown on `site` (the request's settings domain:
 * fictional profiles of other sites are left out, issue "Back office" §4); the most recently
 * active first (then the highest id). A fictional profile is online only while an operator is on
 * duty for it. Answers null when there is none.
 */
export async function pickCard(
  db: Db | Tx,
  relations: Pick<MemberRelations, 'profilesOnDuty'>,
  viewerId: number,
  options: { gender: Gender; site: string; fictional?: boolean; where?: readonly MemberCondition[] },
  now: Date,
): Promise<MemberCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(profiles)
    .where(
      and(
        eq(profiles.searchable, true),
        eq(profiles.gender, options.gender),
        options.fictional ? eq(profiles.fictional, true) : undefined,
        shownOnSite(options.site),
        sql`${profiles.mainPhotoId} is not null`,
        ne(profiles.userId, viewerId),
        notBlocked(viewerId, profiles.userId),
        ...(options.where ?? []).map((condition) => condition(profiles.userId)),
      ),
    )
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(1);
  return row ? toCard(row, now, await fictionalOnDuty(db, relations, [row], now)) : null;
}

/**
 * Where member `viewerId`'s cards come from (SPEC §2 swipe game and match finder): the gender
 * they look for and conditions for `pickCard`'s `where` keeping members within their search
 * defaults on `now` (ages in whole years, the look sought) and, when given, from `place`'s country
 * and region code. Null for a member without a profile.
 */
export async function preferredCards(
  db: Db | Tx,
  viewerId: number,
  now: Date,
  place: { country?: string; region?: string } = {},
): Promise<{ gender: Gender; where: MemberCondition[] } | null> {
  const defaults = await searchDefaultsOf(db, viewerId);
  if (!defaults) return null;
  const conditions = [
    defaults.min_age !== null ? lte(profiles.dateOfBirth, yearsBefore(now, defaults.min_age)) : undefined,
    defaults.max_age !== null ? gt(profiles.dateOfBirth, yearsBefore(now, defaults.max_age + 1)) : undefined,
    appearanceIs(defaults.appearance ?? undefined),
    place.country ? eq(profiles.country, place.country) : undefined,
    place.region ? eq(profiles.region, place.region) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  // `pickCard` reads rows of `profiles`: the conditions name its columns directly.
  return { gender: defaults.gender, where: conditions.map((condition) => () => condition) };
}

/** The profile names of `memberIds` by id (SPEC §6 block list); ids without a profile are absent. */
export async function profileNames(db: Db | Tx, memberIds: readonly number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.userId, [...memberIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Name and main photo of each member in `memberIds` that has a profile (absent ids have none),
 * for lists of other members such as the blocked list (SPEC §6). One query.
 */
export async function profileHeads(
  db: Db | Tx,
  memberIds: readonly number[],
): Promise<Map<number, { name: string; main_image: ReturnType<typeof presentImage> }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name, mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(inArray(profiles.userId, [...memberIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, main_image: presentImage(r.mainPhotoId) }]));
}
