import {
  dismissBody,
  notificationPreferences,
  notificationPreferencesUpdate,
  notificationState,
} from '@common/schemas/notifications';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../lib/http.ts';
import { enableMail, mailStatusOf } from '../auth/mail-status.ts';
import { mailCallbackRoutes } from './mail-routes.ts';
import { clearDismissal, dismiss, dismissalsOf, preferencesOf, savePreferences } from './preferences.ts';

/**
 * A member's notification settings (SPEC §2 /notifications, §3 kinds, §4 dismissals; API.md
 * `GET/PUT /api/notifications`; docs/notifications.md). Every route here needs a session (403
 * `authentication_required`); the mail callbacks without one are in `mail-routes.ts`.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const db = database.db;

  app.get(
    '/api/notifications',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        description:
          "The member's notification preferences: every SPEC §3 kind with `{mail, push}` " +
          '(their choices over the documented defaults, docs/notifications.md).',
        response: { 200: notificationPreferences },
      },
    },
    async (request) => preferencesOf(db, requireMember(request).userId),
  );

  app.put(
    '/api/notifications',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        description:
          'Change some kinds: `{like: false}` turns like mail and push off, `{like: true}` both on, ' +
          '`{like: {mail: false}}` only mail. Unknown kinds or values: 400 `validation`, nothing saved. ' +
          'Answers the full preferences.',
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => savePreferences(db, requireMember(request).userId, request.body, clock.now()),
  );

  app.get(
    '/api/notifications/state',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        description:
          'When the member dismissed the disabled-e-mail alert and the push prompt (SPEC §4), and why ' +
          'e-mail is off (`notifications_disabled`: fbl, bounce, listunsubscribe; empty: on).',
        response: { 200: notificationState },
      },
    },
    async (request) => {
      const { userId } = requireMember(request);
      const [dismissed, mail] = await Promise.all([dismissalsOf(db, userId), mailStatusOf(db, userId)]);
      return {
        mail_alert_dismissed_at: dismissed.mail_alert?.toISOString() ?? null,
        push_prompt_dismissed_at: dismissed.push_prompt?.toISOString() ?? null,
        notifications_disabled: mail?.disabled ?? [],
      };
    },
  );

  app.post(
    '/api/notifications/dismiss',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        description:
          'Store that the member closed the disabled-e-mail alert (`mail_alert`) or the push prompt ' +
          '(`push_prompt`) now (SPEC §4); it stays hidden. Turning e-mail back on resets `mail_alert`.',
        body: dismissBody,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await dismiss(db, requireMember(request).userId, request.body.what, clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/notifications/mail/enable',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['notifications'],
        description:
          "Turn e-mail back on (SPEC §2 disabled-e-mail alert): clears the member's " +
          "`notifications_disabled`, whatever the reason, and the alert's dismissal.",
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const { userId } = requireMember(request);
      await db.transaction(async (tx) => {
        await enableMail(tx, userId);
        await clearDismissal(tx, userId, 'mail_alert');
      });
      return { ok: true as const };
    },
  );

  await app.register(mailCallbackRoutes);
};
