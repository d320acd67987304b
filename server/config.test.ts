import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { DEV_STAFF_TOTP_KEY } from './modules/staff/secret-box.ts';
import { companyStartProblems } from './production-checks.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'amora-config-'));

describe('loadConfig', () => {
  it('has safe defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      demoMembers: 500,
      publicUrl: 'http://localhost:3000',
      redisPrefix: 'amora:',
      photoCacheMb: 64,
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('stops with the variable name on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_MEMBERS: '-1', DATA_DIR: dataDir() })).toThrow(/DEMO_MEMBERS/);
    expect(() => loadConfig({ REDIS_PREFIX: 'amora staging', DATA_DIR: dataDir() })).toThrow(/REDIS_PREFIX/);
    expect(loadConfig({ REDIS_PREFIX: 'amora-staging:', DATA_DIR: dataDir() }).redisPrefix).toBe(
      'amora-staging:',
    );
    expect(() => loadConfig({ PHOTO_CACHE_MB: '-5', DATA_DIR: dataDir() })).toThrow(/PHOTO_CACHE_MB/);
    expect(loadConfig({ PHOTO_CACHE_MB: '0', DATA_DIR: dataDir() }).photoCacheMb).toBe(0);
  });

  it('requires SESSION_SECRET, STAFF_TOTP_KEY, PUBLIC_URL and MOLLIE_API_KEY in production, naming each one missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      new ConfigError(
        'Invalid configuration:\n' +
          'SESSION_SECRET: required in production\n' +
          'STAFF_TOTP_KEY: required in production (staff second-factor secrets are encrypted with it)\n' +
          'PUBLIC_URL: required in production (the address members use; links in mails point here)\n' +
          'MOLLIE_API_KEY: required in production (or PAYMENTS_SANDBOX=true for a test site)',
      ),
    );
    const complete = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STAFF_TOTP_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://amora.example/',
      MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
      DATA_DIR: dataDir(),
    };
    for (const name of ['SESSION_SECRET', 'STAFF_TOTP_KEY', 'PUBLIC_URL'] as const) {
      const { [name]: _left, ...without } = complete;
      expect(() => loadConfig(without)).toThrow(`Invalid configuration:\n${name}: required in production`);
    }
    const config = loadConfig(complete);
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(config.staffTotpKey).toBe('k'.repeat(40));
    expect(() => loadConfig({ ...complete, STAFF_TOTP_KEY: 'short' })).toThrow(
      'STAFF_TOTP_KEY: must be at least 32 characters',
    );
    // Outside production the public development key.
    expect(loadConfig({ DATA_DIR: dataDir() }).staffTotpKey).toBe(DEV_STAFF_TOTP_KEY);
    expect(config.publicUrl).toBe('https://amora.example');
    expect(config.mollieApiKey).toBe('live_abcdefghijklmnopqrstuvwxyz');
  });

  it('seeds demo members outside production, and in production only when DEMO_MEMBERS is set', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STAFF_TOTP_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://amora.example',
      PAYMENTS_SANDBOX: 'true',
    };
    const demo = (env: Record<string, string>) => loadConfig({ ...env, DATA_DIR: dataDir() }).demoMembers;
    expect(demo({})).toBe(500);
    expect(demo({ NODE_ENV: 'development', DEMO_MEMBERS: '' })).toBe(500);
    expect(demo({ NODE_ENV: 'test' })).toBe(500);
    expect(demo({ DEMO_MEMBERS: '0' })).toBe(0);
    expect(demo(production)).toBe(0);
    expect(demo({ ...production, DEMO_MEMBERS: '' })).toBe(0);
    expect(demo({ ...production, DEMO_MEMBERS: '40' })).toBe(40);
    expect(() => demo({ ...production, DEMO_MEMBERS: 'many' })).toThrow(/DEMO_MEMBERS/);
  });

  it('warns when production seeds demo members; stops production on example company details', () => {
    const site = { env: 'production', publicUrl: 'https://amora.example', devRoutes: false } as const;
    const config = { ...site, mollieApiKey: 'live_abcdefghijklmnopqrstuvwxyz' };
    expect(startupWarnings({ ...config, demoMembers: 0 })).toEqual([]);
    expect(startupWarnings({ ...config, demoMembers: 3 })).toEqual([
      'DEMO_MEMBERS=3 in production: an empty database gets that many generated members and the demo ' +
        'login whose password README prints. Unset it for a site real members use.',
    ]);
    expect(companyStartProblems('production', ['COMPANY_ADDRESS', 'SUPPORT_EMAIL'])).toEqual([
      'COMPANY_ADDRESS: required in production while the stored company detail is the seeded example ' +
        '(the legal pages would show it; README "Configuration")',
      'SUPPORT_EMAIL: required in production while the stored company detail is the seeded example ' +
        '(the legal pages would show it; README "Configuration")',
    ]);
    expect(companyStartProblems('production', [])).toEqual([]);
    expect(companyStartProblems('development', ['COMPANY_NAME'])).toEqual([]);
  });

  it('refuses the payment sandbox in production unless asked for, and a malformed Mollie key', () => {
    const base = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STAFF_TOTP_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://amora.example',
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig(base)).toThrow(/MOLLIE_API_KEY: required in production/);
    expect(loadConfig({ ...base, PAYMENTS_SANDBOX: 'true' }).mollieApiKey).toBeUndefined();
    expect(() => loadConfig({ ...base, MOLLIE_API_KEY: 'sk_123' })).toThrow(/MOLLIE_API_KEY/);
  });

  it('turns S3 photo storage on with S3_BUCKET and its keys, and names what is missing or wrong', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...keys, S3_BUCKET: 'amora-photos', DATA_DIR: dataDir() }).s3).toEqual({
      bucket: 'amora-photos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      prefix: undefined,
    });
    const minio = loadConfig({
      ...keys,
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'amora/prod',
      DATA_DIR: dataDir(),
    });
    expect(minio.s3).toMatchObject({
      region: 'eu-central-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'amora/prod',
    });
    const load = (env: Record<string, string>) => () => loadConfig({ ...env, DATA_DIR: dataDir() });
    expect(load({ S3_BUCKET: 'photos' })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_BUCKET\nS3_SECRET_ACCESS_KEY: required with S3_BUCKET/,
    );
    expect(load({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'Invalid configuration:\nS3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
    expect(load(keys)).toThrow(/S3_BUCKET: required with S3_ACCESS_KEY_ID/);
    expect(load({ ...keys, S3_BUCKET: 's3://photos' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(load({ ...keys, S3_BUCKET: 'photos/amora' })).toThrow(/S3_BUCKET/);
    expect(load({ ...keys, S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(load({ ...keys, S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
    expect(load({ ...keys, S3_BUCKET: 'photos', S3_REGION: 'EU Central' })).toThrow(/S3_REGION/);
    expect(load({ ...keys, S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(load({ ...keys, S3_BUCKET: 'photos', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
  });

  it('reads the company details and the support address (COMPANY_*, SUPPORT_EMAIL), unset when empty', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).company).toEqual({
      name: undefined,
      address: undefined,
      city: undefined,
      country: undefined,
      kvk: undefined,
      vatNumbers: undefined,
      tradenames: undefined,
      phone: undefined,
      supportEmail: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      COMPANY_NAME: ' Liefde Online B.V. ',
      COMPANY_ADDRESS: 'Stationsplein 1',
      COMPANY_CITY: '3511 ED Utrecht',
      COMPANY_COUNTRY: 'Nederland',
      COMPANY_KVK: '87654321',
      COMPANY_VAT: 'NL987654321B01, BE0123456789',
      COMPANY_TRADENAMES: 'Amora,Amora Dating',
      COMPANY_PHONE: '+31 30-765 43 21',
      SUPPORT_EMAIL: 'help@liefde.example',
    });
    expect(config.company).toEqual({
      name: 'Liefde Online B.V.',
      address: 'Stationsplein 1',
      city: '3511 ED Utrecht',
      country: 'Nederland',
      kvk: '87654321',
      vatNumbers: ['NL987654321B01', 'BE0123456789'],
      tradenames: ['Amora', 'Amora Dating'],
      phone: '+31 30-765 43 21',
      supportEmail: 'help@liefde.example',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), COMPANY_NAME: '  ', COMPANY_VAT: ' , ' }).company).toMatchObject(
      {
        name: undefined,
        vatNumbers: undefined,
      },
    );
    const load = (env: Record<string, string>) => () => loadConfig({ ...env, DATA_DIR: dataDir() });
    expect(load({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
    expect(load({ COMPANY_PHONE: 'call us' })).toThrow(/COMPANY_PHONE: must be a phone number/);
  });
});
