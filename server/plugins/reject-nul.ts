import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * PostgreSQL text cannot hold the character U+0000: a query with it fails, and the request would
 * end in a 500. No form of this site has a use for it, so a request with U+0000 anywhere in its
 * path parameters, query or body (values or keys) is refused before validation as `400
 * validation`, the field named as zod names it, in the member's language (issue 9, found by
 * server/security/fuzz.test.ts).
 */
export const rejectNul = fp(
  async (app) => {
    // A callback hook: no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      const sources: Array<[string, unknown]> = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [source, value] of sources) {
        const at = nulPath(value);
        if (at !== null) {
          done(new AppError('validation', {}, { [at || source]: 'validation.invalid' }));
          return;
        }
      }
      done();
    });
  },
  { name: 'reject-nul' },
);

/** The dotted path of the first string (or key) holding U+0000 in `value`, or null. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
