import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '../profile.ts';
import { imageRef } from './user.ts';

/** Most members one showcase answer holds (SPEC §2 landers, home page). */
export const SHOWCASE_MAX_LIMIT = 48;
/** Members a showcase answers when the query names no `limit`. */
export const SHOWCASE_DEFAULT_LIMIT = 24;

/** A self-described look a showcase may filter on (`profiles.appearance`, match finder). */
export const SHOWCASE_APPEARANCES = ['normal', 'sexy'] as const;

const age = z.coerce.number({ message: 'validation.age' }).int().min(MIN_SEARCH_AGE).max(MAX_SEARCH_AGE);

/**
 * `GET /api/showcase.php` query (SPEC §2 landers, home page, match finder): `slug` a city or region
 * of the site's country in URL form (`utrecht`, `noord-holland`; unknown → site-wide), optional
 * `gender`, age range in whole years and `appearance`; `limit` members (1–48, default 24).
 */
export const showcaseQuery = z
  .object({
    slug: z.string().trim().toLowerCase().max(80).optional(),
    gender: z.enum(GENDERS).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    appearance: z.enum(SHOWCASE_APPEARANCES).optional(),
    limit: z.coerce.number().int().min(1).max(SHOWCASE_MAX_LIMIT).default(SHOWCASE_DEFAULT_LIMIT),
    /** `1`: a place with fewer than `limit` members is followed by members from the rest of the country. */
    fill: z.enum(['0', '1']).optional(),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'validation.age_range',
    path: ['max_age'],
  });
export type ShowcaseQuery = z.infer<typeof showcaseQuery>;

/**
 * The place a slug named: a city members live in, or a region of the site's country; `region` is
 * the ISO 3166-2 code of the region (the city's, or the region itself), e.g. for a map.
 */
export const showcasePlace = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['city', 'region']),
  region: z.string(),
});
export type ShowcasePlace = z.infer<typeof showcasePlace>;

/**
 * A member shown to visitors: name, age, city, main photo (always present), online now, and
 * `in_place`: false for a member from outside the place the slug named (a `fill` member from the
 * rest of the country; the page says so and shows their city), true otherwise.
 */
export const showcaseMember = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  image: imageRef,
  online: z.boolean(),
  in_place: z.boolean(),
});
export type ShowcaseMember = z.infer<typeof showcaseMember>;

/**
 * `GET /api/showcase.php` answer: the place the slug named (null when none), the members to show,
 * how many of the matching members are online now and how many there are in all.
 */
export const showcaseAnswer = z.object({
  place: showcasePlace.nullable(),
  members: z.array(showcaseMember),
  online_now: z.number().int(),
  members_total: z.number().int(),
});
export type ShowcaseAnswer = z.infer<typeof showcaseAnswer>;
