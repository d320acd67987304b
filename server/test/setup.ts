/**
 * Setup of every server test file: a test whose app sent an answer the OpenAPI document does not
 * declare fails (server/test/openapi-responses.ts).
 */
import { afterEach } from 'vitest';
import { takeMismatches } from './openapi-responses.ts';

afterEach(() => {
  const found = [...new Set(takeMismatches())];
  if (found.length > 0)
    throw new Error(`answers that do not match the OpenAPI document:\n${found.join('\n')}`);
});
