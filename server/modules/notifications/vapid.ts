/**
 * The VAPID key pair of web push (RFC 8292; issue 13): the server signs each push request with the
 * private key, browsers subscribe with the public key (settings `push_public_key`, SPEC §3).
 * A subscription is bound to the public key it was made with: keep the pair (changing it means every
 * member subscribes again).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A VAPID key pair, URL-safe base64: the 65-byte uncompressed P-256 public point, the 32-byte private key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The key pair with the subject (`mailto:` or `https:`) push services may contact. */
export interface VapidDetails extends VapidKeys {
  subject: string;
}

/** The file the generated pair is kept in, inside DATA_DIR (mode 0600). */
export const VAPID_FILE = 'vapid.json';

const b64url = (bytes: number) =>
  z
    .string()
    .regex(/^[\w-]+$/)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes);
const storedKeys = z.object({ publicKey: b64url(65), privateKey: b64url(32) });

/**
 * The VAPID keys of this server: `configured` (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY) when given;
 * else the pair in `DATA_DIR/vapid.json`, generated (`webpush.generateVAPIDKeys()`) and written
 * with mode 0600 on first use; with `dataDir` null (tests) a pair generated in memory for this
 * process. web-push is loaded only to generate (about 20 ms of the start otherwise). Rejects when
 * the file exists but holds no valid pair (it is not replaced: existing subscriptions depend on it)
 * or cannot be written.
 */
export async function loadVapidKeys(options: {
  configured?: VapidKeys | undefined;
  dataDir: string | null;
}): Promise<VapidKeys> {
  if (options.configured) return options.configured;
  const generate = async () => (await import('web-push')).default.generateVAPIDKeys();
  if (!options.dataDir) return generate();
  const file = path.join(options.dataDir, VAPID_FILE);
  if (existsSync(file)) {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = undefined;
    }
    const parsed = storedKeys.safeParse(stored);
    if (!parsed.success) throw new Error(`${file} holds no VAPID key pair: fix or remove it`);
    return parsed.data;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const keys = await generate();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
}
