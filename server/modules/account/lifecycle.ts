/**
 * An account's end of life (SPEC §2 delete dialog, §4, §8; GDPR Art. 17): deletion with a reason,
 * reactivation within the grace period through a mailed one-time link, and the purge of the
 * personal data after it. This module owns no table: each step asks the owning module.
 */
import type { DeleteAccountBody } from '@common/schemas/account';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import {
  anonymizeAccount,
  deletedAccountsDue,
  mailReactivationLink,
  markDeleted,
  restoreAccount,
} from '../auth/deletion.ts';
import { consumeToken } from '../auth/one-time-tokens.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { forgetChatPreferences } from '../chats/preferences.ts';
import { conversationPartners, removeSentMessages } from '../chats/purge.ts';
import { forgetComplaintTexts } from '../complaints/purge.ts';
import { detachReporter } from '../complaints/service.ts';
import { purgeLikes } from '../likes/purge.ts';
import { forgetMailsAbout, forgetRecipient } from '../mail/forget.ts';
import type { Mailer } from '../mail/service.ts';
import { forgetScreenings } from '../media/screening.ts';
import type { PhotoStorage } from '../media/storage.ts';
import { profileNames } from '../members/cards.ts';
import { purgeProfile } from '../members/purge.ts';
import { forgetSanctionReasons } from '../moderation/service.ts';
import { forgetNotifications } from '../notifications/preferences.ts';
import { forgetNotesAbout } from '../operators/notes.ts';
import { type AccountClosing, anonymizeMandates } from '../payments/account-closing.ts';
import { forgetSpendingLimit } from '../payments/spending.ts';
import type { Bus } from '../realtime/bus.ts';
import { forgetPhones } from '../sms/forget.ts';
import { eraseAuditOf } from '../staff/audit.ts';

/** The purge job's queue name; it runs hourly and purges every account past its grace period. */
export const PURGE_JOB = 'account-purge';

