import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_DAYS } from '@common/constants';
import { leaveSite } from '../app/leaveSite';
import { dismiss, isDismissed } from './dismissals';
import { isInstalledApp } from './installedApp';

/**
 * SPEC §1, §4: keep the visitor's "I am 18+" (now, ms since the epoch): in the cookie the server
 * reads (`ENTRY_WARNING_COOKIE`, SameSite=Lax, Secure on https, 400 days), so that its pages no
 * longer carry the warning, and as the dismissal of `lib/dismissals.ts` it was kept as before.
 */
export function rememberEntry(now = Date.now()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = ENTRY_WARNING_COOKIE_DAYS * 86_400;
  document.cookie = `${ENTRY_WARNING_COOKIE}=${now}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  if (!isDismissed('entry-warning')) dismiss('entry-warning', now);
}

/**
 * SPEC §1, §4 adult-entry warning drawn by the server (`server/plugins/entry-warning.ts`: a
 * `<dialog open>` at the start of the body, only when it is due) on the home page and every page
 * of the app: made modal (`showModal`: the page behind inert, the focus on "enter"; Escape does
 * not close it). Entering (the dialog's form, which closes it natively, also before this script
 * ran) keeps the dismissal (`rememberEntry`) and removes the dialog; leaving goes back to the site
 * the visitor came from, else to a search engine (`leaveSite`). Removed at once, without showing
 * again, in installed-app mode, and for a visitor whose dismissal is kept only in localStorage
 * (from before the cookie), whose cookie is then written. Does nothing on a page without it.
 */
export function wireEntryWarning(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-entry-warning]');
  if (!dialog) return;
  if (isInstalledApp()) {
    dialog.remove();
    return;
  }
  if (isDismissed('entry-warning') || (!dialog.open && dialog.returnValue === 'enter')) {
    rememberEntry();
    dialog.remove();
    return;
  }
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'enter') return;
    rememberEntry();
    dialog.remove();
  });
  dialog.querySelector('[data-entry-leave]')?.addEventListener('click', () => leaveSite(window));
  // Open but not modal as drawn: shown again as a modal dialog (its `close` event carries no
  // return value, so it is not taken for an entry).
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-entry-enter]')?.focus();
}
