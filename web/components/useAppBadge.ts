import { useEffect } from 'react';

/** SPEC §4: the app-icon badge shows `total` (unread messages plus new likes) where the browser can. */
export function useAppBadge(total: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (n: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    // Failures to set the badge are ignored (SPEC §8).
    if (total > 0) nav.setAppBadge?.(total).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
  }, [total]);
}
