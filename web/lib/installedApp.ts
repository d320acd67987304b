/**
 * Whether the page runs as an installed app (SPEC §2 installed-app mode): opened from the home
 * screen, in a window of its own (`display-mode: standalone` of the web app manifest, or
 * `fullscreen`), or on iOS, which does not report the display mode, from its home screen
 * (`navigator.standalone`). False when the page is drawn at build time (no window).
 */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return ['(display-mode: standalone)', '(display-mode: fullscreen)'].some(
    (query) => window.matchMedia?.(query).matches ?? false,
  );
}
