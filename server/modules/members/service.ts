import type { MemberProfile, MembersQuery, ProfilePhoto } from '@common/schemas/members';
import type { SiteSettings } from '@common/schemas/settings';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { notBlocked } from '../blocks/blocks.ts';
import { ageOn, type CardRow, cardColumns, presentImage, toCard } from './present.ts';
import type { MemberRelations } from './relations.ts';
import { verifiedSql } from './verification.ts';
import { fictionalOnDuty, profileShownTo, shownOnSite } from './visibility.ts';

/** Results per page of the member search. */
export const MEMBERS_PAGE_SIZE = 24;
/** numResults counts up to this many; more shows as this number (keeps page 1 fast at scale). */
export const COUNT_CAP = 10_000;
/** Below this many results the search adds similar results (SPEC §3 similar_results). */
export const SIMILAR_BELOW = 6;

/** The keyset position after a result: photo first, then most recently active, then id. */
interface Cursor {
  p: boolean;
  t: number;
  id: number;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const c: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (c && typeof c === 'object' && 'p' in c && 't' in c && 'id' in c) {
      const { p, t, id } = c as Cursor;
      if (typeof p === 'boolean' && Number.isFinite(t) && Number.isInteger(id)) return { p, t, id };
    }
  } catch {
    // Fall through: an unreadable cursor is a bad request.
  }
  throw new AppError('validation', {}, { cursor: 'validation.invalid' });
}

/**
 * The `appearance` filter (match finder look): `sexy` keeps members who describe themselves as
 * sexy; `normal` keeps those who chose normal and those who did not say. A residual filter on a
 * nullable column of two values: the search index still serves filter and order.
 */
export function appearanceIs(appearance: MembersQuery['appearance']): SQL | undefined {
  if (appearance === 'sexy') return eq(profiles.appearance, 'sexy');
  if (appearance === 'normal') return or(isNull(profiles.appearance), eq(profiles.appearance, 'normal'));
  return undefined;
}

