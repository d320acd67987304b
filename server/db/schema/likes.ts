/**
 * Likes and swipe-game passes (SPEC §4). Owned by `server/modules/likes`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Likes (SPEC §4): a mutual pair is a match. `seenAt` null means new for the liked member. */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['profile', 'swipe', 'auto'] })
      .notNull()
      .default('profile'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
  ],
);

/** Swipe-game passes: profiles a member skipped, so the game does not show them again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] })],
);
