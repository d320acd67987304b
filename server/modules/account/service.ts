/**
 * The auth module's use cases wired together for the routes (`app.deps.auth`): signup and
 * activation (signup.ts), login (login.ts), recovery and account keys (recovery.ts), push
 * subscriptions (push.ts) and the `user` presenter (present.ts). Each use case takes only the
 * deps it needs; this file only composes them.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { setLanguage } from '../auth/accounts.ts';
import { createLogin } from '../auth/login.ts';
import { createPush } from '../auth/push.ts';
import { createRecovery } from '../auth/recovery.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Mailer } from '../mail/service.ts';
import type { Bus } from '../realtime/bus.ts';
import type { DomainSettings } from '../settings/service.ts';
import { presentUser } from './present.ts';
import { createSignup } from './signup.ts';
import type { UserCache } from './user-cache.ts';

/** Accounts: signup, activation, login, password reset and change, e-mail change (SPEC §4-§7). */
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Build the auth service from its use cases. `publicUrl` is used for the links in mails.
 * Every method throws AppError with the API.md codes.
 */
export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  sessions: Pick<SessionStore, 'create' | 'end' | 'endAll' | 'forget' | 'forgetMember'>;
  publicUrl: string;
  bus: Pick<Bus, 'publish'>;
  /** The per-process cache of user.php answers (`user-cache.ts`). */
  userCache: Pick<UserCache, 'json'>;
  /** A login with the right password to a deleted account (SPEC §8): mail a fresh reactivation link. */
  onDeletedLogin?: (userId: number) => Promise<boolean>;
  /** The written reason of a member's ban (moderation module), sent with account_banned. */
  banReason?: (userId: number) => Promise<string | null>;
}) {
  const { db } = deps;
  return {
    ...createSignup(deps),
    ...createLogin(deps),
    ...createRecovery(deps),
    ...createPush(deps),
    /** SPEC §3 user as the API answers it (API.md `user`), or null when the account is gone. */
    presentUser: (userId: number, site: DomainSettings['settings']) => presentUser(db, userId, site),
    /**
     * `GET /api/user.php`'s `{"user": …}` answer as JSON text from the per-process cache
     * (`user-cache.ts`), or null when the account or its profile is gone.
     */
    userJson: (userId: number, site: DomainSettings['settings']) => deps.userCache.json(userId, site),
    /** SPEC §7 `PUT /api/user.php`: save the member's language. */
    setLanguage: async (userId: number, language: string) => {
      await setLanguage(db, userId, language);
      // The language is part of the cached session member (answers' language).
      deps.sessions.forgetMember(userId);
    },
  };
}
