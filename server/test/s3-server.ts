/**
 * Test support: a local, in-memory server speaking the part of the Amazon S3 REST API the photo
 * storage uses (PutObject, GetObject, HeadObject, DeleteObject; path-style `/{bucket}/{key}`),
 * with S3's XML error bodies, and checking the AWS Signature Version 4 of every request the way S3
 * does: it recomputes the signature with @smithy/signature-v4 from the known secret and answers
 * 403 `SignatureDoesNotMatch` when it differs (server/modules/media/s3-storage.test.ts).
 * Longer than 300 lines because it is one protocol peer: the four operations, the signature check
 * and S3's errors belong together, as in the local Mollie and Twilio servers of the payment tests.
 */
import { createHash, createHmac, type Hash, type Hmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape @smithy/signature-v4 takes (`sha256`). */
export class NodeSha256 {
  private readonly secret: Buffer | undefined;
  private hash: Hash | Hmac;

  /** A hash, or with `secret` (string, ArrayBuffer or a view) an HMAC keyed with it. */
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret = secret === undefined ? undefined : toBuffer(secret);
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }

  /** Add `data` (a string as UTF-8) to what is hashed. */
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }

  /** The 32-byte digest of everything passed to `update`. */
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  /** Start again with nothing hashed (same key). */
  reset(): void {
    this.hash = this.fresh();
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** One stored object: its bytes and the headers it was stored with. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

/** One answered request, for tests to look at: method, bucket and key as decoded, status, S3 error code. */
export interface S3RequestLog {
  method: string;
  bucket: string;
  key: string;
  status: number;
  code?: string;
}

/** A running local S3 server. */
export interface LocalS3 {
  /** Its address, `http://127.0.0.1:{port}`: the `endpoint` with `forcePathStyle`. */
  url: string;
  bucket: string;
  region: string;
  /** The bucket's objects by key (prefix included), as stored. */
  objects: Map<string, StoredObject>;
  /** Every request, in order. */
  requests: S3RequestLog[];
  close(): Promise<void>;
}

/** S3 refuses requests signed more than 15 minutes before or after its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** 20260301T100000Z → a Date, or null when it is not one. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

/** The request's query as @smithy/signature-v4 takes it: decoded values, repeated names as arrays. */
function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const existing = query[name];
    if (existing === undefined) query[name] = value;
    else query[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Start a local S3 server on 127.0.0.1 (a free port) holding one empty bucket `bucket` in
 * `region` (default us-east-1), for the one key pair `accessKeyId`/`secretAccessKey`. Answers:
 * PUT 200 with an ETag; GET 200 with the bytes and the stored Content-Type and Cache-Control;
 * HEAD the same without a body; DELETE 204 (also for a missing key). Errors as S3 gives them, an
 * XML `<Error><Code>…</Code><Message>…</Message>…</Error>` body: 404 NoSuchKey, 404 NoSuchBucket,
 * 403 AccessDenied (no signature), 403 InvalidAccessKeyId, 403 SignatureDoesNotMatch, 403
 * RequestTimeTooSkewed, 400 AuthorizationHeaderMalformed (also a wrong region), 400
 * XAmzContentSHA256Mismatch (body changed after signing), 405 MethodNotAllowed, 501 NotImplemented
 * (bucket-level operations, CopyObject, chunked streaming payloads).
 */
export async function startLocalS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}): Promise<LocalS3> {
  const region = options.region ?? 'us-east-1';
  const objects = new Map<string, StoredObject>();
  const requests: S3RequestLog[] = [];
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    sha256: NodeSha256,
    // S3 signs the path as sent (encoded once), unlike the other AWS services.
    uriEscapePath: false,
    applyChecksum: false,
  });

  /** Null when the request is signed with our key pair and its body is the one signed; else the error. */
  async function verify(
    req: IncomingMessage,
    path: string,
    search: string,
    body: Buffer,
  ): Promise<[number, string, string] | null> {
    const authorization = req.headers.authorization;
    if (!authorization) return [403, 'AccessDenied', 'Anonymous access is forbidden for this operation.'];
    const match = AUTH_PATTERN.exec(authorization);
    if (!match) return [400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.'];
    const [, accessKeyId, scopeDate, scopeRegion, signedHeaderList = '', signature = ''] = match;
    if (accessKeyId !== options.accessKeyId) {
      return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
    }
    if (scopeRegion !== region) {
      return [
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
      ];
    }
    const amzDate = req.headers['x-amz-date'];
    const signedAt = parseAmzDate(typeof amzDate === 'string' ? amzDate : undefined);
    const signedHeaders = signedHeaderList.split(';');
    if (!signedAt || !signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
      return [400, 'AuthorizationHeaderMalformed', 'host and x-amz-date must be signed.'];
    }
    if (amzDate?.slice(0, 8) !== scopeDate) {
      return [400, 'AuthorizationHeaderMalformed', 'The credential date does not match x-amz-date.'];
    }
    if (Math.abs(Date.now() - signedAt.getTime()) > MAX_SKEW_MS) {
      return [
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      ];
    }
    const contentSha = req.headers['x-amz-content-sha256'];
    if (typeof contentSha !== 'string' || !signedHeaders.includes('x-amz-content-sha256')) {
      return [400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256'];
    }
    if (contentSha.startsWith('STREAMING-')) {
      return [501, 'NotImplemented', 'Chunked (streaming) payloads are not implemented by this test server.'];
    }
    if (contentSha !== 'UNSIGNED-PAYLOAD' && contentSha !== createHash('sha256').update(body).digest('hex')) {
      return [
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      ];
    }
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = req.headers[name];
      if (value === undefined) return [403, 'SignatureDoesNotMatch', `Signed header ${name} is missing.`];
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const signed = await signer.sign(
      {
        method: req.method ?? 'GET',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path,
        query: parseQuery(search),
        headers,
        body,
      },
      { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
    );
    const expected = AUTH_PATTERN.exec(String(signed.headers.authorization ?? ''));
    const same =
      expected?.[4] === signedHeaderList &&
      timingSafeEqual(Buffer.from(expected[5] ?? '', 'utf8'), Buffer.from(signature, 'utf8'));
    if (!same) {
      return [
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      ];
    }
    return null;
  }

  const server = createServer(async (req, res: ServerResponse) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const [path = '/', search = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
    const [, rawBucket = '', ...rawKey] = path.split('/');
    let bucket = '';
    let key = '';
    try {
      bucket = decodeURIComponent(rawBucket);
      key = decodeURIComponent(rawKey.join('/'));
    } catch {
      bucket = rawBucket;
    }
    const method = req.method ?? 'GET';
    const log: S3RequestLog = { method, bucket, key, status: 0 };
    requests.push(log);
    const error = (status: number, code: string, message: string) => {
      log.status = status;
      log.code = code;
      res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
      if (method === 'HEAD') return res.end();
      const resource = key ? `<Key>${xmlEscape(key)}</Key>` : `<BucketName>${xmlEscape(bucket)}</BucketName>`;
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${resource}<RequestId>${requestId}</RequestId></Error>`,
      );
    };
    try {
      const body = await readBody(req);
      const refused = await verify(req, path, search, body);
      if (refused) return error(...refused);
      if (bucket !== options.bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key)
        return error(501, 'NotImplemented', 'Bucket operations are not implemented by this test server.');
      const ok = (status: number, headers: Record<string, string | number>, data?: Buffer) => {
        log.status = status;
        res.writeHead(status, { 'x-amz-request-id': requestId, ...headers });
        res.end(data);
      };
      if (method === 'PUT') {
        if (req.headers['x-amz-copy-source']) {
          return error(501, 'NotImplemented', 'CopyObject is not implemented by this test server.');
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const cacheControl = req.headers['cache-control'];
        objects.set(key, {
          data: body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          cacheControl,
          etag,
          lastModified: new Date(),
        });
        return ok(200, { etag, 'content-length': 0 });
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
        const headers = {
          'content-type': object.contentType,
          'content-length': object.data.byteLength,
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        };
        return ok(200, headers, method === 'GET' ? object.data : undefined);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return ok(204, {});
      }
      return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    } catch (failure) {
      return error(500, 'InternalError', `We encountered an internal error: ${String(failure)}`);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    region,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
