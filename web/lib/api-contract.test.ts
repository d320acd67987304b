import type { chatsAnswer } from '@common/schemas/chats';
import type { siteSettings } from '@common/schemas/settings';
import type { userAnswer } from '@common/schemas/user';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { api } from './api';
import type { ApiAnswer, ApiUrl, KnownPath } from './api-contract';

// Type-level checks (tsc in `npm run check`): the client's addresses and answers against the
// OpenAPI document's generated types (common/api-types.ts).
describe('the web client against the OpenAPI document', () => {
  it('knows the documented addresses, with ids and queries, and refuses others', () => {
    expectTypeOf<'/api/user.php'>().toExtend<ApiUrl<'get'>>();
    expectTypeOf<'/api/members/12'>().toExtend<ApiUrl<'get'>>();
    expectTypeOf<'/api/members?page=2'>().toExtend<ApiUrl<'get'>>();
    expectTypeOf<'/api/messages'>().toExtend<ApiUrl<'post'>>();
    expectTypeOf<'/api/messages'>().not.toExtend<ApiUrl<'get'>>();
    expectTypeOf<KnownPath<'/api/nope.php'>>().toBeNever();
    expectTypeOf<KnownPath<string>>().toEqualTypeOf<string>();
    const neverCalled = () =>
      // @ts-expect-error: an address the document does not have
      api('/api/nope.php');
    expect(neverCalled).toBeTypeOf('function');
  });

  it('parses with its zod schemas what the document says the central calls answer', () => {
    expectTypeOf<z.output<typeof userAnswer>>().toExtend<ApiAnswer<'/api/user.php', 'get'>>();
    expectTypeOf<z.output<typeof siteSettings>>().toExtend<ApiAnswer<'/api/settings.php', 'get'>>();
    expectTypeOf<z.output<typeof chatsAnswer>>().toExtend<ApiAnswer<'/api/chats.php', 'get'>>();
  });
});
