/**
 * The database schema (Drizzle), one file per owning module; migrations are generated from this
 * index with `npm run db:generate` into server/db/migrations and applied at start. A module imports
 * only its own schema file (see biome.json); others reach its tables through its functions.
 */

export * from './accounts.ts';
export * from './blocks.ts';
export * from './chats.ts';
export * from './complaints.ts';
export * from './credits.ts';
export * from './figures.ts';
export * from './invites.ts';
export * from './likes.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './members.ts';
export * from './moderation.ts';
export * from './notifications.ts';
export * from './operators.ts';
export * from './payments.ts';
export * from './realtime.ts';
export * from './settings.ts';
export * from './sms.ts';
export * from './staff.ts';
