import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Answers slower than this are logged as warnings (milliseconds). */
export const SLOW_REQUEST_MS = 1000;

const verbose = (level: string) => level === 'debug' || level === 'trace';

/**
 * Request logs at a sensible level (passed to Fastify as `logController` in `buildApp`): the
 * incoming request and every completed answer at `debug` (`LOG_LEVEL=debug` shows them all),
 * answers slower than `slowMs` (default `SLOW_REQUEST_MS`) and server errors (5xx) at `warn`,
 * failed answers at `error` as Fastify does. At the default level `info` a healthy request writes
 * nothing: Fastify's two `info` lines per request were about a tenth of a small answer's CPU time.
 */
export class RequestLog extends LogController {
  readonly #slowMs: number;

  constructor(options: { slowMs?: number } = {}) {
    super();
    this.#slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (verbose(request.log.level)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const slow = responseTime > this.#slowMs;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || slow) {
      reply.log.warn({ res: reply, responseTime }, slow ? 'slow request' : 'request failed');
    } else if (verbose(reply.log.level)) {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
