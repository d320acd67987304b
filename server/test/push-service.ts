/**
 * A local push service for the web-push tests (issue 13): an HTTPS server on 127.0.0.1 with a
 * certificate from a throw-away CA (openssl), which checks each push as a browser's push service
 * and the browser would: the VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292: an
 * ES256 signature by `k`, `aud` the endpoint's origin, `exp` within 24 h, `sub` mailto:/https:),
 * and decrypts the aes128gcm body (RFC 8188, keys derived as RFC 8291 §3.3-3.4) with the private
 * key and auth secret of the subscription it handed out. web-push only speaks https (it calls
 * `https.request`), so the sender is given an `https.Agent` that trusts `ca`.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { localCertificates } from './certificates.ts';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF-Expand to at most 32 bytes: the first block, T(1) = HMAC(PRK, info || 0x01) (RFC 5869). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/**
 * Decrypt an aes128gcm push body (one record) for the browser holding `ua` (its P-256 key pair)
 * and `authSecret`. Throws when the header, the tag or the padding is wrong.
 */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  // RFC 8188 §2.1 header: salt (16) | rs (uint32) | idlen (1) | keyid (idlen: the sender's public key).
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || record.length > rs || record.length < 17) throw new Error('bad aes128gcm header');
  const uaPublic = ua.getPublicKey();
  // RFC 8291 §3.3-3.4: combine the ECDH secret with the auth secret, then derive key and nonce.
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = expand(prkKey, keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end);
}

/** The claims of a VAPID header after its signature was checked with `k`; throws otherwise. */
export function verifyVapid(authorization: string | undefined): {
  k: string;
  aud: string;
  exp: number;
  sub: string;
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID header: ${authorization}`);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const k = Buffer.from(match[2], 'base64url');
  if (k.length !== 65 || k[0] !== 4) throw new Error('k is no uncompressed P-256 point');
  const jose = JSON.parse(Buffer.from(header, 'base64url').toString());
  if (jose.alg !== 'ES256') throw new Error(`alg ${jose.alg}`);
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: k.subarray(1, 33).toString('base64url'),
      y: k.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  // JWS ES256 signatures are r || s (64 bytes), not DER.
  const ok = verify(
    'sha256',
    signed,
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { k: match[2], ...JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}

/** One push the service accepted: where to, its headers, the VAPID claims and the decrypted JSON. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  vapid: { k: string; aud: string; exp: number; sub: string };
  payload: unknown;
}

/** The running service; `subscription(path)` hands out a browser subscription at that path. */
export interface LocalPushService {
  origin: string;
  ca: Buffer;
  received: ReceivedPush[];
  /** Requests the service refused as malformed (bad VAPID, undecryptable): should stay empty. */
  problems: string[];
  /** Requests per path, whatever their answer. */
  hits: Map<string, number>;
  /** A new subscription at `path`, answered with `status` (default 201 Created). */
  subscription(path: string, status?: number): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

/** Start a local push service on 127.0.0.1 (a free port) with a fresh CA. */
export async function startPushService(): Promise<LocalPushService> {
  const certificates = localCertificates();
  const browsers = new Map<string, { ua: ECDH; auth: Buffer; status: number }>();
  const service: Omit<LocalPushService, 'origin' | 'subscription' | 'close'> = {
    ca: certificates.ca,
    received: [],
    problems: [],
    hits: new Map(),
  };
  let origin = '';
  const server = createServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      service.hits.set(path, (service.hits.get(path) ?? 0) + 1);
      const browser = browsers.get(path);
      if (!browser) return response.writeHead(404).end();
      try {
        const vapid = verifyVapid(request.headers.authorization);
        if (vapid.aud !== origin) throw new Error(`aud ${vapid.aud}, not ${origin}`);
        const now = Date.now() / 1000;
        if (!(vapid.exp > now && vapid.exp <= now + 86_400)) throw new Error(`exp ${vapid.exp}`);
        if (!/^(mailto:|https:)/.test(vapid.sub)) throw new Error(`sub ${vapid.sub}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (browser.status >= 400) return response.writeHead(browser.status).end('{"reason":"test"}');
        const plain = decryptAes128gcm(Buffer.concat(chunks), browser.ua, browser.auth);
        service.received.push({
          path,
          headers: request.headers,
          vapid,
          payload: JSON.parse(plain.toString()),
        });
        response.writeHead(201, { location: `${path}/message` }).end();
      } catch (error) {
        service.problems.push(`${path}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...service,
    origin,
    subscription(path, status = 201) {
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ua, auth, status });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
