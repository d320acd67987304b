/**
 * Screening of uploaded images for explicit content (docs/safety.md "Explicit images"). Owned by
 * `server/modules/media`. Other modules call `media/screening.ts`, never this table (`npm run check`
 * enforces it).
 */

import { index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * One row per screened image, with its storage key without `.webp` (a profile photo's
 * `members/{userId}/{hex}`, a chat image's `chat/{senderId}/{hex}`). `pending` until the
 * `image-screen` job has classified it; then the classifier's five scores (0–1, summing to 1), the
 * explicit score (porn + hentai) and the threshold in force, `flagged` when the explicit score
 * reached it. Deleted with the image's owner (account purge) or the photo.
 */
export const imageScreenings = pgTable(
  'image_screenings',
  {
    /** What the `image-screen` job's data names (never the key: it holds the owner's id). */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'clear', 'flagged'] })
      .notNull()
      .default('pending'),
    porn: real('porn'),
    sexy: real('sexy'),
    hentai: real('hentai'),
    neutral: real('neutral'),
    drawing: real('drawing'),
    /** porn + hentai, the score compared with the threshold. */
    explicit: real('explicit'),
    /** The threshold in force when the image was screened (IMAGE_SCREEN_THRESHOLD). */
    threshold: real('threshold'),
    /** Classification time in ms (the worker's wall clock, for the figures in docs/benchmarks.md). */
    millis: integer('millis'),
    createdAt: createdAt(),
    screenedAt: timestamp('screened_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('image_screenings_key').on(t.key), index('image_screenings_owner_idx').on(t.ownerId)],
);