/** Build the account lifecycle; `graceDays` is `ACCOUNT_DELETION_GRACE_DAYS` (14). */
export function createAccountLifecycle(deps: {
  db: Db;
  clock: Clock;
  sessions: Pick<SessionStore, 'create' | 'endAll'>;
  bus: Pick<Bus, 'publish'>;
  mailer: Pick<Mailer, 'send'>;
  storage: Pick<PhotoStorage, 'remove'>;
  payments: Pick<AccountClosing, 'close'>;
  publicUrl: string;
  graceDays: number;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { db, clock } = deps;
  const graceMs = deps.graceDays * 86_400_000;

  /** Purge one account (see `purgeDue`); answers whether it was purged now. */
  async function purge(userId: number): Promise<boolean> {
    const now = clock.now();
    const files = await db.transaction(async (tx) => {
      const name = (await profileNames(tx, [userId])).get(userId);
      const email = await anonymizeAccount(tx, userId, now);
      if (email === null) return null;
      const keys = [...(await purgeProfile(tx, userId)), ...(await removeSentMessages(tx, userId, now))];
      await purgeLikes(tx, userId);
      await forgetScreenings(tx, userId);
      await forgetChatPreferences(tx, userId);
      await forgetPhones(tx, await anonymizeMandates(tx, userId));
      await forgetSpendingLimit(tx, userId);
      await forgetRecipient(tx, email);
      await forgetMailsAbout(tx, userId);
      await forgetNotifications(tx, userId);
      await detachReporter(tx, userId);
      await forgetComplaintTexts(tx, userId, name ? [name, email] : [email]);
      await forgetSanctionReasons(tx, userId);
      await forgetNotesAbout(tx, userId);
      await eraseAuditOf(tx, userId, now);
      return keys;
    });
    if (files === null) return false;
    // Files after the commit: a failed removal leaves an unreachable file, never a broken row.
    for (const key of files) {
      try {
        await deps.storage.remove(key);
      } catch (error) {
        deps.log.error({ err: error, key }, 'removing a purged photo failed');
      }
    }
    return true;
  }

  return {
    /**
     * API.md `DELETE /api/account` (SPEC §2, §4): the account becomes `deleted` at once with the
     * member's reason; every session ends and its sockets close; the profile leaves search, likes,
     * profile pages and the partners' chat lists (they are told to reload them); open orders are
     * cancelled and mandates revoked at the provider (not a direct debit being collected, whose
     * credits were booked: `account-closing.ts`); a reactivation link is mailed. Throws
     * not_found when the account cannot be deleted (already deleted, banned).
     *
     * `within` runs inside the deletion's transaction after the account is marked deleted (the back
     * office writes its audit entry there, issue "Back office" §3), so both commit or neither.
     */
    async deleteAccount(
      userId: number,
      input: DeleteAccountBody,
      within?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      const now = clock.now();
      const sessionIds = await db.transaction(async (tx) => {
        if (!(await markDeleted(tx, userId, input, now))) throw new AppError('not_found');
        const ended = await deps.sessions.endAll(userId, undefined, tx);
        await within?.(tx);
        return ended;
      });
      await deps.bus.publish({ userIds: [userId], sessionIds, event: { type: 'session_ended', data: {} } });
      for (const { conversationId, partnerId } of await conversationPartners(db, userId)) {
        await deps.bus.publish({
          userIds: [partnerId],
          event: { type: 'chats_changed', data: { conversation_id: conversationId } },
        });
      }
      await deps.payments.close(userId);
      await mailReactivationLink(deps, userId, deps.graceDays);
    },

    /**
     * API.md `POST /api/account/reactivate` (SPEC §4): the mailed one-time link restores the
     * account as it was (status before the deletion, profile, conversations, likes) and starts a
     * session. Answers the member id and the session token. Throws link_expired when the token is
     * unknown, used, or the grace period is over.
     */
    async reactivate(
      token: string,
      meta: { ip: string; userAgent: string | undefined },
    ): Promise<{ userId: number; token: string }> {
      const now = clock.now();
      const since = new Date(now.getTime() - graceMs);
      return db.transaction(async (tx) => {
        const row = await consumeToken(tx, now, token, 'reactivation');
        if (!row || !(await restoreAccount(tx, row.userId, since, now))) throw new AppError('link_expired');
        return { userId: row.userId, token: await deps.sessions.create(row.userId, meta, tx) };
      });
    },

    /**
     * A login attempt with the right password to a deleted account within the grace period (SPEC
     * §8 "reactivate via emailed link"): mail a fresh link, at most 3 an hour. Answers whether one
     * was sent.
     */
    resendLink: (userId: number) => mailReactivationLink(deps, userId, deps.graceDays),

    /**
     * The purge job (SPEC §4, GDPR Art. 17; docs/security.md "End of an account"): every account
     * deleted more than `graceDays` ago loses its personal data, wherever it is: e-mail, password,
     * profile, photos (files too), likes and blocks, mandates' bank and address data, its outbox
     * mails and texts, the mails to others that name or quote it; messages it sent, and operators'
     * answers to it, become "removed"; sessions, tokens and push subscriptions go; staff notes on
     * it go; its complaint texts go and its name and address leave the complaints about it; its
     * sanctions lose their written reasons; the audit log's entries about it lose their values
     * (who did what when stays). Orders, the credit ledger and the deletion reason stay, tied to
     * the anonymised account row. Answers how many accounts were purged.
     */
    async purgeDue(): Promise<number> {
      let purged = 0;
      for (;;) {
        const due = await deletedAccountsDue(db, new Date(clock.now().getTime() - graceMs));
        if (due.length === 0) return purged;
        for (const userId of due) if (await purge(userId)) purged += 1;
      }
    },
  };
}

/** The lifecycle as wired in server/app.ts. */
export type AccountLifecycle = ReturnType<typeof createAccountLifecycle>;

/** Register the hourly purge job on `jobs` (pg-boss cron, UTC). */
export function definePurgeJob(jobs: JobQueue, lifecycle: Pick<AccountLifecycle, 'purgeDue'>): void {
  jobs.define(PURGE_JOB, {
    cron: '17 * * * *',
    handler: async () => {
      await lifecycle.purgeDue();
    },
  });
}
