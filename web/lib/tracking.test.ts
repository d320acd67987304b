import { describe, expect, it } from 'vitest';
import { installCookieJar } from '../test/cookie-jar';
import { captureTracking, storedTracking } from './tracking';

const jar = installCookieJar();

describe('captureTracking (SPEC §3)', () => {
  it('keeps network, ref and sub1-3 for 30 days, Secure on https', () => {
    captureTracking('?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c&utm_source=x');
    expect(storedTracking()).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
    expect(jar.written[0]).toContain(`Max-Age=${30 * 86_400}`);
    expect(jar.written[0]).toContain('SameSite=Lax; Secure');
  });

  it('keeps the source while the visitor browses on, and an address with only sub ids does not replace it', () => {
    captureTracking('?network=first&sub1=a');
    captureTracking('');
    captureTracking('?page=2');
    captureTracking('?sub1=other');
    expect(storedTracking()).toEqual({ network: 'first', sub1: 'a' });
  });

  it('replaces the source whole when a new one arrives with its own network or ref (last paid click wins)', () => {
    captureTracking('?network=first&sub1=a&sub2=b');
    captureTracking('?ref=second');
    expect(storedTracking()).toEqual({ ref: 'second' });
  });

  it('cuts values to 100 characters and writes the same query once', () => {
    const long = 'x'.repeat(150);
    captureTracking(`?network=${long}`);
    captureTracking(`?network=${long}`);
    expect(storedTracking()?.network).toHaveLength(100);
    expect(jar.written).toHaveLength(1);
  });
});
