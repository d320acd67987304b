/**
 * The VAPID keys of web push (issue 13): from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
 * VAPID_SUBJECT, parsed by server/config.ts), else generated once into DATA_DIR/vapid.json (0600),
 * else (no DATA_DIR: tests) in memory.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { loadVapidKeys, VAPID_FILE } from './vapid.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-vapid-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const bytes = (key: string) => Buffer.from(key, 'base64url').length;

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json, readable by the owner only, and read back after', async () => {
    const dataDir = path.join(folder(), 'data');
    const first = await loadVapidKeys({ dataDir });
    expect([bytes(first.publicKey), bytes(first.privateKey)]).toEqual([65, 32]);
    expect(statSync(path.join(dataDir, VAPID_FILE)).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys({ dataDir })).toEqual(first);
  });

  it('come from the environment when set, and stay in memory without DATA_DIR', async () => {
    const configured = await loadVapidKeys({ dataDir: null });
    const dataDir = folder();
    expect(await loadVapidKeys({ configured, dataDir })).toEqual(configured);
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(() => statSync(path.join(dataDir, VAPID_FILE))).toThrow();
    expect(await loadVapidKeys({ dataDir: null })).not.toEqual(configured);
  });

  it('refuse a damaged vapid.json rather than replacing it (subscriptions depend on the pair)', async () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, VAPID_FILE), '{"publicKey":"abc"}');
    await expect(loadVapidKeys({ dataDir })).rejects.toThrow(/holds no VAPID key pair/);
  });

  it('are parsed from VAPID_* by the configuration, both or neither, with a subject', async () => {
    const keys = await loadVapidKeys({ dataDir: null });
    const env = { DATA_DIR: folder(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig(env)).toMatchObject({ vapidKeys: keys, vapidSubject: undefined });
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:push@amora.example' }).vapidSubject).toBe(
      'mailto:push@amora.example',
    );
    expect(loadConfig({ ...env, SUPPORT_EMAIL: 'help@amora.example' }).vapidSubject).toBe(
      'mailto:help@amora.example',
    );
    expect(loadConfig({ DATA_DIR: folder(), PUBLIC_URL: 'https://amora.example/' }).vapidSubject).toBe(
      'https://amora.example',
    );
    expect(loadConfig({ DATA_DIR: folder() }).vapidKeys).toBeUndefined();
    const bad = (extra: Record<string, string>) => () => loadConfig({ DATA_DIR: folder(), ...extra });
    expect(bad({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(bad({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY/,
    );
    expect(bad({ ...env, VAPID_PUBLIC_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(bad({ ...env, VAPID_SUBJECT: 'http://amora.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
