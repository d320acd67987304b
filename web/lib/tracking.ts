import type { Tracking } from '@common/schemas/user';

const COOKIE = 'tracking';
const KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * SPEC §3 tracking: keep network, ref and sub1-3 from the landing URL in a cookie for 30 days,
 * so the signup carries them and the server knows the visitor has a traffic source (SPEC §6).
 */
export function captureTracking(search: string): void {
  const params = new URLSearchParams(search);
  if (!params.get('network') && !params.get('ref')) return;
  const value: Tracking = {};
  for (const key of KEYS) {
    const v = params.get(key);
    if (v) value[key] = v.slice(0, 100);
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax`;
}

/** The stored tracking parameters, if any. */
export function storedTracking(): Tracking | undefined {
  const match = document.cookie.match(/(?:^|; )tracking=([^;]*)/);
  if (!match?.[1]) return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(match[1]));
    return parsed && typeof parsed === 'object' ? (parsed as Tracking) : undefined;
  } catch {
    return undefined;
  }
}
