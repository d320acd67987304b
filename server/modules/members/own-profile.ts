import { INTEREST_IDS } from '@common/interests';
import { REGIONS } from '@common/regions';
import type { OwnProfile, ProfileForm } from '@common/schemas/members';
import type { SiteSettings } from '@common/schemas/settings';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { memberAccount, setInvisible as saveInvisible } from '../auth/accounts.ts';
import type { PhotosService } from './photos.ts';
import { ageOn, presentImage } from './present.ts';

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
    const rows = await db
      .select()
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(asc(photos.createdAt), asc(photos.id));
    return {
      name: p.name,
      gender: p.gender,
      looking_for: p.lookingFor,
      date_of_birth: p.dateOfBirth,
      country: p.country as OwnProfile['country'],
      region: p.region,
      city: p.city,
      min_age: p.minAge ?? 18,
      max_age: p.maxAge ?? 99,
      hair_colour: p.hairColour as OwnProfile['hair_colour'],
      eye_colour: p.eyeColour as OwnProfile['eye_colour'],
      body_type: p.bodyType as OwnProfile['body_type'],
      relationship_status: p.relationshipStatus as OwnProfile['relationship_status'],
      sexuality: p.sexuality as OwnProfile['sexuality'],
      tattoos: p.tattoos as OwnProfile['tattoos'],
      signup_reason: p.signupReason as OwnProfile['signup_reason'],
      interests: p.interests,
      about: p.about,
      invisible: account.invisible,
      photo_limit: deps.photos.limitFor(account.paidUser),
      photos: rows.map((photo) => {
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
      }),
    };
  }

  return {
    get,

    /**
     * API.md `PUT /api/profile`: save the profile form with the SPEC §5 rules: the name differs
     * from the e-mail address, the birth date gives at least the minimum age, the region belongs
     * to the country, interests come from the list, min age is not above max age.
     * Throws validation with per-field texts.
     */
    async save(userId: number, form: ProfileForm, settings: SiteSettings): Promise<OwnProfile> {
      const user = await memberAccount(db, userId);
      if (!user) throw new AppError('authentication_required');
      const fields: Record<string, string> = {};
      const name = form.name.toLowerCase();
      if (name === user.email || name === user.email.split('@')[0]) fields.name = 'validation.name_email';
      const now = clock.now();
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
      if (Object.keys(fields).length > 0) throw fieldError(fields, { min_age: settings.min_age });
      await db
        .update(profiles)
        .set({
          name: form.name,
          gender: form.gender,
          lookingFor: form.looking_for,
          dateOfBirth: form.date_of_birth,
          country: form.country,
          region: form.region,
          city: form.city,
          minAge: form.min_age,
          maxAge: form.max_age,
          hairColour: form.hair_colour ?? null,
          eyeColour: form.eye_colour ?? null,
          bodyType: form.body_type ?? null,
          relationshipStatus: form.relationship_status ?? null,
          sexuality: form.sexuality ?? null,
          tattoos: form.tattoos ?? null,
          signupReason: form.signup_reason ?? null,
          interests: [...new Set(form.interests)],
          about: form.about,
        })
        .where(eq(profiles.userId, userId));
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
