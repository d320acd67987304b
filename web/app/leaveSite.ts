/**
 * Where the entry warning's "leave" sends a visitor who did not come from another site: a
 * general search engine, as adult sites do (a neutral page, never a blank tab).
 */
export const LEAVE_URL = 'https://www.google.com/';

/** The parts of `window` that `leaveSite` uses. */
export interface LeaveWindow {
  location: { origin: string; replace(url: string): void };
  history: { length: number; back(): void };
  document: { referrer: string };
}

/**
 * SPEC §1, §4 entry warning, "leave": back to the page the visitor came from when that was
 * another site (a referrer of another origin, with a page to go back to), else to `LEAVE_URL`,
 * replacing this page so that the back button does not bring the warning again. A visitor who
 * typed the address or opened it in a new tab has nothing to go back to (`history.back()` would
 * do nothing or show a blank page).
 */
export function leaveSite(win: LeaveWindow): void {
  let from: string | null = null;
  try {
    from = win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    from = null;
  }
  if (from && from !== win.location.origin && win.history.length > 1) win.history.back();
  else win.location.replace(LEAVE_URL);
}
