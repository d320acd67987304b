import { z } from 'zod';

/**
 * The web-push settings of the environment (issue 13; README "Configuration"): the VAPID key pair
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, both or neither: unset, the server generates a pair once
 * into `DATA_DIR/vapid.json`, `server/modules/notifications/vapid.ts`) and the VAPID subject, the
 * contact push services may write to about this sender (RFC 8292 §2.1).
 */
export interface VapidConfig {
  /** The key pair, URL-safe base64 (public: the 65-byte uncompressed P-256 point; private: 32 bytes). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /**
   * VAPID_SUBJECT (`mailto:` or `https:`); default `mailto:` + SUPPORT_EMAIL, else PUBLIC_URL when
   * it is https, else undefined (then `mailto:` + the default site's `support_email`, server/app.ts).
   */
  vapidSubject: string | undefined;
}

/** Bytes of a URL-safe base64 key, or 0 when it is not URL-safe base64. */
const keyBytes = (value: string) => (/^[\w-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

/** An optional text: surrounding space trimmed, empty is unset. */
const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The VAPID_* variables, for the environment schema of `server/config.ts`. */
export const vapidEnvShape = {
  VAPID_PUBLIC_KEY: text.pipe(
    z
      .string()
      .refine((v) => keyBytes(v) === 65, 'must be a VAPID public key (65 bytes, URL-safe base64)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: text.pipe(
    z
      .string()
      .refine((v) => keyBytes(v) === 32, 'must be a VAPID private key (32 bytes, URL-safe base64)')
      .optional(),
  ),
  VAPID_SUBJECT: text.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// address')
      .optional(),
  ),
};

/** What `vapidConfig` reads: the parsed VAPID_* variables, SUPPORT_EMAIL and PUBLIC_URL. */
type VapidEnv = z.output<z.ZodObject<typeof vapidEnvShape>> & {
  SUPPORT_EMAIL?: string | undefined;
  PUBLIC_URL?: string | undefined;
};

/** One line per bad combination, naming the variable (empty when the settings are usable). */
export function vapidConfigProblems(e: VapidEnv): string[] {
  if (Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY)) return [];
  const [missing, given] = e.VAPID_PUBLIC_KEY
    ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
    : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
  return [`${missing}: required with ${given} (the two halves of one key pair)`];
}

/** The web-push part of the Config (see `VapidConfig` for the defaults). */
export function vapidConfig(e: VapidEnv): VapidConfig {
  const fromUrl = e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL.replace(/\/$/, '') : undefined;
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? (e.SUPPORT_EMAIL ? `mailto:${e.SUPPORT_EMAIL}` : fromUrl),
  };
}
