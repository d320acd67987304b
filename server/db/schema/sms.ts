/**
 * The SMS outbox. Owned by `server/modules/sms`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Text messages sent through the SMS provider interface; without a provider they stay here (dev outbox). */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
