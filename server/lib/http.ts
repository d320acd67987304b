import { AUTH_COOKIE, AUTH_COOKIE_DAYS, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The signed-in member of a request, or AppError authentication_required (SPEC §8). */
export function requireMember(request: FastifyRequest) {
  if (!request.member) throw new AppError('authentication_required');
  return request.member;
}

/** Text made safe inside HTML (the server's own small pages: sandbox checkout, dev outboxes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Largest upload accepted, in bytes (10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The bytes of the one file in a multipart request, sent under `field` (photos, chat images).
 * Throws validation `photo_type` (not multipart, malformed, other field) or `photo_size` (over 10 MiB),
 * reported under `field`.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', {}, { [field]: 'validation.photo_type' });
  // A malformed multipart body (no boundary, cut off) fails in the parser without a status: it is
  // no file we can read. The plugin's own refusals (limits) keep their status.
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch((error) => {
    if (typeof error?.statusCode === 'number' && error.statusCode < 500) throw error;
    throw new AppError('validation', {}, { [field]: 'validation.photo_type' }, error);
  });
  if (file?.fieldname !== field) throw new AppError('validation', {}, { [field]: 'validation.photo_type' });
  const data = await file.toBuffer().catch(() => {
    throw new AppError('validation', {}, { [field]: 'validation.photo_size' });
  });
  if (file.file.truncated) throw new AppError('validation', {}, { [field]: 'validation.photo_size' });
  return data;
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
