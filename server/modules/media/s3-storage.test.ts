import { randomBytes } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, multipart } from '../../test/helpers.ts';
import { type LocalS3, NodeSha256, startLocalS3 } from '../../test/s3-server.ts';
import { createS3Storage, type S3PhotoStorage, type S3StorageOptions } from './s3-storage.ts';
import { StorageError } from './storage.ts';

const ACCESS_KEY_ID = 'AKIAAMORATEST0000001';
const SECRET = 'amora-test-secret/with+characters=0123456789';
const BUCKET = 'amora-photos';
const REGION = 'eu-central-1';

let s3: LocalS3;
const opened: S3PhotoStorage[] = [];
beforeAll(async () => {
  s3 = await startLocalS3({
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    region: REGION,
  });
});
afterAll(async () => {
  for (const storage of opened) storage.destroy();
  await s3.close();
});

function options(overrides: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return {
    bucket: BUCKET,
    region: REGION,
    endpoint: s3.url,
    forcePathStyle: true,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    ...overrides,
  };
}

function storage(overrides: Partial<S3StorageOptions> = {}): S3PhotoStorage {
  const created = createS3Storage(options(overrides));
  opened.push(created);
  return created;
}

describe('S3 photo storage (against a local server speaking the S3 REST API, checking SigV4)', () => {
  it('stores, reads and removes binary data; a WebP is stored as image/webp, private', async () => {
    const store = storage();
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
    await store.put('members/7/a1b2c3.webp', data);
    const stored = s3.objects.get('members/7/a1b2c3.webp');
    expect(stored?.data.equals(data)).toBe(true);
    expect([stored?.contentType, stored?.cacheControl]).toEqual(['image/webp', 'private']);
    const read = await store.get('members/7/a1b2c3.webp');
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(data)).toBe(true);
    await store.put('other/file.bin', Buffer.from('x'));
    expect(s3.objects.get('other/file.bin')?.contentType).toBe('application/octet-stream');

    await store.remove('members/7/a1b2c3.webp');
    expect(s3.objects.has('members/7/a1b2c3.webp')).toBe(false);
    expect(await store.get('members/7/a1b2c3.webp')).toBeNull();
    await expect(store.remove('members/7/a1b2c3.webp')).resolves.toBeUndefined();
    const methods = s3.requests.filter((r) => r.key === 'members/7/a1b2c3.webp').map((r) => r.method);
    expect(methods).toEqual(['PUT', 'GET', 'DELETE', 'GET', 'DELETE']);
  });

  it('answers null for a missing key, but throws for a missing bucket', async () => {
    expect(await storage().get('photos/123.webp')).toBeNull();
    expect(s3.requests.at(-1)).toMatchObject({ status: 404, code: 'NoSuchKey' });
    const wrongBucket = storage({ bucket: 'no-such-bucket' });
    const error = await wrongBucket.get('photos/123.webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ operation: 'get', code: 'NoSuchBucket', status: 404 });
  });

  it('throws for a wrong secret, and nothing is stored; a refused read is an error, not a missing file', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    const put = await wrong.put('chat/5/abc.webp', Buffer.from('image')).catch((e: unknown) => e);
    expect(put).toBeInstanceOf(StorageError);
    expect(put).toMatchObject({
      operation: 'put',
      key: 'chat/5/abc.webp',
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect((put as Error).message).toBe(
      'photo storage put chat/5/abc.webp failed: 403 SignatureDoesNotMatch',
    );
    expect(s3.objects.has('chat/5/abc.webp')).toBe(false);
    await storage().put('chat/5/abc.webp', Buffer.from('image'));
    await expect(wrong.get('chat/5/abc.webp')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(wrong.remove('chat/5/abc.webp')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(s3.objects.has('chat/5/abc.webp')).toBe(true);
    const unknownKey = storage({ accessKeyId: 'AKIAUNKNOWN000000000' });
    await expect(unknownKey.get('chat/5/abc.webp')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    await expect(storage({ region: 'us-west-2' }).get('chat/5/abc.webp')).rejects.toMatchObject({
      code: 'AuthorizationHeaderMalformed',
    });
  });

  it('keeps the keys under a prefix, with or without slashes around it', async () => {
    const prefixed = storage({ prefix: '/amora/test/' });
    await prefixed.put('chat/5/def.webp', Buffer.from('in a folder'));
    expect(s3.objects.get('amora/test/chat/5/def.webp')?.data.toString()).toBe('in a folder');
    expect(s3.objects.has('chat/5/def.webp')).toBe(false);
    expect((await storage({ prefix: 'amora/test' }).get('chat/5/def.webp'))?.toString()).toBe('in a folder');
    expect(await storage().get('chat/5/def.webp')).toBeNull();
    await prefixed.remove('chat/5/def.webp');
    expect(s3.objects.has('amora/test/chat/5/def.webp')).toBe(false);
  });

  it('refuses keys that are not relative paths before asking S3', async () => {
    const before = s3.requests.length;
    for (const key of ['', '/abs.webp', 'a/../b.webp', 'a//b.webp', './a.webp']) {
      await expect(storage().get(key)).rejects.toThrow(/not a relative path/);
    }
    expect(s3.requests.length).toBe(before);
  });

  it('the local server itself refuses unsigned, re-addressed and altered requests', async () => {
    expect((await fetch(`${s3.url}/${BUCKET}/x.webp`)).status).toBe(403);
    const signer = new SignatureV4({
      service: 's3',
      region: REGION,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET },
      sha256: NodeSha256,
      uriEscapePath: false,
    });
    const { host } = new URL(s3.url);
    const signed = (path: string, body: string) =>
      signer.sign({
        method: 'PUT',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path,
        query: {},
        headers: { host },
        body,
      });
    const put = async (path: string, body: string, request: Awaited<ReturnType<typeof signed>>) => {
      const response = await fetch(`${s3.url}${path}`, {
        method: 'PUT',
        headers: request.headers as Record<string, string>,
        body,
      });
      return { status: response.status, text: await response.text() };
    };
    const good = await signed(`/${BUCKET}/signed.txt`, 'hello');
    expect(await put(`/${BUCKET}/signed.txt`, 'hello', good)).toMatchObject({ status: 200 });
    const moved = await put(`/${BUCKET}/elsewhere.txt`, 'hello', good);
    expect(moved.status).toBe(403);
    expect(moved.text).toMatch(/<Error><Code>SignatureDoesNotMatch<\/Code><Message>/);
    const altered = await put(`/${BUCKET}/signed.txt`, 'HELLO', good);
    expect(altered).toMatchObject({ status: 400, text: expect.stringMatching(/XAmzContentSHA256Mismatch/) });
    expect(s3.objects.get('signed.txt')?.data.toString()).toBe('hello');
    expect(s3.objects.has('elsewhere.txt')).toBe(false);
  });
});

describe('the app with S3 photo storage', () => {
  it('stores an uploaded photo in the bucket and serves /media/photos/{id}.webp from it', async () => {
    // Without the memory cache (`withMemoryCache`, its own test): every answer reads the bucket,
    // as a process that has not read the photo yet does.
    const t = await buildTestApp({
      config: { s3: { ...options({ prefix: 'site' }), forcePathStyle: true }, photoCacheMb: 0 },
    });
    try {
      const member = await buildMember(t);
      const cookie = await login(t, member.email);
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer();
      const body = multipart(image);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(201);
      const { photo } = upload.json();
      const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
      const key = `site/${row?.storageKey}.webp`;
      const stored = s3.objects.get(key);
      expect(stored?.contentType).toBe('image/webp');
      expect(s3.objects.has(`site/${row?.storageKey}.thumb.webp`)).toBe(true);

      const served = await t.app.inject({
        method: 'GET',
        url: `/media/photos/${photo.id}.webp`,
        headers: { cookie },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(stored && served.rawPayload.equals(stored.data)).toBe(true);
      expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', key, status: 200 });

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/photos/${photo.id}`,
        headers: { cookie },
      });
      expect(removed.statusCode).toBeLessThan(300);
      expect([...s3.objects.keys()].filter((k) => k.startsWith(`site/${row?.storageKey}`))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
