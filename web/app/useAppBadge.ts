import { useEffect } from 'react';

/** The Badging API where the browser has it (installed apps in Chromium, Safari on iOS 16.4+). */
export interface BadgingNavigator {
  setAppBadge?: (count: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * SPEC §4, §8: put `total` (unread messages plus new likes) on the app icon through `nav`, or
 * clear the badge at 0. Does nothing where the browser has no Badging API; a failure (refused
 * permission, a call that throws or rejects) is ignored. Answers once the call has settled.
 */
export async function showAppBadge(nav: BadgingNavigator, total: number): Promise<void> {
  try {
    if (total > 0) await nav.setAppBadge?.(total);
    else await nav.clearAppBadge?.();
  } catch {
    // Ignored (SPEC §8 "badge-setting failure: ignored").
  }
}

/**
 * SPEC §4: the app-icon badge shows `total` (unread messages plus new likes) where the browser
 * can, set again after every change of the count (a change of chats or likes).
 */
export function useAppBadge(total: number): void {
  useEffect(() => {
    void showAppBadge(navigator as Navigator & BadgingNavigator, total);
  }, [total]);
}
