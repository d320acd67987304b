import { useEffect } from 'react';

/** SPEC §7: the address of the page-hidden beacon. */
export const PAGE_HIDDEN_URL = '/api/page-hidden.php';

/**
 * SPEC §7: while a member is signed in (the hook lives in `MemberShell.tsx`, which only members
 * load), send `POST /api/page-hidden.php` with an empty JSON body (`{}`, application/json) through
 * `navigator.sendBeacon` each time the page becomes hidden, so the server records the member's
 * last activity. A browser without sendBeacon sends nothing; a refused beacon is ignored.
 */
export function usePageHiddenBeacon(): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || typeof navigator.sendBeacon !== 'function') return;
      navigator.sendBeacon(PAGE_HIDDEN_URL, new Blob(['{}'], { type: 'application/json' }));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
