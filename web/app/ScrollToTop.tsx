import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top: after a link or `navigate` (a PUSH or REPLACE to another path),
 * the window scrolls up, so the heading is not left under the sticky top bar on a phone. Back and
 * forward (POP) keep the browser's own scroll restoration, e.g. the search results one came from.
 * Renders nothing (no markup in the prerendered pages).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every new path
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
