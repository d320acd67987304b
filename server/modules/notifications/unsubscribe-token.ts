/**
 * The token of a mail's one-click unsubscribe link (RFC 8058; API.md `POST /api/mail/unsubscribe?token=`):
 * the member id signed with HMAC-SHA256 under the site's SESSION_SECRET, so the token alone
 * identifies the member and nothing needs storing. It does not expire: an old mail's link still works.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** The unsubscribe token of member `userId` (e.g. `42.Xk3…`, 46 characters or so). */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${sign(secret, String(userId))}`;
}

/** The member id a token was made for, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[1]);
}

/** The one-click unsubscribe address for member `userId` under `publicUrl`. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: number): string {
  return `${publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}
