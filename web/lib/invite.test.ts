import { describe, expect, it } from 'vitest';
import { installCookieJar } from '../test/cookie-jar';
import { captureInvite, forgetInvite, normaliseInvite, rememberInvite, storedInvite } from './invite';

const jar = installCookieJar();

describe('invite code of the entry address (SPEC §1, §8)', () => {
  it('keeps ?invite= for 30 days, upper case, Secure on https', () => {
    captureInvite('?invite=k7mq2xw9pa&network=x');
    expect(storedInvite()).toBe('K7MQ2XW9PA');
    expect(jar.written[0]).toContain(`Max-Age=${30 * 86_400}`);
    expect(jar.written[0]).toContain('SameSite=Lax; Secure');
  });

  it('leaves the kept code alone for a query without one, and ignores what cannot be a code', () => {
    rememberInvite('ZOMER-2026');
    captureInvite('?page=2');
    captureInvite('?invite=%3Cscript%3E');
    expect(storedInvite()).toBe('ZOMER-2026');
    expect(normaliseInvite(' ab ')).toBeUndefined();
    expect(normaliseInvite('a;b=c')).toBeUndefined();
  });

  it('forgets the code after the signup', () => {
    rememberInvite('ZOMER-2026');
    forgetInvite();
    expect(storedInvite()).toBeUndefined();
    expect(jar.written.at(-1)).toContain('Max-Age=0');
  });
});
