import { createHash, timingSafeEqual } from 'node:crypto';
import { type MailEvent, mailEventsBody } from '@common/schemas/notifications';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { disableMail, disableMailByEmail } from '../auth/mail-status.ts';
import { clearDismissal } from './preferences.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** Largest body the one-click unsubscribe reads (it ignores it; RFC 8058 sends 26 bytes). */
const UNSUBSCRIBE_BODY_LIMIT = 64 * 1024;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `header` is `Bearer <secret>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first differing byte.
 */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), sha256(secret)) && given.length > 0;
}

/**
 * The mail callbacks that carry no session (API.md; docs/notifications.md "Unsubscribe" and "Mail
 * provider events"): RFC 8058 one-click unsubscribe, authenticated by the signed token in its
 * address, and the mail provider's bounces and complaints, authenticated by MAIL_EVENTS_SECRET.
 * Both are in the origin check's exemptions (`plugins/origin-check.ts`): a mail client or a
 * server calls them, never a page of another site with the member's cookie.
 *
 * A member whose mail goes off for a new reason sees the disabled-e-mail alert again, even if
 * they dismissed it before.
 */
export const mailCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;

  /** Add `reason` for `userId`; a new reason un-dismisses the alert. */
  async function turnOff(userId: number, added: boolean): Promise<void> {
    if (added) await clearDismissal(db, userId, 'mail_alert');
  }

  // RFC 8058 mail clients post `List-Unsubscribe=One-Click` as a form or multipart; the body is
  // not needed, so any content type is taken (here only) and dropped.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UNSUBSCRIBE_BODY_LIMIT }, (_r, _b, done) =>
    done(null, undefined),
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        description:
          'RFC 8058 one-click unsubscribe (the `List-Unsubscribe` address of every mail, and the button of ' +
          'the /unsubscribe page): turns all e-mail off (`listunsubscribe` in `notifications_disabled`). ' +
          'The signed token alone identifies the member; no session, no Origin check. Any body is ignored. ' +
          'Idempotent. A malformed or forged token: 400 `unsubscribe_invalid`, nothing changed.',
        querystring: z.object({ token: z.string().trim().min(1).max(300) }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const userId = verifyUnsubscribeToken(config.sessionSecret, request.query.token);
      if (userId === null) throw new AppError('unsubscribe_invalid');
      await turnOff(userId, await disableMail(db, userId, 'listunsubscribe'));
      request.log.info({ userId }, 'mail unsubscribed');
      return { ok: true as const };
    },
  );

  /** MAIL_EVENTS_SECRET unset: the route does not exist (404); a wrong or missing secret: 403. */
  async function providerOnly(request: FastifyRequest) {
    const secret = config.mailEventsSecret;
    if (!secret) throw new AppError('not_found');
    if (!bearerMatches(request.headers.authorization, secret)) throw new AppError('forbidden');
  }

  app.post(
    '/api/mail/events',
    {
      onRequest: providerOnly,
      schema: {
        tags: ['mail'],
        description:
          "The mail provider's bounce and complaint notifications (docs/notifications.md), with " +
          '`Authorization: Bearer <MAIL_EVENTS_SECRET>`: `{type: "bounce"|"complaint", email}` or a list of ' +
          "up to 500. A (hard) bounce adds `bounce`, a complaint `fbl` to that member's " +
          '`notifications_disabled`; unknown addresses are ignored. 404 without MAIL_EVENTS_SECRET, 403 ' +
          'with a wrong secret.',
        body: mailEventsBody,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const events: MailEvent[] = Array.isArray(request.body) ? request.body : [request.body];
      for (const event of events) {
        const reason = event.type === 'bounce' ? 'bounce' : 'fbl';
        const found = await disableMailByEmail(db, event.email, reason);
        if (found) {
          await turnOff(found.userId, found.added);
          request.log.info({ userId: found.userId, reason }, 'mail turned off by the provider');
        }
      }
      return { ok: true as const };
    },
  );
};
