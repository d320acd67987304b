/**
 * The notifications module's owner-API (module map, docs/architecture.md): a member's choices per
 * notification kind and channel (SPEC §3 kinds, API.md `GET/PUT /api/notifications`), the stored
 * dismissals of the disabled-e-mail alert and the push prompt (SPEC §4), and the purge helper.
 * Other modules call these functions, never the tables of `server/db/schema/notifications.ts`.
 *
 * Stored are only the kinds a member changed (`{<kind>: {mail, push}}`); the rest follow
 * DEFAULT_NOTIFICATION_PREFERENCES (docs/notifications.md), so a changed default reaches everyone
 * who never touched that kind.
 */
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Dismissable,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@common/schemas/notifications';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notificationPreferences, notificationSends } from '../../db/schema/notifications.ts';

type Stored = Record<string, { mail: boolean; push: boolean }>;

/** The stored overrides merged over the defaults: every kind, both channels. */
function merged(stored: Stored | undefined): NotificationPreferences {
  const out = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    const own = stored?.[kind];
    const fallback = DEFAULT_NOTIFICATION_PREFERENCES[kind];
    out[kind] = {
      mail: typeof own?.mail === 'boolean' ? own.mail : fallback.mail,
      push: typeof own?.push === 'boolean' ? own.push : fallback.push,
    };
  }
  return out;
}

/**
 * Member `userId`'s preferences: `{<kind>: {mail: boolean, push: boolean}}` for all 8 kinds, the
 * stored choices over the documented defaults (a member without a row has the defaults).
 */
export async function preferencesOf(db: Db | Tx, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return merged(row?.preferences);
}

/**
 * Save a subset of member `userId`'s choices (API.md `PUT /api/notifications`, body
 * `notificationPreferencesUpdate`, already validated): `{like: false}` turns like mail and push
 * off, `{like: true}` both on, `{like: {mail: false}}` only mail; kinds not named keep their value.
 * The row is locked while it is merged, so concurrent saves of different kinds both stay.
 * Answers the full preferences afterwards. `now` stamps `updated_at`.
 */
export async function savePreferences(
  db: Db | Tx,
  userId: number,
  update: NotificationPreferencesUpdate,
  now: Date = new Date(),
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    await tx.insert(notificationPreferences).values({ userId, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select({ preferences: notificationPreferences.preferences })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    const current = merged(row?.preferences);
    const stored: Stored = { ...(row?.preferences ?? {}) };
    for (const kind of NOTIFICATION_KINDS) {
      const change = update[kind];
      if (change === undefined) continue;
      const next =
        typeof change === 'boolean'
          ? { mail: change, push: change }
          : { mail: change.mail ?? current[kind].mail, push: change.push ?? current[kind].push };
      stored[kind] = next;
      current[kind] = next;
    }
    await tx
      .update(notificationPreferences)
      .set({ preferences: stored, updatedAt: now })
      .where(eq(notificationPreferences.userId, userId));
    return current;
  });
}

/**
 * Whether member `userId` wants notifications of `kind` on `channel` (their choice or the
 * default). Only the choice: whether mail can reach them at all is the auth module's
 * `mailStatusOf` (notifications_disabled), and a push needs a subscription.
 */
export async function allows(
  db: Db | Tx,
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  return (await preferencesOf(db, userId))[kind][channel];
}

/** When member `userId` dismissed each alert (SPEC §4), or null when they did not (or it was reset). */
export async function dismissalsOf(db: Db | Tx, userId: number): Promise<Record<Dismissable, Date | null>> {
  const [row] = await db
    .select({
      mail_alert: notificationPreferences.mailAlertDismissedAt,
      push_prompt: notificationPreferences.pushPromptDismissedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return { mail_alert: row?.mail_alert ?? null, push_prompt: row?.push_prompt ?? null };
}

const dismissalColumn = (what: Dismissable) =>
  what === 'mail_alert' ? 'mailAlertDismissedAt' : 'pushPromptDismissedAt';

/**
 * Store that member `userId` dismissed `what` at `now` (SPEC §4: kept hidden from then on);
 * a later dismissal replaces the time.
 */
export async function dismiss(db: Db | Tx, userId: number, what: Dismissable, now: Date): Promise<void> {
  const set = { [dismissalColumn(what)]: now };
  await db
    .insert(notificationPreferences)
    .values({ userId, updatedAt: now, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set });
}

/**
 * Forget that member `userId` dismissed `what`, so the alert shows again: mail was turned back
 * on, or it went off for a new reason. Nothing happens when there is nothing stored.
 */
export async function clearDismissal(db: Db | Tx, userId: number, what: Dismissable): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ [dismissalColumn(what)]: null })
    .where(eq(notificationPreferences.userId, userId));
}

/**
 * The account purge's part (SPEC §4, `account/lifecycle.ts`): delete member `userId`'s
 * preferences, dismissals and record of sent notifications, in the purge's transaction.
 */
export async function forgetNotifications(tx: Db | Tx, userId: number): Promise<void> {
  await tx.delete(notificationSends).where(eq(notificationSends.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
