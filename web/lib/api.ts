import { REQUEST_RETRIES } from '@common/constants';
import { type ErrorCode, isErrorCode } from '@common/errors';
import i18next from 'i18next';
import type { z } from 'zod';
import type { KnownPath } from './api-contract';
import { loadingBar } from './loadingBar';
import { waitUntilOnline } from './online';

/**
 * The code of an `ApiError`: a server's `ErrorCode` (common/errors.ts, API.md), or `network` when
 * the server was not reached. An answer without a known code counts as `internal`.
 */
export type ApiErrorCode = ErrorCode | 'network';

/** An error answer of the API (API.md conventions), with the message in the member's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
  /** Per-field messages of a `validation` error. */
  get fields(): Record<string, string> {
    const fields = this.data.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  }
}

type Listener = () => void;
const authListeners = new Set<Listener>();

/** SPEC §8: called when a request (other than user.php) answers 403 authentication_required. */
export function onAuthenticationRequired(listener: Listener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §4: a request made while the browser is offline waits (paused) until it is online again
 * (`web/lib/online.ts`). Throws ApiError `network` when `signal` aborts meanwhile.
 */
async function pauseWhileOffline(signal: AbortSignal | undefined): Promise<void> {
  try {
    await waitUntilOnline(signal);
  } catch (error) {
    throw new ApiError(0, 'network', String(error));
  }
}

/** Base delay of the retry back-off; doubled each time (250, 500, 1000, 2000, 4000 ms). */
export const RETRY_BASE_MS = 250;

/** Options of `api()`. `retryBaseMs` overrides the back-off's base delay (tests). */
export interface ApiOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  retryBaseMs?: number;
}

/**
 * The type an answer schema of `common/schemas` describes, for calls whose answers are typed but
 * not parsed: `api<Answer<typeof chatsAnswer>>('/api/chats.php')` with `import type { chatsAnswer }`.
 * The member shell's calls (chats, likes, notifications, moderation, credits, search) are answered
 * by this site's own server, which checks what it sends against the same schemas; parsing them
 * again would load zod (about 25 KiB gzip) with the first screen. Forms keep parsing what the member
 * typed, in their own lazily loaded chunks.
 */
export type Answer<S extends z.ZodType> = z.output<S>;

/**
 * Call the API with JSON. Network failures and 5xx answers of idempotent requests (GET, PUT,
 * DELETE) are retried 5 times with exponential delay (SPEC §7); a POST is retried only when the
 * server was not reached. While the browser is offline the request, and each retry, waits until
 * it is online again (SPEC §4); meanwhile the request counts for the loading bar (SPEC §9).
 * With `schema` (a common/ zod schema of the answer), the answer is parsed
 * and its parsed type returned; an answer that does not fit throws ApiError `internal`. Without
 * one, the answer is returned as `T` unchecked. Throws ApiError with the server's code and message.
 * A literal `path` must be an address of the OpenAPI document (`KnownPath`, web/lib/api-contract.ts).
 */
export async function api<S extends z.ZodType, P extends string = string>(
  path: P & KnownPath<P>,
  options: ApiOptions & { schema: S },
): Promise<z.output<S>>;
export async function api<T = unknown, P extends string = string>(
  path: P & KnownPath<P>,
  options?: ApiOptions,
): Promise<T>;
export async function api(path: string, options: ApiOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  await pauseWhileOffline(options.signal);
  const done = loadingBar.start();
  try {
    return await request(path, options);
  } finally {
    done();
  }
}

/** One `api()` call once online: the attempts with their retries. */
async function request(path: string, options: ApiOptions & { schema?: z.ZodType }): Promise<unknown> {
  const method = options.method ?? 'GET';
  const idempotent = method !== 'POST';
  const base = options.retryBaseMs ?? RETRY_BASE_MS;
  let attempt = 0;
  for (;;) {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: 'same-origin',
        signal: options.signal,
        headers: {
          'X-Request-Type': 'client',
          ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
    } catch (error) {
      if (options.signal?.aborted || attempt >= REQUEST_RETRIES) {
        throw new ApiError(0, 'network', String(error));
      }
      await sleep(base * 2 ** attempt++);
      await pauseWhileOffline(options.signal);
      continue;
    }
    if (response.status >= 500 && idempotent && attempt < REQUEST_RETRIES) {
      await sleep(base * 2 ** attempt++);
      await pauseWhileOffline(options.signal);
      continue;
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : null;
    if (response.ok) return options.schema ? parseAnswer(options.schema, data, response.status, path) : data;
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const code = isErrorCode(body.error) ? body.error : 'internal';
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    if (
      response.status === 403 &&
      code === 'authentication_required' &&
      new URL(path, 'http://localhost').pathname !== '/api/user.php'
    ) {
      for (const listener of authListeners) listener();
    }
    throw new ApiError(response.status, code, message, body);
  }
}

/**
 * The answer parsed with `schema`. An answer outside the contract throws ApiError `internal` with
 * the translated generic message; `data.path` and `data.issues` say what did not fit.
 */
function parseAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  status: number,
  path: string,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError(status, 'internal', i18next.t('errors.internal'), {
    path: new URL(path, 'http://localhost').pathname,
    issues: parsed.error.issues,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Upload one file as multipart under `field` (`POST /api/photos` field `photo`, `POST
 * /api/chat-images` field `image`). Not retried: an upload is not repeated behind the member's
 * back; made offline, it waits until the browser is online (SPEC §4). With `schema` the answer is parsed as in `api()`. Throws ApiError whose message is the
 * field's error (wrong type, too large) when there is one.
 */
export async function uploadFile<S extends z.ZodType>(
  url: string,
  field: string,
  file: File,
  schema: S,
): Promise<z.output<S>>;
export async function uploadFile<T = unknown>(url: string, field: string, file: File): Promise<T>;
export async function uploadFile(
  url: string,
  field: string,
  file: File,
  schema?: z.ZodType,
): Promise<unknown> {
  const body = new FormData();
  body.append(field, file);
  await pauseWhileOffline(undefined);
  const response = await loadingBar.track(
    fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'X-Request-Type': 'client' },
    }),
  );
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const fields = (data.fields ?? {}) as Record<string, string>;
    throw new ApiError(
      response.status,
      isErrorCode(data.error) ? data.error : 'internal',
      fields[field] ?? fields.photo ?? String(data.message ?? ''),
      data,
    );
  }
  return schema ? parseAnswer(schema, data, response.status, url) : data;
}
