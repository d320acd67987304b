import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type PhotoStorage, StorageError } from './storage.ts';

/** Where and how `createS3Storage` stores photo files (config `S3_*`, README "Configuration"). */
export interface S3StorageOptions {
  /** The bucket's name (`S3_BUCKET`). */
  bucket: string;
  /** Its region, e.g. `eu-central-1` (`S3_REGION`; S3-compatible services often take any, e.g. `auto`). */
  region: string;
  /**
   * Another S3-compatible service's address, e.g. `https://s3.example.com` or a MinIO server
   * (`S3_ENDPOINT`); without it, AWS's own address for `region`.
   */
  endpoint?: string | undefined;
  /**
   * Address the bucket in the path (`{endpoint}/{bucket}/{key}`) instead of the host name
   * (`{bucket}.{endpoint}/{key}`): MinIO and most self-hosted services need it (`S3_FORCE_PATH_STYLE`).
   */
  forcePathStyle?: boolean | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * A folder inside the bucket for this site's files, e.g. `amora/production` (`S3_PREFIX`):
   * key `chat/5/abc.webp` is stored as `amora/production/chat/5/abc.webp`. Slashes around it are
   * optional.
   */
  prefix?: string | undefined;
}

/** The S3 adapter; `destroy` closes the client's kept-alive connections (tests, shutdown). */
export interface S3PhotoStorage extends PhotoStorage {
  destroy(): void;
}

/** What a key must look like: relative, `/`-separated, no empty or `.`/`..` segments. */
function checkKey(key: string): void {
  if (!key || key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`storage key ${JSON.stringify(key)} is not a relative path`);
  }
}

/** The S3 error code and HTTP status of an SDK error, when it carries them. */
function errorInfo(error: unknown): { code: string | undefined; status: number | undefined } {
  if (error instanceof S3ServiceException) {
    return { code: error.name, status: error.$metadata?.httpStatusCode };
  }
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return { code: error instanceof Error ? error.name : undefined, status };
}

/**
 * Photo storage in an S3 bucket (AWS or any S3-compatible service) through @aws-sdk/client-s3:
 * `get` is GetObject (null on `NoSuchKey` or another 404 — but a missing bucket throws), `put` is
 * PutObject with `Content-Type: image/webp` for `.webp` keys (else `application/octet-stream`)
 * and `Cache-Control: private`, `remove` is DeleteObject. Failures throw `StorageError` with S3's
 * code (`SignatureDoesNotMatch`, `AccessDenied`, `NoSuchBucket`, …); a key that is not a
 * relative path throws a plain Error before any request.
 *
 * The keys need s3:GetObject, s3:PutObject and s3:DeleteObject on `{bucket}/{prefix}*`, and
 * s3:ListBucket on the bucket: without it AWS answers a missing key with 403 AccessDenied instead
 * of 404, which this adapter reports as an error rather than as a missing file (generated demo
 * portraits are stored on their first request after a miss).
 */
export function createS3Storage(options: S3StorageOptions): S3PhotoStorage {
  const trimmed = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = trimmed ? `${trimmed}/` : '';
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The body is signed (x-amz-content-sha256); the SDK's extra CRC32 checksums, on by default
    // since 2025, are refused by several S3-compatible services, so only where an operation needs them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not answer fails the request instead of holding it (milliseconds).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
  const Bucket = options.bucket;
  const fail = (operation: 'get' | 'put' | 'remove', key: string, error: unknown) => {
    const { code, status } = errorInfo(error);
    return new StorageError(operation, key, code, status, { cause: error });
  };

  return {
    async get(key) {
      checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        if (!answer.Body) return Buffer.alloc(0);
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        const { code, status } = errorInfo(error);
        if (status === 404 && code !== 'NoSuchBucket') return null;
        throw fail('get', key, error);
      }
    },
    async put(key, data) {
      checkKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: prefix + key,
            Body: data,
            ContentLength: data.byteLength,
            ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
            CacheControl: 'private',
          }),
        );
      } catch (error) {
        throw fail('put', key, error);
      }
    },
    async remove(key) {
      checkKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
      } catch (error) {
        // S3 answers 204 for a missing key; a service that answers NoSuchKey means the same.
        if (error instanceof NoSuchKey || errorInfo(error).code === 'NoSuchKey') return;
        throw fail('remove', key, error);
      }
    },
    destroy() {
      client.destroy();
    },
  };
}
