/**
 * Which members have a realtime socket open, per server process (issue: notifications: nothing is
 * mailed or pushed while the member has the site open). Owned by `server/modules/realtime`.
 */

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Open sockets of a member in one process. Each process refreshes `seenAt` of its rows while the
 * sockets stay open; a row not refreshed for a while belongs to a process that died.
 */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processId: text('process_id').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
);
