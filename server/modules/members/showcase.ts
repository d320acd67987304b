/**
 * The public showcase of members (SPEC §2 landers and home page; the match finder's preview):
 * real members' faces for visitors, personalised by a city or region slug.
 */

import { GENDERS } from '@common/constants';
import { placeSlug, regionBySlug } from '@common/places';
import type { ShowcaseAnswer, ShowcaseMember, ShowcasePlace, ShowcaseQuery } from '@common/schemas/showcase';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { ageOn, ONLINE_WINDOW_S, presentImage } from './present.ts';
import { appearanceIs } from './service.ts';

/** How long one answer is reused for the same site and query, in seconds. */
export const SHOWCASE_CACHE_S = 30;
/** How long the list of cities members live in is reused per country, in seconds. */
export const CITY_LIST_CACHE_S = 600;
/** Most answers kept in memory at once (the oldest go first). */
const MAX_CACHED = 500;

/** A place a slug resolved to, with the profile columns that select its members. */
interface ResolvedPlace {
  place: ShowcasePlace;
  region: string;
  city: string | null;
}

/** A city members of a country live in, with its region code and how many live there. */
interface CityRow {
  city: string;
  region: string;
  members: number;
}

interface Candidate extends ShowcaseMember {
  gender: string;
}

/** `YYYY-MM-DD` of the day `years` before `now` (UTC). */
function yearsBefore(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** A small deterministic pseudo-random generator (mulberry32) for the photo rotation. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The order shown: members online now first (most recent first), then the others of the pool in
 * an order that changes every cache period, so that returning visitors see other faces.
 */
function liveliness(pool: Candidate[], seed: number): Candidate[] {
  const online = pool.filter((m) => m.online);
  const rest = pool.filter((m) => !m.online);
  const next = random(seed);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as Candidate, rest[i] as Candidate];
  }
  return [...online, ...rest];
}

