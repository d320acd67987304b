/**
 * Fictional profiles in the back office (issue "Back office" §4, SPEC §1): the HTTP contract of
 * `/api/admin/fictional-profiles`, shared by the server's routes (`server/modules/members/
 * fictional-routes.ts`) and the back office's pages.
 */
import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { profileForm, profilePhoto } from './members.ts';
import { imageRef } from './user.ts';

/** A site's settings domain (`default` included), as the site settings name it. */
const siteDomain = z.string().trim().toLowerCase().min(1).max(253);

/**
 * Create or edit a fictional profile: the member's profile form (SPEC §3, the same fields and
 * rules) and `sites`, the settings domains it appears on (empty: every site).
 */
export const fictionalProfileForm = profileForm.extend({
  sites: z.array(siteDomain).max(50, { message: 'validation.too_many' }),
});
/** The parsed fictional profile form. */
export type FictionalProfileForm = z.infer<typeof fictionalProfileForm>;

/** A profile's state: `disabled` once hidden (not searchable, conversations kept). */
const profileStatus = z.enum(['active', 'disabled']);

/**
 * One fictional profile of the list: `waiting` counts its conversations whose newest message
 * (the member's) has no answer yet; `created_at` ISO 8601.
 */
export const fictionalListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  city: z.string(),
  status: profileStatus,
  main_image: imageRef.nullable(),
  sites: z.array(z.string()),
  waiting: z.number().int(),
  created_at: z.string(),
});
/** A fictional profile as the list shows it. */
export type FictionalListItem = z.infer<typeof fictionalListItem>;

/** `GET /api/admin/fictional-profiles`: the profiles, newest first, and every site domain to choose from. */
export const fictionalListAnswer = z.object({
  profiles: z.array(fictionalListItem),
  site_domains: z.array(z.string()),
});

/** A fictional profile for its edit page: every form field, its state and its photos (all approved). */
export const fictionalProfile = profileForm.extend({
  id: z.number().int(),
  sites: z.array(z.string()),
  status: profileStatus,
  photos: z.array(profilePhoto),
  created_at: z.string(),
});
/** A fictional profile for its edit page. */
export type FictionalProfile = z.infer<typeof fictionalProfile>;

/**
 * `GET`, `POST`, `PUT /api/admin/fictional-profiles[/:id]` and the photo routes: the profile as
 * stored now, and every site domain to choose from.
 */
export const fictionalProfileAnswer = z.object({
  profile: fictionalProfile,
  site_domains: z.array(z.string()),
});
