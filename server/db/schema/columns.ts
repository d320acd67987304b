import { timestamp } from 'drizzle-orm/pg-core';

/** A `created_at` column with time zone, set by the database on insert. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