/** Women and men alternately (while both last), each in its own order. */
function interleave(lists: Candidate[][]): Candidate[] {
  const out: Candidate[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (list[i]) out.push(list[i] as Candidate);
  return out;
}

/** The showcase service; `ReturnType` of `createShowcase`. */
export type Showcase = ReturnType<typeof createShowcase>;

/**
 * Build the showcase (SPEC §2): `get(domain, country, query)` answers `GET /api/showcase.php`.
 * Answers are cached per site and query for SHOWCASE_CACHE_S seconds of the injected clock.
 */
export function createShowcase(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const answers = new Map<string, { at: number; value: Promise<ShowcaseAnswer> }>();
  const cities = new Map<string, { at: number; value: Promise<CityRow[]> }>();

  /**
   * Cities searchable members of `country` live in, the most populated first; cached for
   * `maxAgeS` seconds.
   */
  function citiesOf(country: string, maxAgeS = CITY_LIST_CACHE_S): Promise<CityRow[]> {
    const now = clock.now().getTime();
    const hit = cities.get(country);
    if (hit && now - hit.at < maxAgeS * 1000) return hit.value;
    const value = db
      .select({ city: profiles.city, region: profiles.region, members: sql<number>`count(*)::int` })
      .from(profiles)
      .where(and(eq(profiles.searchable, true), eq(profiles.country, country), sql`${profiles.city} <> ''`))
      .groupBy(profiles.city, profiles.region)
      .orderBy(desc(sql`count(*)`));
    cities.set(country, { at: now, value });
    value.catch(() => cities.delete(country));
    return value;
  }

  /** SPEC §2 lander slug: a city members live in first (more precise), else a region; null if neither. */
  async function resolve(country: string, slug: string | undefined): Promise<ResolvedPlace | null> {
    const wanted = slug ? placeSlug(slug) : '';
    if (!wanted) return null;
    const named = (list: CityRow[]) => list.find((c) => placeSlug(c.city) === wanted);
    // A city not in the list may be new: the list is read again, at most once per answer period.
    const city = named(await citiesOf(country)) ?? named(await citiesOf(country, SHOWCASE_CACHE_S));
    if (city)
      return {
        place: { slug: wanted, name: city.city, kind: 'city', region: city.region },
        region: city.region,
        city: city.city,
      };
    const region = regionBySlug(country, wanted);
    if (region)
      return {
        place: { slug: wanted, name: region.name, kind: 'region', region: region.code },
        region: region.code,
        city: null,
      };
    return null;
  }

  /** The WHERE shared by the members and the counts: searchable real members of the place and filters. */
  function matching(country: string, place: ResolvedPlace | null, q: ShowcaseQuery, now: Date): SQL[] {
    const conditions: Array<SQL | undefined> = [
      eq(profiles.searchable, true),
      eq(profiles.country, country),
      place ? eq(profiles.region, place.region) : undefined,
      place?.city ? eq(profiles.city, place.city) : undefined,
      eq(profiles.fictional, false),
      q.min_age !== undefined ? lte(profiles.dateOfBirth, yearsBefore(now, q.min_age)) : undefined,
      q.max_age !== undefined ? gt(profiles.dateOfBirth, yearsBefore(now, q.max_age + 1)) : undefined,
      appearanceIs(q.appearance),
    ];
    return conditions.filter((c): c is SQL => c !== undefined);
  }

  /**
   * The `pool` most recently active members of one gender with an approved main photo: an
   * ordered scan of the search index (`profiles_search_idx` / `profiles_search_country_idx`).
   */
  async function recent(gender: string, where: SQL[], pool: number, now: Date): Promise<Candidate[]> {
    const hasPhoto = sql`(${profiles.mainPhotoId} is not null)`;
    const rows = await db
      .select({
        id: profiles.userId,
        name: profiles.name,
        gender: profiles.gender,
        dateOfBirth: profiles.dateOfBirth,
        city: profiles.city,
        mainPhotoId: profiles.mainPhotoId,
        lastActiveAt: profiles.lastActiveAt,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.gender, gender as 'male' | 'female'),
          ...where,
          hasPhoto,
          sql`exists (select 1 from ${photos} ph where ph.id = ${profiles.mainPhotoId} and ph.status = 'active')`,
        ),
      )
      .orderBy(desc(hasPhoto), desc(profiles.lastActiveAt), desc(profiles.userId))
      .limit(pool);
    return rows.flatMap((r) => {
      const image = presentImage(r.mainPhotoId);
      if (!image) return [];
      const online = now.getTime() - r.lastActiveAt.getTime() < ONLINE_WINDOW_S * 1000;
      return [
        {
          id: r.id,
          name: r.name,
          age: ageOn(r.dateOfBirth, now),
          city: r.city,
          image,
          online,
          in_place: true,
          gender: r.gender,
        },
      ];
    });
  }

  /** Members matching (any photo) in all and active within ONLINE_WINDOW_S: one counting query. */
  async function counts(where: SQL[], genders: readonly string[], now: Date) {
    const since = new Date(now.getTime() - ONLINE_WINDOW_S * 1000);
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        online: sql<number>`(count(*) filter (where ${profiles.lastActiveAt} > ${since.toISOString()}::timestamptz))::int`,
      })
      .from(profiles)
      .where(
        and(
          sql`${profiles.gender} in (${sql.join(
            genders.map((g) => sql`${g}`),
            sql`, `,
          )})`,
          ...where,
        ),
      );
    return { total: row?.total ?? 0, online: row?.online ?? 0 };
  }

  async function answer(country: string, q: ShowcaseQuery, now: Date): Promise<ShowcaseAnswer> {
    const place = await resolve(country, q.slug);
    const where = matching(country, place, q, now);
    const genders = q.gender ? [q.gender] : GENDERS;
    const pool = Math.min(q.limit * 2, 96);
    const [lists, count] = await Promise.all([
      Promise.all(genders.map((g) => recent(g, where, pool, now))),
      counts(where, genders, now),
    ]);
    const seed = Math.floor(now.getTime() / (SHOWCASE_CACHE_S * 1000));
    const shown = interleave(lists.map((list, i) => liveliness(list, seed + i)));
    if (place && q.fill === '1' && shown.length < q.limit) {
      // A place with few members: the rest of the country follows, so a lander never looks empty
      // (and its grid keeps the size of its placeholders).
      const wide = matching(country, null, q, now);
      const more = await Promise.all(genders.map((g) => recent(g, wide, pool, now)));
      const seen = new Set(shown.map((m) => m.id));
      shown.push(
        ...interleave(more.map((list, i) => liveliness(list, seed + i)))
          .filter((m) => !seen.has(m.id))
          .map((m) => ({ ...m, in_place: false })),
      );
    }
    return {
      place: place?.place ?? null,
      members: shown.slice(0, q.limit).map(({ gender: _gender, ...member }) => member),
      online_now: count.online,
      members_total: count.total,
    };
  }

  return {
    /**
     * `GET /api/showcase.php` (SPEC §2): up to `limit` searchable, real (not fictional) members of
     * `country` (the site's geoip_country) with an approved main photo, in the place `slug` names
     * (then, with `fill`, when it has fewer than `limit`, from the rest of the country) and matching the
     * filters; online ones first, then a rotating choice of the recently active,
     * women and men alternating without a gender filter. `online_now` and `members_total` count
     * the matching members with or without a photo. Cached per `domain` and query.
     */
    get(domain: string, country: string, q: ShowcaseQuery): Promise<ShowcaseAnswer> {
      const now = clock.now();
      const key = JSON.stringify([
        domain,
        country,
        q.slug,
        q.gender,
        q.min_age,
        q.max_age,
        q.appearance,
        q.limit,
        q.fill,
      ]);
      const hit = answers.get(key);
      if (hit && now.getTime() - hit.at < SHOWCASE_CACHE_S * 1000) return hit.value;
      const value = answer(country, q, now);
      answers.delete(key);
      answers.set(key, { at: now.getTime(), value });
      value.catch(() => answers.delete(key));
      while (answers.size > MAX_CACHED) answers.delete(answers.keys().next().value as string);
      return value;
    },
  };
}
