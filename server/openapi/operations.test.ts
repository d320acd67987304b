import { ERROR_CODES } from '@common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { checkAnswer } from '../test/openapi-responses.ts';
import { fastifyPath, type OpenApiDocument, operationKey } from './document.ts';
import { OPERATIONS } from './operations.ts';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({
      key: operationKey(method, fastifyPath(path)),
      operation,
    })),
  );

describe('the operations registry (server/openapi/operations.ts)', () => {
  it('has an entry for every documented operation and none for a route that is gone', () => {
    const documented = operations().map((o) => o.key);
    expect(documented.length).toBeGreaterThan(100);
    expect(
      documented.filter((key) => !OPERATIONS[key]),
      'operations without an entry',
    ).toEqual([]);
    expect(
      Object.keys(OPERATIONS).filter((key) => !documented.includes(key)),
      'entries of no route',
    ).toEqual([]);
  });

  it('gives every operation a unique id, a summary, a description, its security and its error codes', () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations()) {
      expect(operation.summary, key).toBeTruthy();
      expect(operation.description, key).toBeTruthy();
      expect(operation.security, key).toBeDefined();
      expect(operation.responses['4XX'], key).toBeUndefined();
      expect(operation.responses['500'], key).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes ?? {}).sort()).toEqual([
      'mailEventsBearer',
      'session',
      'staffSession',
    ]);
    // The error codes an operation declares are its own, not the whole list.
    const search = doc.paths['/api/members']?.get;
    const declared = Object.values(search?.responses ?? {}).flatMap((r) => {
      const schema = r.content?.['application/json']?.schema as { allOf?: Array<{ properties?: unknown }> };
      const own = schema?.allOf?.[1]?.properties as { error?: { enum: string[] } } | undefined;
      return own?.error?.enum ?? [];
    });
    // `busy`: the embedded database's wait queue is full (server/plugins/database-queue.ts).
    expect(declared.sort()).toEqual(['authentication_required', 'busy', 'internal', 'validation']);
    expect(declared.length).toBeLessThan(ERROR_CODES.length);
  });

  it('documents who may call: public, a session, staff with the second factor, the bearer secret', () => {
    expect(doc.paths['/api/settings.php']?.get?.security).toEqual([]);
    expect(doc.paths['/api/profile']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/members']?.get?.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/mail/events']?.post?.security).toEqual([{ mailEventsBearer: [] }]);
  });

  it('documents bodies and answers that are not JSON', () => {
    expect(Object.keys(doc.paths['/api/photos']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(doc.paths['/api/mail/unsubscribe']?.post?.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(Object.keys(doc.paths['/api/payments/webhook']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(doc.paths['/api/activate']?.get?.responses['302']?.content).toBeUndefined();
    expect(doc.paths['/api/page-hidden.php']?.post?.responses['204']?.content).toBeUndefined();
    expect(doc.paths['/api/payments/webhook']?.post?.responses['200']?.content).toBeUndefined();
    expect(Object.keys(doc.paths['/api/account/export']?.get?.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'application/zip',
    ]);
  });
});

describe('the answers check of the API tests (server/test/openapi-responses.ts)', () => {
  const at = (path: string, method: string) => {
    const operation = doc.paths[path]?.[method];
    if (!operation) throw new Error(`${method} ${path} is not documented`);
    return operation;
  };
  const error = (code: string) => JSON.stringify({ error: code, message: 'x' });

  it('refuses an undeclared status, an undeclared error code, a body where none is declared', () => {
    const settings = at('/api/settings.php', 'get');
    expect(checkAnswer(doc, settings, 'GET settings', 402, 'application/json', false, error('x'))).toMatch(
      /answered 402, which the document does not declare/,
    );
    const profile = at('/api/profile', 'get');
    expect(
      checkAnswer(doc, profile, 'GET profile', 403, 'application/json', false, error('forbidden')),
    ).toMatch(/does not allow/);
    expect(
      checkAnswer(
        doc,
        profile,
        'GET profile',
        403,
        'application/json',
        false,
        error('authentication_required'),
      ),
    ).toBeNull();
    const activate = at('/api/activate', 'get');
    expect(checkAnswer(doc, activate, 'GET activate', 302, undefined, false, '')).toBeNull();
    expect(checkAnswer(doc, activate, 'GET activate', 302, 'text/html', false, '<p>')).toMatch(/with a body/);
  });

  it('refuses an undeclared content type and a JSON body outside the schema', () => {
    const settings = at('/api/settings.php', 'get');
    expect(checkAnswer(doc, settings, 'GET settings', 200, 'text/html', false, '<p>')).toMatch(
      /as text\/html/,
    );
    expect(checkAnswer(doc, settings, 'GET settings', 200, 'application/json', false, '{"name":1}')).toMatch(
      /does not allow/,
    );
  });
});
