import { describe, expect, it } from 'vitest';
import { cleanPhone, telHref } from './phone';

describe('the support phone as a tel: link (SPEC §9)', () => {
  it('drops hyphens and spaces', () => {
    expect(telHref('020-123 45 67')).toBe('tel:0201234567');
    expect(cleanPhone('06 - 12 34 56 78')).toBe('0612345678');
  });

  it('drops every kind of whitespace: tabs, non-breaking and narrow spaces', () => {
    expect(cleanPhone(' 020\t123\u00a045\u202f67\n')).toBe('0201234567');
  });

  it('keeps a leading plus and the digits of an international number', () => {
    expect(telHref('+31 20-123 45 67')).toBe('tel:+31201234567');
  });

  it('leaves a number without hyphens or spaces as it is', () => {
    expect(telHref('0201234567')).toBe('tel:0201234567');
    expect(telHref('')).toBe('tel:');
  });
});
