/**
 * SPEC §3 profile form choices. Values are stable ids; labels are i18n keys
 * `profile.<field>.<value>`.
 */
export const HAIR_COLOURS = ['blond', 'brown', 'black', 'red', 'grey', 'other'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'large'] as const;
/** SPEC §3 relationship status values. */
export const RELATIONSHIP_STATUSES = [
  'divorced',
  'living_together',
  'married',
  'unmarried',
  'single',
  'widowed',
] as const;
/** SPEC §3 sexuality values. */
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const TATTOOS = ['none', 'one', 'several'] as const;
export const SIGNUP_REASONS = ['relationship', 'friendship', 'dating', 'chat'] as const;
/**
 * SPEC §2 match finder looks: a member's own, self-described look (`appearance`) and the look a
 * member seeks (`seek_appearance`, a search default; the search's `appearance` filter).
 */
export const APPEARANCES = ['normal', 'sexy'] as const;
export type Appearance = (typeof APPEARANCES)[number];

/**
 * Profile fields a site may show on profiles (`visible_profile_fields`, SPEC §3): the back
 * office's choices and, all of them, the seeded default site's.
 */
export const PROFILE_FIELDS = [
  'gender',
  'looking_for',
  'date_of_birth',
  'country',
  'region',
  'city',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'sexuality',
  'interests',
  'tattoos',
  'signup_reason',
  'appearance',
] as const;

/** Search filters a site may offer (`search_fields`, SPEC §3): the choices and the seeded default. */
export const SEARCH_FIELDS = ['gender', 'country', 'region', 'min_age', 'max_age', 'appearance'] as const;

/** Youngest and oldest age in search and the age range of a profile, in years. */
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;
