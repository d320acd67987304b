/**
 * Blocks between members (SPEC §6). Owned by `server/modules/blocks`.
 * Other modules call that module's functions, never this table (`npm run check` enforces it).
 */

import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

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
