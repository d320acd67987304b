/**
 * TOTP secrets at rest (issue "Back office"; docs/security.md "Operator console and staff
 * factors"): `staff_factors.secret` holds the base32 secret sealed with AES-256-GCM (node:crypto)
 * under a key from the environment (`STAFF_TOTP_KEY`), never the secret itself. A copy of the
 * database (a backup, a dump, the PGlite data folder) without the environment does not give the
 * second factor away.
 *
 * Stored form: `v1.` + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext), bound to the account id
 * (additional authenticated data), so a sealed secret copied onto another account does not open.
 * Pure crypto, no database: `factors.ts` stores and reads.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The prefix of a sealed secret; anything else in the column is a plaintext secret of before. */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key of development and test sites when `STAFF_TOTP_KEY` is unset (production refuses to
 * start without it: `server/config.ts`). Public, so it protects nothing.
 */
export const DEV_STAFF_TOTP_KEY = 'development-only-staff-totp-key-not-secret';

/** The AES-256 key (32 bytes) derived from the `STAFF_TOTP_KEY` value (HKDF-SHA256; at least 32 characters, checked by the config). */
export function totpKey(value: string): Buffer {
  return Buffer.from(hkdfSync('sha256', value, 'amora', 'staff-totp-secret v1', 32));
}

/** Whether a stored value is sealed (else it is a plaintext secret stored before sealing). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** Seal base32 `secret` of account `userId` under `key` (a fresh random IV each time). */
export function sealSecret(secret: string, userId: number, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`staff_factors:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The base32 secret of account `userId` from its stored form: opened under `key`, or a plaintext
 * secret of before as it is (`sealLegacySecrets` in factors.ts seals those at start). Throws when a sealed
 * value does not open (another key, another account, tampered).
 */
export function openSecret(stored: string, userId: number, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`staff_factors:${userId}`));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
