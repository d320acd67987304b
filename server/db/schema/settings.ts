/**
 * Site settings per domain (SPEC §3). Owned by `server/modules/settings`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Site settings per domain (SPEC §3 "server provided"); domain `default` applies to any host. */
export const siteSettings = pgTable('site_settings', {
  domain: text('domain').primaryKey(),
  settings: jsonb('settings').notNull(),
  company: jsonb('company').notNull(),
  updatedAt: createdAt(),
});
