/**
 * Profiles and photos (SPEC §3 profile form). Owned by `server/modules/members`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Member profiles (SPEC §3 profile form); one per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    lookingFor: text('looking_for', { enum: ['male', 'female'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull().default('NL'),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    about: text('about').notNull().default(''),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    sexuality: text('sexuality'),
    tattoos: text('tattoos'),
    signupReason: text('signup_reason'),
    /** Self-described look (match finder, SPEC §2): `normal` or `sexy`; null when not given. */
    appearance: text('appearance', { enum: ['normal', 'sexy'] }),
    /** The look sought, from the match finder; a search default beside min_age/max_age. */
    seekAppearance: text('seek_appearance', { enum: ['normal', 'sexy'] }),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    fictional: boolean('fictional').notNull().default(false),
    /** For a fictional profile: the site domains it appears on; empty means every site. */
    sites: jsonb('sites').$type<string[]>().notNull().default([]),
    mainPhotoId: integer('main_photo_id'),
    /**
     * Verified photos (docs/safety.md "Verified photos"): the main photo a moderator confirmed (or
     * a later main photo whose face matched it). The member shows as verified only while this is
     * the main photo (`verified_photo_id = main_photo_id`): a new main photo ends the badge until
     * its face matches. Never set on fictional profiles.
     */
    verifiedPhotoId: integer('verified_photo_id'),
    /** When the badge was confirmed; null when never verified (or it ended). */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** The member's setting "only verified members may start a conversation with me". */
    verifiedContactOnly: boolean('verified_contact_only').notNull().default(false),
    /**
     * Search copy of the account state, kept by the services: true when the member may appear in
     * search (confirmed, profile active, not invisible, not deleted or banned).
     */
    searchable: boolean('searchable').notNull().default(false),
    /** Search copy of users.last_active_at, for ordering without a join. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset search: filter columns first, then the sort order (photo first, recently active).
    // Written as SQL so the direction matches ORDER BY … DESC exactly (nulls first).
    index('profiles_search_idx').on(
      t.searchable,
      t.gender,
      t.country,
      t.region,
      sql`(${t.mainPhotoId} is not null) desc`,
      sql`${t.lastActiveAt} desc`,
      sql`${t.userId} desc`,
    ),
    index('profiles_search_country_idx').on(
      t.searchable,
      t.gender,
      t.country,
      sql`(${t.mainPhotoId} is not null) desc`,
      sql`${t.lastActiveAt} desc`,
      sql`${t.userId} desc`,
    ),
    // Counting results: index-only scans over the filter columns and the birth-date range.
    index('profiles_count_idx').on(t.searchable, t.gender, t.country, t.region, t.dateOfBirth, t.userId),
    index('profiles_count_country_idx').on(t.searchable, t.gender, t.country, t.dateOfBirth, t.userId),
  ],
);

/** Member photos. `generated` photos are demo portraits rendered from `seed` on first request. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'under_review', 'rejected'] })
      .notNull()
      .default('under_review'),
    storageKey: text('storage_key').notNull(),
    generatedSeed: text('generated_seed'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_user_idx').on(t.userId)],
);

/**
 * Requests for verified photos (docs/safety.md "Verified photos"). A request is `awaiting_selfie`
 * (a pose was drawn), then `matching` (selfie stored, the face job queued), then `pending` (the
 * moderators' queue, with the face distance), then `approved` or `rejected`. After the decision
 * the selfie file is deleted and `selfieKey` cleared: only the decision, its time, the distance and
 * the pose stay. At most one open request per member (partial unique index).
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The drawn pose asked for (`VERIFICATION_POSES` in common/verification.ts). */
    pose: text('pose').notNull(),
    status: text('status', { enum: ['awaiting_selfie', 'matching', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('awaiting_selfie'),
    /** Storage key of the selfie (`verification/{userId}/{hex}.webp`) until the decision. */
    selfieKey: text('selfie_key'),
    /** Smallest euclidean distance between the selfie's face and the profile photos' faces; null: no face. */
    distance: real('distance'),
    /** The main photo's own distance to the selfie; null when it shows no face or there is none. */
    mainDistance: real('main_distance'),
    /** The main photo when the face job ran (the one the badge is given on). */
    mainPhotoId: integer('main_photo_id'),
    /** Faces found in the selfie (0: none, the moderator should reject). */
    selfieFaces: integer('selfie_faces'),
    /**
     * The face comparison failed every try (the job's last retry threw): the request went to the
     * moderators without distances, to decide by eye.
     */
    comparisonFailed: boolean('comparison_failed').notNull().default(false),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('verification_requests_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('awaiting_selfie', 'matching', 'pending')`),
    index('verification_requests_status_idx').on(t.status, t.createdAt),
  ],
);
