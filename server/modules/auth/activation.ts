/** Activation links (SPEC §4-§5): mailed at signup (account's signup) and again on request (recovery). */
import { ACTIVATION_TTL_S } from '@common/constants';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/service.ts';
import { issueToken } from './one-time-tokens.ts';

/** What mailing an activation link needs: the database, clock, mailer and the site's public URL. */
export interface ActivationDeps {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

/**
 * Mail member `userId` a new activation link (`/api/activate?token=`, valid ACTIVATION_TTL_S
 * seconds) at `email` in `locale`. Delivery problems are the mailer's (never thrown).
 */
export async function sendActivation(deps: ActivationDeps, userId: number, email: string, locale: string) {
  const token = await issueToken(deps.db, deps.clock.now(), {
    userId,
    kind: 'activation',
    ttlSeconds: ACTIVATION_TTL_S,
  });
  await deps.mailer.send({
    to: email,
    kind: 'activation',
    locale,
    link: `${deps.publicUrl}/api/activate?token=${token}`,
  });
}
