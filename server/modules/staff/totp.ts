/**
 * The arithmetic of the staff second factor (issue "Back office"): TOTP codes (RFC 6238 with the
 * `otpauth` library: SHA-1, 6 digits, 30 s steps), the otpauth:// address and QR code of an
 * enrolment, and one-time recovery codes (stored as SHA-256 only). No database here: `factors.ts`
 * keeps the state.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type * as QRCodeModule from 'qrcode';
import { lazyPackage } from '../../lib/lazy.ts';

/** qrcode, loaded with the first enrolment. */
const qrcode = lazyPackage<typeof QRCodeModule>('qrcode');

/** Length of one TOTP time step (seconds). */
export const TOTP_PERIOD_S = 30;
/** Digits of a TOTP code. */
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_WINDOW = 1;
/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh random TOTP secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * What an authenticator app needs to enrol: the otpauth:// address (issuer = the site's name,
 * label = the staff member's e-mail) and the same as an SVG QR code.
 */
export async function enrolmentQr(
  secret: string,
  issuer: string,
  label: string,
): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totp(secret, issuer, label).toString();
  const qrSvg = await qrcode().toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrSvg };
}

/** The TOTP time step of `at` (whole 30 s periods since 1970). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step a `code` belongs to when it is right for `secret` at `at` or one step either
 * side (clock drift), else null. Whether that step was used already is the caller's check.
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, '', '').validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code of `secret` at `at` (tests and the browser journeys compute what an app would show). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp(secret, '', '').generate({ timestamp: at.getTime() });
}

// No 0/o, 1/l/i: read off paper without confusion.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Fresh recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** The stored form of a recovery code: SHA-256 hex of the code without spaces or dashes, lower-cased. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}