/** `YYYY-MM-DD` of the day `years` before `now` (UTC). */
export function yearsBefore(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Members: search, profile pages (SPEC §2 /members, /members/{id}). */
export type MembersService = ReturnType<typeof createMembersService>;

/** Build the members service. */
export function createMembersService(deps: { db: Db; clock: Clock; relations: MemberRelations }) {
  const { db, clock, relations } = deps;

  const hasPhoto = sql<boolean>`(${profiles.mainPhotoId} is not null)`;

  /**
   * The WHERE of a search: searchable members matching the filters, never the viewer or a block.
   * The account state is read from the search copy on `profiles` (`searchable`, kept by triggers),
   * and blocks through the blocks module's `notBlocked` condition (a `NOT EXISTS` on its `blocks`
   * table inside this one query): asking the owners per result would cost a query per row.
   * Fictional profiles show only on their sites (`shownOnSite(site)`, issue "Back office" §4).
   */
  function searchWhere(
    viewerId: number | null,
    q: Omit<MembersQuery, 'page' | 'cursor'>,
    now: Date,
    site: string,
  ): SQL {
    const conditions: Array<SQL | undefined> = [
      eq(profiles.searchable, true),
      shownOnSite(site),
      q.gender ? eq(profiles.gender, q.gender) : undefined,
      q.country ? eq(profiles.country, q.country) : undefined,
      q.region ? eq(profiles.region, q.region) : undefined,
      q.min_age !== undefined ? lte(profiles.dateOfBirth, yearsBefore(now, q.min_age)) : undefined,
      q.max_age !== undefined ? gt(profiles.dateOfBirth, yearsBefore(now, q.max_age + 1)) : undefined,
      appearanceIs(q.appearance),
      q.verified ? verifiedSql : undefined,
      viewerId ? ne(profiles.userId, viewerId) : undefined,
      viewerId ? notBlocked(viewerId, profiles.userId) : undefined,
    ];
    return and(...conditions) ?? sql`true`;
  }

  async function page(where: SQL, after: Cursor | null, limit: number): Promise<CardRow[]> {
    const keyset = after
      ? sql`(${hasPhoto}, ${profiles.lastActiveAt}, ${profiles.userId}) < (${after.p}, ${new Date(after.t).toISOString()}::timestamptz, ${after.id})`
      : undefined;
    return db
      .select(cardColumns)
      .from(profiles)
      .where(keyset ? and(where, keyset) : where)
      .orderBy(desc(hasPhoto), desc(profiles.lastActiveAt), desc(profiles.userId))
      .limit(limit);
  }

  return {
    /**
     * API.md `GET /api/members` (SPEC §3 search state): one page of searchable members matching
     * the filters, with a photo first, then recently active; keyset pagination through `cursor`.
     * numResults counts up to COUNT_CAP. With few results, similar members (same country, ages
     * five years wider, any region, any look) follow. `site`: the request's settings domain
     * (`request.site.settings.domain`): fictional profiles of other sites are left out, and a
     * fictional profile is online only while an operator is on duty for it. Throws validation for
     * an unreadable cursor.
     */
    async search(viewerId: number | null, q: MembersQuery, site: string) {
      const now = clock.now();
      const where = searchWhere(viewerId, q, now, site);
      const after = decodeCursor(q.cursor);
      const rows = await page(where, after, MEMBERS_PAGE_SIZE + 1);
      const more = rows.length > MEMBERS_PAGE_SIZE;
      const results = rows.slice(0, MEMBERS_PAGE_SIZE);
      const last = results.at(-1);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`(select 1 from ${profiles} where ${where} limit ${COUNT_CAP}) as capped`);
      let similar: CardRow[] = [];
      if (
        !after &&
        results.length < SIMILAR_BELOW &&
        (q.region || q.min_age !== undefined || q.max_age !== undefined || q.appearance)
      ) {
        const wider = searchWhere(
          viewerId,
          {
            gender: q.gender,
            country: q.country,
            min_age: q.min_age !== undefined ? Math.max(18, q.min_age - 5) : undefined,
            max_age: q.max_age !== undefined ? Math.min(99, q.max_age + 5) : undefined,
            verified: q.verified,
          },
          now,
          site,
        );
        const found = results.map((r) => r.id);
        const exclude = found.length
          ? sql`${profiles.userId} not in (${sql.join(found, sql`, `)})`
          : undefined;
        similar = await page(exclude ? (and(wider, exclude) ?? wider) : wider, null, 12);
      }
      const onDuty = await fictionalOnDuty(db, relations, [...results, ...similar], now);
      return {
        results: results.map((r) => toCard(r, now, onDuty)),
        numResults: count?.n ?? 0,
        page: q.page,
        next_cursor:
          more && last
            ? encodeCursor({ p: last.mainPhotoId !== null, t: last.lastActiveAt.getTime(), id: last.id })
            : null,
        similar_results: similar.map((r) => toCard(r, now, onDuty)),
        similar_numResults: similar.length,
      };
    },

    /**
     * API.md `GET /api/members/:id`: a member's profile for `viewerId` (null for a visitor).
     * Photos the viewer may not see are `locked` without URLs: free members and visitors see only
     * the main photo, premium members and admins all approved photos (SPEC §1, §6). Fields follow
     * `visible_profile_fields`. A fictional profile shows only on its sites (`settings.domain`),
     * unless the viewer already has a conversation with it, and is online only while an operator
     * is on duty for it (issue "Back office" §4). Who sees it is `profileShownTo` (visibility.ts),
     * the rule the photo files follow too. Throws not_found (unknown, unconfirmed, deleted, banned,
     * deactivated, invisible to this viewer, or a fictional profile of another site) and blocked
     * with the name when the member blocked the viewer.
     */
    async profile(viewerId: number | null, memberId: number, settings: SiteSettings): Promise<MemberProfile> {
      const now = clock.now();
      const rule = await profileShownTo(db, relations, viewerId, memberId, settings.domain);
      if (!rule.shown) {
        if (rule.why === 'blocked') throw new AppError('blocked', { name: rule.name });
        throw new AppError('not_found');
      }
      const { profile, viewer, own, blockedByMe } = rule;
      const { liked, likedMe } =
        viewerId && !own
          ? await relations.likeState(db, viewerId, memberId)
          : { liked: false, likedMe: false };
      const onDuty = await fictionalOnDuty(
        db,
        relations,
        [{ id: memberId, fictional: profile.fictional }],
        now,
      );
      const seesAll = own || Boolean(viewer?.paidUser) || viewer?.role === 'admin';
      const photoRows = await db
        .select()
        .from(photos)
        .where(eq(photos.userId, memberId))
        .orderBy(asc(photos.createdAt), asc(photos.id));
      const visiblePhotos: ProfilePhoto[] = photoRows
        .filter((p) => own || p.status === 'active')
        .map((p) => {
          const isMain = p.id === profile.mainPhotoId;
          const locked = !(seesAll || (isMain && p.status === 'active'));
          const image = locked ? null : presentImage(p.id);
          return {
            id: p.id,
            status: p.status,
            locked,
            filename: image?.filename ?? null,
            thumb_filename: image?.thumb_filename ?? null,
            is_main: isMain,
            reject_reason: own ? p.rejectReason : null,
          };
        })
        .sort((a, b) => Number(b.is_main) - Number(a.is_main));
      const p = profile;
      const all: Record<string, string | number | string[] | null> = {
        gender: p.gender,
        looking_for: p.lookingFor,
        date_of_birth: ageOn(p.dateOfBirth, now),
        country: p.country,
        region: p.region,
        city: p.city,
        hair_colour: p.hairColour,
        eye_colour: p.eyeColour,
        body_type: p.bodyType,
        relationship_status: p.relationshipStatus,
        sexuality: p.sexuality,
        interests: p.interests,
        tattoos: p.tattoos,
        signup_reason: p.signupReason,
        appearance: p.appearance,
      };
      const fields = Object.fromEntries(
        Object.entries(all).filter(
          (e): e is [string, string | number | string[]] =>
            settings.visible_profile_fields.includes(e[0]) && e[1] !== null && e[1] !== '',
        ),
      );
      return {
        ...toCard({ ...p, id: p.userId }, now, onDuty),
        looking_for: p.lookingFor,
        about: settings.visible_profile_notes ? p.about : null,
        fields,
        photos: visiblePhotos,
        liked,
        liked_me: likedMe,
        match: liked && likedMe,
        blocked: blockedByMe,
        verified_contact_only: p.verifiedContactOnly && !p.fictional,
      };
    },
  };
}
