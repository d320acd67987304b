import { okAnswer } from '@common/schemas/shared';
import {
  emailChangeBody,
  languageBody,
  loginBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetDoBody,
  pushBody,
  signupBody,
  tokenBody,
  userAnswer,
} from '@common/schemas/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { clearSessionCookie, requireMember, setLocaleCookie, setSessionCookie } from '../../lib/http.ts';

/**
 * Issue 9 (login CSRF): a login is JSON only. An HTML form of another site can post
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`, never JSON, so such a
 * login answers 415 `unsupported_media_type` before its body is read (no session is made). The
 * push subscription (`?push=1`) needs a session: 403 `authentication_required` before its body is
 * read or validated.
 */
async function loginJsonOnly(request: FastifyRequest): Promise<void> {
  if (new URL(request.url, 'http://localhost').searchParams.get('push') === '1') {
    // Saving a push subscription needs a session: checked before the body is validated.
    if (!request.member) throw new AppError('authentication_required');
    return;
  }
  const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported_media_type');
}

/** Routes of accounts and sessions (SPEC §7 user.php, logout.php; API.md signup, reset, account). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sessions } = app.deps;
  const limits = app.deps.rateLimits;

  app.get(
    '/api/user.php',
    { schema: { tags: ['accounts'], response: { 200: userAnswer } } },
    async (request, reply) => {
      if (!request.member) return { user: null };
      // From the per-process cache of answers (account/user-cache.ts), as JSON text: sent as is.
      const json = await auth.userJson(request.member.userId, request.site.settings);
      if (json === null) return { user: null };
      return reply
        .type('application/json; charset=utf-8')
        .send(json as unknown as z.infer<typeof userAnswer>);
    },
  );

  app.post(
    '/api/user.php',
    {
      config: { rateLimit: limits.login },
      onRequest: loginJsonOnly,
      schema: {
        tags: ['accounts'],
        description:
          'Login with JSON {email, password} (another content type: 415 unsupported_media_type); with ' +
          '?push=1 saves {subscription} for push messages.',
        body: z.union([pushBody, loginBody]),
        querystring: z.object({ push: z.string().optional() }),
        response: { 200: z.union([userAnswer, okAnswer]) },
      },
    },
    async (request, reply) => {
      if (request.query.push === '1' || 'subscription' in request.body) {
        // Authenticate before validating: a visitor learns nothing about the body. A login body
        // here is bad input (400 validation on `subscription`, by the error handler).
        const member = requireMember(request);
        const { subscription } = pushBody.parse(request.body);
        await auth.savePushSubscription(member.userId, subscription);
        return { ok: true as const };
      }
      const body = loginBody.parse(request.body);
      const { userId, token } = await auth.login(
        body.email,
        body.password,
        app.context(request),
        request.member?.sessionId,
      );
      setSessionCookie(request, reply, token);
      return { user: await auth.presentUser(userId, request.site.settings) };
    },
  );

  app.put(
    '/api/user.php',
    { schema: { tags: ['accounts'], body: languageBody, response: { 200: userAnswer } } },
    async (request, reply) => {
      setLocaleCookie(request, reply, request.body.language);
      if (!request.member) return { user: null };
      await auth.setLanguage(request.member.userId, request.body.language);
      return { user: await auth.presentUser(request.member.userId, request.site.settings) };
    },
  );

  // Needs `X-Request-Type: client` (server/plugins/origin-check.ts), else 403 forbidden_origin.
  app.get(
    '/api/logout.php',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Ends the session. Needs the header `X-Request-Type: client` (else 403 forbidden_origin).',
        response: { 200: okAnswer },
      },
    },
    async (request, reply) => {
      if (request.member) {
        await sessions.end(request.member.sessionId);
        await app.deps.bus.publish({
          userIds: [request.member.userId],
          sessionIds: [request.member.sessionId],
          event: { type: 'session_ended', data: {} },
        });
      }
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  // SPEC §7: the client's beacon when the page becomes hidden (`navigator.sendBeacon`, body `{}`).
  // It passes the origin check like every POST; a visitor's beacon changes nothing.
  app.post(
    '/api/page-hidden.php',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Beacon sent when the page becomes hidden: records the member’s last activity (at most once a ' +
          'minute). Body `{}`. Answers 204 without a body, for visitors too.',
        body: z.object({}).nullish(),
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      if (request.member) await sessions.touch(request.member);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/signup',
    {
      config: { rateLimit: limits.signup },
      schema: { tags: ['accounts'], body: signupBody, response: { 201: userAnswer } },
    },
    async (request, reply) => {
      const { userId, token } = await auth.signup(request.body, app.context(request));
      setSessionCookie(request, reply, token);
      reply.code(201);
      return { user: await auth.presentUser(userId, request.site.settings) };
    },
  );

  app.post(
    '/api/activation/resend',
    {
      config: { auth: 'member', rateLimit: limits.reset },
      schema: { tags: ['accounts'], response: { 200: okAnswer } },
    },
    async (request) => {
      await auth.resendActivation(requireMember(request).userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/activate',
    { schema: { tags: ['accounts'], querystring: z.object({ token: z.string().max(200).default('') }) } },
    async (request, reply) => {
      const ok = await auth.activate(request.query.token);
      return reply.redirect(ok ? '/activate/done' : '/activate/error');
    },
  );

  app.post(
    '/api/password-reset',
    {
      config: { rateLimit: limits.reset },
      schema: { tags: ['accounts'], body: passwordResetBody, response: { 200: okAnswer } },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset/do',
    {
      config: { rateLimit: limits.reset },
      schema: { tags: ['accounts'], body: passwordResetDoBody, response: { 200: okAnswer } },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password);
      if (request.member) clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/account/password',
    {
      config: { auth: 'member' },
      schema: { tags: ['accounts'], body: passwordChangeBody, response: { 200: okAnswer } },
    },
    async (request) => {
      const member = requireMember(request);
      await auth.changePassword(member.userId, member.sessionId, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/email',
    {
      config: { auth: 'member', rateLimit: limits.reset },
      schema: { tags: ['accounts'], body: emailChangeBody, response: { 200: okAnswer } },
    },
    async (request) => {
      await auth.requestEmailChange(requireMember(request).userId, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/mail-change/do',
    { schema: { tags: ['accounts'], body: tokenBody, response: { 200: okAnswer } } },
    async (request) => {
      await auth.confirmEmailChange(request.body.token);
      return { ok: true as const };
    },
  );
};
