/**
 * The request id of the work under way (docs/operations.md "Logs"): set for each HTTP request by
 * `buildApp` (an `onRequest` hook) and for each job run by `server/lib/jobs.ts`, read by
 * `jobs.send`, which stores it in the job's data as `requestId`, so that the logs of a job name
 * the request that queued it. Node's `AsyncLocalStorage` carries it through every await.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const scope = new AsyncLocalStorage<string>();

/** An incoming `x-request-id` kept as the request id: 1 to 128 letters, digits, `.`, `_`, `:` or `-`. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request (Fastify's `genReqId`): its `x-request-id` header when one proxy set it in
 * the allowed format (so the load balancer's id reaches our logs), else a new random UUID, unique
 * across processes. Anything else (a list, a long or odd value) is replaced, never logged.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Run `work` with `requestId` as the current request id (none: `work` runs outside any). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : scope.run(requestId, work);
}

/** The current request id, or undefined outside a request or job. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}
