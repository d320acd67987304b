import { z } from 'zod';
import { GENDERS, LOCALES, PASSWORD_MAX_LENGTH } from '../constants.ts';
import { ROLES } from '../staff.ts';
import { typedInviteCode } from './invites.ts';
import { matchFinderAnswers } from './match-finder.ts';
import { email, isoDate, profileName, text } from './shared.ts';

/** SPEC §3: a photo reference as the client sees it (URLs, not storage paths). */
export const imageRef = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
});

/** SPEC §3 user, as `GET /api/user.php` answers it (API.md). */
export const apiUser = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['not_confirmed', 'confirmed', 'deleted', 'banned']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.enum(LOCALES),
  fictional_icon: z.string(),
  notifications_disabled: z.array(z.enum(['fbl', 'bounce', 'listunsubscribe'])),
  role: z.enum(ROLES),
  profile: z.object({
    name: z.string(),
    country: z.string(),
    status: z.enum(['active', 'disabled']),
    main_image: imageRef.nullable(),
  }),
});
export type ApiUser = z.infer<typeof apiUser>;

export const userAnswer = z.object({ user: apiUser.nullable() });

const password = z
  .string({ message: 'validation.password_required' })
  .min(1, { message: 'validation.password_required' })
  .max(PASSWORD_MAX_LENGTH, { message: 'validation.password_too_long' });

/** SPEC §7 `POST /api/user.php`: login. */
export const loginBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password,
});

/** SPEC §3 tracking parameters of a signup. */
export const tracking = z
  .object({
    network: text(100).optional(),
    ref: text(100).optional(),
    sub1: text(100).optional(),
    sub2: text(100).optional(),
    sub3: text(100).optional(),
  })
  .partial();
export type Tracking = z.infer<typeof tracking>;

/** API.md `POST /api/signup` (SPEC §3 signup form draft, SPEC §5 rules). */
export const signupBody = z.object({
  email,
  name: profileName,
  password,
  date_of_birth: isoDate,
  gender: z.enum(GENDERS, { message: 'validation.choose' }),
  looking_for: z.enum(GENDERS, { message: 'validation.choose' }),
  signup_message: text(500).optional(),
  tracking: tracking.optional(),
  /** The visitor's match finder answers (SPEC §2 /match-finder): they become the search defaults. */
  match_finder: matchFinderAnswers.omit({ looking_for: true }).optional(),
  /** SPEC §1, §8: the invite code; required on an invite-only site, ignored on others. */
  invite_code: typedInviteCode.optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

/** SPEC §7 `PUT /api/user.php`. */
export const languageBody = z.object({ language: z.enum(LOCALES) });

/** API.md `POST /api/password-reset`. */
export const passwordResetBody = z.object({ email: z.string().trim().toLowerCase().max(254) });

/** API.md `POST /api/password-reset/do`. */
export const passwordResetDoBody = z.object({
  token: z.string().trim().min(1).max(200),
  password,
});

/** API.md `PUT /api/account/password`. */
export const passwordChangeBody = z.object({
  old_password: password,
  password,
  password_repeat: password,
});

/** API.md `POST /api/account/email`. */
export const emailChangeBody = z.object({
  email: z
    .string({ message: 'validation.new_email_invalid' })
    .trim()
    .toLowerCase()
    .max(254, { message: 'validation.new_email_invalid' })
    .pipe(z.email({ message: 'validation.new_email_invalid' })),
});

/** `POST /api/mail-change/do`: confirm an e-mail change with the link's token. */
export const tokenBody = z.object({ token: z.string().trim().min(1).max(200) });

/** SPEC §7 `POST /api/user.php?push=1`: a browser PushSubscription as `toJSON()` gives it. */
export const pushBody = z.object({
  subscription: z.object({
    endpoint: z.url().max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
});
