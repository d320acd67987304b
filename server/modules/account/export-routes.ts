/**
 * `GET /api/account/export` (API.md; GDPR Art. 15/20): the signed-in member's own data, as JSON or
 * as a zip with the photo files. The document is put together in `export.ts`.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../lib/http.ts';
import { collectExport, exportZip } from './export.ts';

const section = (description: string) => z.unknown().describe(description);

/**
 * The JSON answer as documented in the OpenAPI document: the sections of `MemberExport`
 * (`export.ts`). Loose, so that the serializer passes every field of the document through.
 */
const exportAnswer = z
  .looseObject({
    exported_at: z.string().describe('When the export was made (ISO 8601).'),
    site: z.string(),
    account: section('The account: e-mail, status, language, dates, credits, tracking, signup address.'),
    preferences: section('Language, invisible mode, mails turned off, the match finder.'),
    profile: section('Every profile field.'),
    photos: section('Photos: id, status, dates and their addresses (/media/photos/{id}.webp).'),
    likes: section('Likes given and received (the other member as id and profile name).'),
    matches: section('Mutual likes.'),
    blocks: section('Members this member blocked.'),
    swipe_passes: section('Profiles skipped in the swipe game.'),
    conversations: section('Conversations (partner as id and profile name).'),
    messages: section('Messages sent and received (held messages to the member are not yet theirs).'),
    orders: section('Orders: amounts in cents, currency, method, status, dates, discount code.'),
    mandates: section('Direct-debit mandates (without the SMS code).'),
    discount_redemptions: section('Once-per-user discount codes used by orders.'),
    ledger: section('Credit ledger entries.'),
    complaints: section('Complaints the member filed.'),
    staff_notes: section('Notes staff wrote on the member: when, the staff role, the text.'),
    sanctions: section(
      'Warnings and bans: kind, written reason, the complaint they followed, the staff role.',
    ),
    moderation_decisions: section(
      'Decisions on complaints about the member and their appeal, with the reasons and the staff role (never the reporter).',
    ),
    staff_actions: section(
      'Audited staff actions on the member: when, what, the staff role, the reason and values (never who).',
    ),
    sessions: section(
      'Sessions: created, expires, address, user agent (never the token); kept 90 days after expiry.',
    ),
    push_subscriptions: section('Push subscriptions: endpoint only.'),
    one_time_links: section('Activation, reset and e-mail change links sent (never the token).'),
    failed_logins: section('When logins to the account failed and from which address (kept 90 days).'),
    account_deletions: section('Account deletions asked for, with the reason given.'),
  })
  .describe('The member’s own data.');

type ExportAnswer = z.infer<typeof exportAnswer>;

const exportQuery = z.object({
  format: z.enum(['json', 'zip']).default('json').describe('`zip`: data.json and the photo files.'),
  download: z
    .enum(['0', '1'])
    .optional()
    .describe('`1`: JSON as an attachment (a file download) instead of inline.'),
});

/** `<site>-data-<YYYY-MM-DD>.<extension>`, with only letters, digits and dashes from the site name. */
function exportFilename(site: string, now: Date, extension: 'json' | 'zip'): string {
  const name = site.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'site';
  return `${name}-data-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Personal data: never stored by a cache on the way, nor by the browser's. */
function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
}

/**
 * The data export route. Rate limited like the password reset (`rateLimits.reset`, per client
 * address): an export reads a lot. 403 `authentication_required` without a session.
 */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, clock } = app.deps;

  app.get(
    '/api/account/export',
    {
      config: { auth: 'member', rateLimit: app.deps.rateLimits.reset },
      schema: {
        tags: ['accounts'],
        description:
          'The signed-in member’s own data (GDPR Art. 15/20): account, preferences, profile, photos’ ' +
          'addresses, likes, matches, blocks, conversations and the messages they sent and received, ' +
          'orders, mandates, the credit ledger, complaints, sessions, failed logins with their address ' +
          'and push subscriptions, and what staff hold about the member: notes, warnings and bans, ' +
          'moderation decisions and audited staff actions, with the staff role (never who, nor who ' +
          'reported them). Never another member’s e-mail address or any secret (password hash, ' +
          'session or token hashes, SMS codes, push keys). JSON inline; `?download=1` as an attachment; `?format=zip` an ' +
          'application/zip attachment `<site>-data-<date>.zip` holding data.json and the member’s ' +
          'photo files and the chat images they sent. 403 authentication_required without a session.',
        querystring: exportQuery,
        response: { 200: exportAnswer },
      },
    },
    async (request, reply) => {
      const { userId } = requireMember(request);
      const now = clock.now();
      const site = request.site.settings.name;
      const exported = await collectExport(database.db, userId, now, site);
      privateAnswer(reply);
      if (request.query.format === 'zip') {
        const stream = exportZip(storage, exported, (error) =>
          request.log.error({ err: error, userId }, 'data export zip failed'),
        );
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${exportFilename(site, now, 'zip')}"`);
        // A stream bypasses the serializer; the response schema documents the JSON answer.
        return reply.send(stream as unknown as ExportAnswer);
      }
      if (request.query.download === '1')
        reply.header('content-disposition', `attachment; filename="${exportFilename(site, now, 'json')}"`);
      return { ...exported.data };
    },
  );
};
