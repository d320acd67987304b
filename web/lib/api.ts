import { REQUEST_RETRIES } from '@common/constants';

/** An error answer of the API (API.md conventions), with the message in the member's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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

/** Base delay of the retry back-off; doubled each time (250, 500, 1000, 2000, 4000 ms). */
export const RETRY_BASE_MS = 250;

/**
 * Call the API with JSON. Network failures and 5xx answers of idempotent requests (GET, PUT,
 * DELETE) are retried 5 times with exponential delay (SPEC §7); a POST is retried only when the
 * server was not reached. Throws ApiError with the server's code and message.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal; retryBaseMs?: number } = {},
): Promise<T> {
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
      continue;
    }
    if (response.status >= 500 && idempotent && attempt < REQUEST_RETRIES) {
      await sleep(base * 2 ** attempt++);
      continue;
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : null;
    if (response.ok) return data as T;
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const code = typeof body.error === 'string' ? body.error : 'internal';
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
 * back. Throws ApiError whose message is the field's error (wrong type, too large) when there is one.
 */
export async function uploadFile<T = unknown>(url: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const response = await fetch(url, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'X-Request-Type': 'client' },
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const fields = (data.fields ?? {}) as Record<string, string>;
    throw new ApiError(
      response.status,
      String(data.error ?? 'internal'),
      fields[field] ?? fields.photo ?? String(data.message ?? ''),
      data,
    );
  }
  return data as T;
}
