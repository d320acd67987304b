import { isDismissed } from '../lib/dismissals';
import { rememberEntry } from '../lib/entryWarning';
import { isInstalledApp } from '../lib/installedApp';
import { leaveSite } from './leaveSite';

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
