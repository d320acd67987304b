import type { Tracking } from '@common/schemas/user';

const COOKIE = 'tracking';
const KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
/** How long the traffic source is kept (seconds): 30 days from the click that brought it. */
const MAX_AGE_S = 30 * 86_400;

let lastSearch: string | undefined;

/**
 * SPEC §3 tracking: keep network, ref and sub1-3 of the address the visitor arrived at in a
 * cookie for 30 days, so the signup carries them (`storedTracking`, sent by the signup page and
 * modal) and the server knows the visitor has a traffic source (SPEC §6, signups
 * `with_trafficsource`). Called with the query of every page the visitor opens (`main.tsx`: the
 * first page, then every navigation), so any entry page counts, landers and the home page alike.
 *
 * Attribution: a query without its own `network` or `ref` (a visitor browsing on, an address with
 * only sub ids) leaves the kept source alone; a query with one replaces it whole, its sub ids
 * included (last paid click wins, what affiliate networks expect: the network whose ad brought the
 * visitor last is the one paid for the signup). The values are cut to 100 characters, the
 * signup's limit. The same query twice in a row is written once.
 */
export function captureTracking(search: string): void {
  if (search === lastSearch) return;
  lastSearch = search;
  const params = new URLSearchParams(search);
  if (!params.get('network') && !params.get('ref')) return;
  const value: Tracking = {};
  for (const key of KEYS) {
    const v = params.get(key);
    if (v) value[key] = v.slice(0, 100);
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The stored tracking parameters (SPEC §3), if any: what `captureTracking` kept. */
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
