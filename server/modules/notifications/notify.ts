/**
 * When to tell a member by mail or push (issue: notifications; SPEC §3 kinds, §4): a new
 * conversation, a new message, a like or a match, and reminders of unread messages. The request
 * that caused it only queues a job (`queueMessage`, `queueLike`); the job decides and sends, so a
 * failed send never fails or slows the request, and pg-boss retries it.
 *
 * Rules (docs/notifications.md): nothing while the member has a socket open in any process
 * (`realtime_presence`); nothing to accounts that are not confirmed (unconfirmed, deleted,
 * banned); no mail to an address in `notifications_disabled`; only the kinds and channels the
 * member allows; at most one new-message mail and push per conversation per `NEW_MESSAGE_QUIET_S`.
 */
import type { NotificationChannel, NotificationKind } from '@common/schemas/notifications';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notificationSends } from '../../db/schema/notifications.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { mailStatusOf } from '../auth/mail-status.ts';
import { membersWithUnread, messageFacts } from '../chats/notify-facts.ts';
import type { Mailer, MailRequest } from '../mail/service.ts';
import type { MailContent } from '../mail/types.ts';
import { profileNames } from '../members/cards.ts';
import { onlineMembers } from '../realtime/presence.ts';
import { preferencesOf } from './preferences.ts';
import { type PushPayload, type PushSender, pushFor } from './push.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/** The quiet period of new-message notifications per conversation (seconds): 15 minutes. */
export const NEW_MESSAGE_QUIET_S = 900;
/** An unread message older than this is worth a reminder (seconds): one day. */
export const UNREAD_REMINDER_AFTER_S = 86_400;
/** At most one unread-message reminder per member this often (seconds): three days. */
export const UNREAD_REMINDER_EVERY_S = 3 * 86_400;

/** The queues of this file. */
export const NOTIFY_JOBS = {
  message: 'notify-message',
  like: 'notify-like',
  unreadReminders: 'notify-unread-reminders',
} as const;

/** What one notification sends on each channel; `push` built for the member's language, absent for mail-only kinds. */
export interface Outgoing {
  mail: MailContent;
  push?: (locale: string) => PushPayload;
}

