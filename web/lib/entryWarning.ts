import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_DAYS } from '@common/constants';
import { dismiss, isDismissed } from './dismissals';

/**
 * SPEC §1, §4: keep the visitor's "I am 18+" (now, ms since the epoch): in the cookie the server
 * reads (`ENTRY_WARNING_COOKIE`, SameSite=Lax, Secure on https, 400 days), so that its pages no
 * longer carry the warning, and as the dismissal of `lib/dismissals.ts` it was kept as before.
 */
export function rememberEntry(now = Date.now()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = ENTRY_WARNING_COOKIE_DAYS * 86_400;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${ENTRY_WARNING_COOKIE}=${now}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  if (!isDismissed('entry-warning')) dismiss('entry-warning', now);
}
