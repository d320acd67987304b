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

/** SPEC §3 notifications_disabled reasons: complaint (feedback loop), bounce, one-click unsubscribe. */
export const MAIL_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type MailDisabledReason = (typeof MAIL_DISABLED_REASONS)[number];

/** The alerts and prompts whose dismissal is stored with a timestamp (SPEC §4). */
export const DISMISSABLES = ['mail_alert', 'push_prompt'] as const;
export type Dismissable = (typeof DISMISSABLES)[number];

/** `POST /api/notifications/dismiss` body: which alert the member closed. */
export const dismissBody = z.object({ what: z.enum(DISMISSABLES) }).strict();

/**
 * `GET /api/notifications/state` answer: when the member dismissed the disabled-e-mail alert and
 * the push prompt (ISO 8601 or null), and why e-mail is off (empty: mail is on).
 */
export const notificationState = z.object({
  mail_alert_dismissed_at: z.string().nullable(),
  push_prompt_dismissed_at: z.string().nullable(),
  notifications_disabled: z.array(z.enum(MAIL_DISABLED_REASONS)),
});
export type NotificationState = z.infer<typeof notificationState>;

/**
 * `POST /api/mail/events` body (docs/notifications.md): one event of the mail provider or a list of
 * up to 500. `bounce` is a permanent (hard) bounce, `complaint` a feedback-loop report ("spam").
 */
export const mailEvent = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.string().trim().min(3).max(254),
});
export const mailEventsBody = z.union([mailEvent, z.array(mailEvent).min(1).max(500)]);
export type MailEvent = z.infer<typeof mailEvent>;
