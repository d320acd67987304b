/**
 * Likes, blocks and swipe-game passes (SPEC §4, §6). Owned by `server/modules/likes`.
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

/** Blocks (SPEC §6): hide both members from each other and stop messages both ways. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
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