/** Build the notifier and define its jobs on `jobs` (workers run them; see `server/lib/jobs.ts`). */
export function createNotify(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  mailer: Pick<Mailer, 'send'>;
  push: PushSender;
  publicUrl: string;
  secret: string;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { db, clock, publicUrl } = deps;

  /**
   * Record a send of `kind` on `channel` about `key` for member `userId`, unless one about the
   * same `key` (of any kind: a new-conversation mail starts the quiet period of its new-message
   * mails) was recorded within `quietS` seconds (0: always). Answers the new row's id, or null when held back. One
   * member at a time (an advisory lock), so concurrent jobs cannot both send.
   */
  async function claim(
    userId: number,
    kind: NotificationKind,
    channel: NotificationChannel,
    key: string,
    quietS: number,
  ): Promise<number | null> {
    const now = clock.now();
    return db.transaction(async (tx: Tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x6e6f74}, ${userId})`);
      if (quietS > 0) {
        const [recent] = await tx
          .select({ id: notificationSends.id })
          .from(notificationSends)
          .where(
            and(
              eq(notificationSends.userId, userId),
              eq(notificationSends.channel, channel),
              eq(notificationSends.key, key),
              gt(notificationSends.sentAt, new Date(now.getTime() - quietS * 1000)),
            ),
          )
          .limit(1);
        if (recent) return null;
      }
      const [row] = await tx
        .insert(notificationSends)
        .values({ userId, kind, channel, key, sentAt: now })
        .returning({ id: notificationSends.id });
      return row?.id ?? null;
    });
  }

  /**
   * Tell member `userId` of `kind` by the channels they allow, unless they are online or their
   * account or address may not be written to. A failed push gives its claim back and throws (the
   * job is retried); a mail is queued by the mailer and cannot fail here.
   */
  async function deliver(
    userId: number,
    kind: NotificationKind,
    key: string,
    quietS: number,
    outgoing: Outgoing,
  ): Promise<void> {
    const account = await mailStatusOf(db, userId);
    if (account?.status !== 'confirmed') return;
    if ((await onlineMembers(db, [userId], clock.now())).has(userId)) return;
    const choice = (await preferencesOf(db, userId))[kind];
    if (choice.mail && account.disabled.length === 0 && (await claim(userId, kind, 'mail', key, quietS))) {
      await deps.mailer.send({
        ...outgoing.mail,
        to: account.email,
        locale: account.language,
        unsubscribeUrl: unsubscribeUrl(publicUrl, deps.secret, userId),
      } as MailRequest);
    }
    if (choice.push && outgoing.push) {
      const claimed = await claim(userId, kind, 'push', key, quietS);
      if (!claimed) return;
      try {
        await deps.push.send(userId, outgoing.push(account.language));
      } catch (error) {
        await db.delete(notificationSends).where(eq(notificationSends.id, claimed));
        throw error;
      }
    }
  }

  const nameOf = async (userId: number) => (await profileNames(db, [userId])).get(userId) ?? '';

  deps.jobs.define<{ messageId: number }>(NOTIFY_JOBS.message, {
    handler: async ({ messageId }) => {
      const facts = await messageFacts(db, messageId);
      if (!facts || facts.held) return;
      const name = await nameOf(facts.senderId);
      const path = `/chats/${facts.conversationId}`;
      const first = facts.first;
      const mailKind = first ? 'new_conversation' : 'new_message';
      await deliver(
        facts.recipientId,
        first ? 'new_conversations' : 'new_messages',
        `conversation:${facts.conversationId}`,
        NEW_MESSAGE_QUIET_S,
        {
          mail: {
            kind: mailKind,
            link: `${publicUrl}${path}`,
            params: { name, preview: facts.preview ?? '' },
            about: [facts.senderId],
          },
          push: (locale) => pushFor(mailKind, locale, { name }, path),
        },
      );
    },
  });

  deps.jobs.define<{ likerId: number; likedId: number; match: boolean }>(NOTIFY_JOBS.like, {
    handler: async ({ likerId, likedId, match }) => {
      const name = await nameOf(likerId);
      if (!name) return;
      const mailKind = match ? 'match' : 'like';
      // A match is told to the member whose like completed it too (they may have closed the site).
      const to = match ? [likedId, likerId] : [likedId];
      for (const userId of to) {
        const other = userId === likedId ? likerId : likedId;
        const otherName = userId === likedId ? name : await nameOf(likedId);
        // A like or match about the same member is told at most once a day (a like taken back and given again).
        const path = `/members/${other}`;
        await deliver(userId, 'like', `${mailKind}:${other}`, 86_400, {
          mail: { kind: mailKind, link: `${publicUrl}${path}`, params: { name: otherName }, about: [other] },
          push: (locale) => pushFor(mailKind, locale, { name: otherName }, path),
        });
      }
    },
  });

  deps.jobs.define<Record<string, never>>(NOTIFY_JOBS.unreadReminders, {
    cron: '0 17 * * *',
    handler: async () => {
      const now = clock.now();
      for (const { userId, unread } of await membersWithUnread(
        db,
        new Date(now.getTime() - UNREAD_REMINDER_AFTER_S * 1000),
      )) {
        await deliver(userId, 'unread_message_reminders', 'unread', UNREAD_REMINDER_EVERY_S, {
          mail: { kind: 'unread_message_reminder', link: `${publicUrl}/chats`, params: { count: unread } },
          push: (locale) => pushFor('unread_message_reminder', locale, { count: unread }, '/chats'),
        });
      }
    },
  });

  /** Queue a job without ever failing the caller: a notification is not worth a failed request. */
  const queue = async (name: string, data: object) => {
    try {
      await deps.jobs.send(name, data);
    } catch (error) {
      deps.log.error({ err: error, job: name }, 'queueing a notification failed');
    }
  };

  return {
    /** After a message is stored and published (chats' send): maybe tell its recipient. */
    queueMessage: (messageId: number) => queue(NOTIFY_JOBS.message, { messageId }),
    /** After a like (likes' like): maybe tell the liked member, and both of a match. */
    queueLike: (likerId: number, likedId: number, match: boolean) =>
      queue(NOTIFY_JOBS.like, { likerId, likedId, match }),
    /** For the other notification jobs (weekly update): tell one member by the rules above. */
    deliver,
  };
}

/** The notifier as the chats and likes modules call it (`app.deps.notify`). */
export type Notify = ReturnType<typeof createNotify>;
