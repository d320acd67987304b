import { z } from 'zod';
import { GENDERS, SUPPORTED_COUNTRIES } from '../constants.ts';
import {
  APPEARANCES,
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '../profile.ts';
import { isoDate, profileName, text } from './shared.ts';
import { imageRef } from './user.ts';

/** A member as a search result card (API.md `GET /api/members`). */
export const memberCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  fictional: z.boolean(),
  online: z.boolean(),
  main_image: imageRef.nullable(),
  /** Verified photos (docs/safety.md): a moderator confirmed the main photo shows this member. */
  verified: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCard>;

// Kept in common/profile.ts, which has no zod: the search form draws from them in the members area's first chunks.
export { MAX_SEARCH_AGE, MIN_SEARCH_AGE };

const age = z.coerce.number({ message: 'validation.age' }).int().min(MIN_SEARCH_AGE).max(MAX_SEARCH_AGE);

/**
 * API.md `GET /api/members` query (SPEC §3 search state). `cursor` continues after a page.
 * `appearance` (match finder look): `sexy` finds members who describe themselves as sexy;
 * `normal` finds those who chose normal and those who did not say (docs/architecture.md).
 */
export const membersQuery = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: z.enum(SUPPORTED_COUNTRIES).optional(),
    region: z.string().trim().max(10).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    appearance: z.enum(APPEARANCES, { message: 'validation.choose' }).optional(),
    /** "Verified only" (docs/safety.md "Verified photos"): `1` keeps verified members only. */
    verified: z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'] }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    cursor: z.string().trim().max(200).optional(),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'validation.age_range',
    path: ['max_age'],
  });
export type MembersQuery = z.infer<typeof membersQuery>;

export const membersAnswer = z.object({
  results: z.array(memberCard),
  numResults: z.number().int(),
  page: z.number().int(),
  /** Give as `cursor` with `page + 1` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** SPEC §3 similar results: shown when the filters find few members. */
  similar_results: z.array(memberCard),
  similar_numResults: z.number().int(),
});

/** One photo on a profile page. `locked`: the viewer may not see it (SPEC §1, §6); no URLs then. */
export const profilePhoto = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'under_review', 'rejected']),
  locked: z.boolean(),
  filename: z.string().nullable(),
  thumb_filename: z.string().nullable(),
  is_main: z.boolean(),
  reject_reason: z.string().nullable(),
});
export type ProfilePhoto = z.infer<typeof profilePhoto>;

/** A member's profile as another member sees it (API.md `GET /api/members/:id`). */
export const memberProfile = memberCard.extend({
  looking_for: z.enum(GENDERS),
  about: z.string().nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  photos: z.array(profilePhoto),
  liked: z.boolean(),
  liked_me: z.boolean(),
  match: z.boolean(),
  blocked: z.boolean(),
  /** The member lets only verified members start a conversation with them (docs/safety.md). */
  verified_contact_only: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.choose' }).nullable().optional();

/** SPEC §3 profile form (API.md `PUT /api/profile`); SPEC §5 rules are checked by the service. */
export const profileForm = z.object({
  name: profileName,
  gender: z.enum(GENDERS, { message: 'validation.choose' }),
  looking_for: z.enum(GENDERS, { message: 'validation.choose' }),
  date_of_birth: isoDate,
  country: z.enum(SUPPORTED_COUNTRIES, { message: 'validation.choose' }),
  region: z.string().trim().max(10),
  city: text(80),
  min_age: age,
  max_age: age,
  hair_colour: choice(HAIR_COLOURS),
  eye_colour: choice(EYE_COLOURS),
  body_type: choice(BODY_TYPES),
  relationship_status: choice(RELATIONSHIP_STATUSES),
  sexuality: choice(SEXUALITIES),
  tattoos: choice(TATTOOS),
  signup_reason: choice(SIGNUP_REASONS),
  /** The member's own look, self-described (match finder); null: not said. */
  appearance: choice(APPEARANCES),
  /** The look the member seeks: a search default beside min_age/max_age; null: any. */
  seek_appearance: choice(APPEARANCES),
  interests: z.array(z.string().max(40)).max(20, { message: 'validation.too_many' }),
  about: text(2000),
});
export type ProfileForm = z.infer<typeof profileForm>;

/** The member's own profile (API.md `PUT /api/profile` answer and `GET /api/profile`). */
export const ownProfile = profileForm.extend({
  photos: z.array(profilePhoto),
  invisible: z.boolean(),
  photo_limit: z.number().int(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** `GET /api/members/:id` answer: a profile as the viewer may see it. */
export const memberProfileAnswer = z.object({ profile: memberProfile });

/** `GET /api/profile` and `PUT /api/profile` answer: the member's own profile. */
export const ownProfileAnswer = z.object({ profile: ownProfile });

/** `GET /api/geocode.php?lat=&lon=` answer: the place (SPEC §9 country, region code, city) at a position. */
export const geocodeAnswer = z.object({ country: z.string(), region: z.string(), city: z.string() });
