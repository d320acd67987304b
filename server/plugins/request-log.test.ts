import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** A Fastify app with `RequestLog` at `level`, recording the JSON log lines it writes. */
async function appLogging(level: string, slowMs?: number) {
  const lines: Array<{ level: number; msg: string; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog({ slowMs }) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('write nothing for a healthy request at the default level info', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('log every request and answer at debug', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/ok');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    await app.close();
  });

  it('warn about server errors and slow answers at info', async () => {
    const errors = await appLogging('info');
    await errors.app.inject('/broken');
    expect(errors.lines.map((l) => [l.level, l.msg, l.res?.statusCode])).toEqual([
      [40, 'request failed', 503],
    ]);
    await errors.app.close();
    // Every answer takes longer than 0 ms.
    const slow = await appLogging('info', 0);
    await slow.app.inject('/ok');
    expect(slow.lines.map((l) => [l.level, l.msg])).toEqual([[40, 'slow request']]);
    await slow.app.close();
  });
});
