import { z } from 'zod';

/** SPEC §3 notification kinds, in the order the settings page lists them. */
export const NOTIFICATION_KINDS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A delivery channel of a notification. */
export type NotificationChannel = 'mail' | 'push';

/** One kind's choice: by mail, by push. */
export const channelChoice = z.object({ mail: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoice>;

/** API.md `GET /api/notifications` answer: every kind with both channels. */
export const notificationPreferences = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoice])) as Record<
    NotificationKind,
    typeof channelChoice
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/**
 * API.md `PUT /api/notifications` body: a subset of the kinds, each either `{mail?, push?}` or a
 * boolean for both channels (`{like: false}` turns like mail and push off). Unknown kinds are refused.
 */
const kindUpdate = z
  .union([z.boolean(), z.object({ mail: z.boolean().optional(), push: z.boolean().optional() }).strict()])
  .optional();
export const notificationPreferencesUpdate = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindUpdate])) as Record<
      NotificationKind,
      typeof kindUpdate
    >,
  )
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

/**
 * The documented defaults (docs/notifications.md): what members asked for by using the site
 * (messages, likes, reminders about unread messages and their account) is on; marketing kinds
 * (promotions, weekly updates, news) are off until the member opts in (GDPR, ePrivacy).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_conversations: { mail: true, push: true },
  new_messages: { mail: true, push: true },
  like: { mail: true, push: true },
  unread_message_reminders: { mail: true, push: false },
  promotions: { mail: false, push: false },
  weekly_updates: { mail: false, push: false },
  news: { mail: false, push: false },
  reminders: { mail: true, push: false },
};
