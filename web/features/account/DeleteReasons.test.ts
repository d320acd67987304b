import { describe, expect, it, vi } from 'vitest';

// The account queries import the app's i18n setup, which reads the locale cookie when loaded: the
// tests run in Node, so they stand in a document without cookies.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '', documentElement: {} } });
});

const { errorsAfterChange } = await import('./DeleteReasons');

describe('the delete reasons step clears a message once the member answers it', () => {
  const errors = { reason: 'Kies een reden.', remarks: 'Vul een toelichting in.' };

  it('drops the reason message when a reason is chosen', () => {
    expect(
      errorsAfterChange(
        { reason: errors.reason },
        { reason: null, remarks: '' },
        { reason: 'price', remarks: '' },
      ),
    ).toEqual({});
  });

  it('drops the remarks message when the remarks change, and keeps what is not answered', () => {
    const before = { reason: 'other' as const, remarks: '' };
    expect(errorsAfterChange({ remarks: errors.remarks }, before, { ...before, remarks: 'I' })).toEqual({});
    expect(errorsAfterChange(errors, { reason: null, remarks: '' }, { reason: null, remarks: 'x' })).toEqual({
      reason: errors.reason,
    });
  });
});
