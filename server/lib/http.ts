import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../../common/constants.ts';
import { AppError } from './errors.ts';

/** The signed-in member of a request, or AppError authentication_required (SPEC §8). */
export function requireMember(request: FastifyRequest) {
  if (!request.member) throw new AppError('authentication_required');
  return request.member;
}

/** Whether cookies must carry Secure: the request came over https (directly or via the proxy). */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Set the session cookie (SPEC §9: prefix "auth.", 30 days; HttpOnly, SameSite=Lax). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: AUTH_COOKIE_DAYS * 86_400,
  });
}

/** Remove the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
}

/** Store the chosen locale for 365 days (SPEC §7, §9); readable by the client. */
export function setLocaleCookie(request: FastifyRequest, reply: FastifyReply, locale: string): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: LOCALE_COOKIE_DAYS * 86_400,
  });
}
