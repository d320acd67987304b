import { INTEREST_IDS } from '@common/interests';
import { REGIONS } from '@common/regions';
import type { MatchFinderAnswers, SearchDefaults } from '@common/schemas/match-finder';
import {
  MAX_SEARCH_AGE,
  type OwnProfile,
  type ProfileForm,
  type ProfilePhoto,
} from '@common/schemas/members';
import type { SiteSettings } from '@common/schemas/settings';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { memberAccount, setInvisible as saveInvisible } from '../auth/accounts.ts';
import type { PhotosService } from './photos.ts';
import { ageOn, presentImage } from './present.ts';
import { saveMatchFinder, searchDefaultsOf } from './search-defaults.ts';

/**
 * The SPEC §5 rules of the profile form that need more than the schema, as field → i18n key
 * (empty when all hold): the birth date gives at least the site's minimum age (and not over
 * 120), the region belongs to the country, min age is not above max age, interests come from
 * the list. Shared by the own profile and the back office's fictional profiles.
 */
export function profileFormProblems(
  form: ProfileForm,
  settings: SiteSettings,
  now: Date,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const age = ageOn(form.date_of_birth, now);
  if (form.date_of_birth > now.toISOString().slice(0, 10) || age > 120) {
    fields.date_of_birth = 'validation.birthdate_invalid';
  } else if (age < settings.min_age) {
    fields.date_of_birth = 'validation.birthdate_required';
  }
  if (form.region && !REGIONS[form.country].some((r) => r.code === form.region))
    fields.region = 'validation.choose';
  if (form.min_age > form.max_age) fields.max_age = 'validation.age_range';
  if (form.interests.some((i) => !INTEREST_IDS.includes(i))) fields.interests = 'validation.invalid';
  return fields;
}

/**
 * The `profiles` columns of a checked profile form (a max age of MAX_SEARCH_AGE is stored as no
 * upper bound; interests without repeats). Shared by the own profile and fictional profiles.
 */
export function profileFormColumns(form: ProfileForm) {
  return {
    name: form.name,
    gender: form.gender,
    lookingFor: form.looking_for,
    dateOfBirth: form.date_of_birth,
    country: form.country,
    region: form.region,
    city: form.city,
    minAge: form.min_age,
    // The highest age is "no upper bound" (a 35+ match finder answer is shown as 99).
    maxAge: form.max_age >= MAX_SEARCH_AGE ? null : form.max_age,
    hairColour: form.hair_colour ?? null,
    eyeColour: form.eye_colour ?? null,
    bodyType: form.body_type ?? null,
    relationshipStatus: form.relationship_status ?? null,
    sexuality: form.sexuality ?? null,
    tattoos: form.tattoos ?? null,
    signupReason: form.signup_reason ?? null,
    appearance: form.appearance ?? null,
    seekAppearance: form.seek_appearance ?? null,
    interests: [...new Set(form.interests)],
    about: form.about,
  };
}

/** The profile form's values of a stored profile row (the inverse of `profileFormColumns`). */
export function profileFormOf(p: typeof profiles.$inferSelect): ProfileForm {
  return {
    name: p.name,
    gender: p.gender,
    looking_for: p.lookingFor,
    date_of_birth: p.dateOfBirth,
    country: p.country as ProfileForm['country'],
    region: p.region,
    city: p.city,
    min_age: p.minAge ?? 18,
    max_age: p.maxAge ?? MAX_SEARCH_AGE,
    hair_colour: p.hairColour as ProfileForm['hair_colour'],
    eye_colour: p.eyeColour as ProfileForm['eye_colour'],
    body_type: p.bodyType as ProfileForm['body_type'],
    relationship_status: p.relationshipStatus as ProfileForm['relationship_status'],
    sexuality: p.sexuality as ProfileForm['sexuality'],
    tattoos: p.tattoos as ProfileForm['tattoos'],
    signup_reason: p.signupReason as ProfileForm['signup_reason'],
    appearance: p.appearance,
    seek_appearance: p.seekAppearance,
    interests: p.interests,
    about: p.about,
  };
}

/**
 * Every photo of profile `p` as its owner sees it (the own profile, and the back office's edit
 * page of a fictional profile): oldest first, with its review state and reject reason, never
 * locked, `is_main` for the profile's main photo. One query.
 */
export async function ownPhotos(
  db: Db,
  p: Pick<typeof profiles.$inferSelect, 'userId' | 'mainPhotoId'>,
): Promise<ProfilePhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.userId, p.userId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map((photo) => {
    const image = presentImage(photo.id);
    return {
      id: photo.id,
      status: photo.status,
      locked: false,
      filename: image?.filename ?? null,
      thumb_filename: image?.thumb_filename ?? null,
      is_main: photo.id === p.mainPhotoId,
      reject_reason: photo.rejectReason,
    };
  });
}

/** The member's own profile: read and save (SPEC §2 /profile, signup steps 2-4, SPEC §5). */
export type OwnProfileService = ReturnType<typeof createOwnProfileService>;

/** Build the own-profile service. */
export function createOwnProfileService(deps: {
  db: Db;
  clock: Clock;
  photos: Pick<PhotosService, 'limitFor'>;
}) {
  const { db, clock } = deps;

  /**
   * `GET /api/profile`: every field of the form, the member's photos (with review state) and
   * limit. Throws authentication_required when the account or its profile is gone.
   */
  async function get(userId: number): Promise<OwnProfile> {
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    const account = p ? await memberAccount(db, userId) : null;
    if (!p || !account) throw new AppError('authentication_required');
    return {
      ...profileFormOf(p),
      invisible: account.invisible,
      photo_limit: deps.photos.limitFor(account.paidUser),
      photos: await ownPhotos(db, p),
    };
  }

  return {
    get,

    /**
     * `GET /api/profile/search-defaults` (SPEC §2 match finder): the gender, ages (null: no
     * bound) and look (null: any) the member's search starts from. Throws authentication_required
     * without a profile.
     */
    async searchDefaults(userId: number): Promise<SearchDefaults> {
      const defaults = await searchDefaultsOf(db, userId);
      if (!defaults) throw new AppError('authentication_required');
      return defaults;
    },

    /**
     * `PUT /api/profile/search-defaults`: the match finder's answers become the member's search
     * defaults (18-35: ages 18 to 35; 35+: 35 and no upper bound; the look sought; the gender
     * sought when given). Answers the new defaults; throws authentication_required without a
     * profile.
     */
    async saveMatchFinder(userId: number, answers: MatchFinderAnswers): Promise<SearchDefaults> {
      const defaults = await saveMatchFinder(db, userId, answers);
      if (!defaults) throw new AppError('authentication_required');
      return defaults;
    },

    /**
     * API.md `PUT /api/profile`: save the profile form with the SPEC §5 rules: the name differs
     * from the e-mail address, the birth date gives at least the minimum age, the region belongs
     * to the country, interests come from the list, min age is not above max age. A max age of
     * MAX_SEARCH_AGE (99) is stored as no upper bound. Throws validation with per-field texts.
     */
    async save(userId: number, form: ProfileForm, settings: SiteSettings): Promise<OwnProfile> {
      const user = await memberAccount(db, userId);
      if (!user) throw new AppError('authentication_required');
      const fields = profileFormProblems(form, settings, clock.now());
      const name = form.name.toLowerCase();
      if (name === user.email || name === user.email.split('@')[0]) fields.name = 'validation.name_email';
      if (Object.keys(fields).length > 0) throw fieldError(fields, { min_age: settings.min_age });
      await db.update(profiles).set(profileFormColumns(form)).where(eq(profiles.userId, userId));
      return get(userId);
    },

    /**
     * API.md `PUT /api/account/invisible` (SPEC §4 invisible mode, a premium feature: SPEC §5, §6).
     * Turning it on needs a premium (paid) member, else throws 403 `premium_only` ("Deze functie is
     * alleen beschikbaar voor premium leden."); turning it off is always allowed. Throws
     * authentication_required when the account is gone.
     */
    async setInvisible(userId: number, invisible: boolean): Promise<void> {
      if (invisible) {
        const account = await memberAccount(db, userId);
        if (!account) throw new AppError('authentication_required');
        if (!account.paidUser) throw new AppError('premium_only');
      }
      await saveInvisible(db, userId, invisible);
    },
  };
}
