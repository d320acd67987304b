import { leaveSite } from '../app/leaveSite';
import { dismiss, isDismissed } from '../lib/dismissals';
import { isInstalledApp } from '../lib/installedApp';

/**
 * SPEC §1, §4 adult-entry warning on the server-drawn home page: the `<dialog>` the server drew
 * (only for a visitor from a country it is shown in, `web/render-html.tsx`) opens as a modal unless
 * it was dismissed (stored with a timestamp, `lib/dismissals.ts`, as the app does) or the page runs
 * as an installed app. Entering dismisses it for good; leaving goes back to the site the visitor
 * came from, else to a search engine (`leaveSite`); Escape does not close it.
 */
export function wireEntryWarning(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-entry-warning]');
  if (!dialog || isDismissed('entry-warning') || isInstalledApp()) return;
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.querySelector('[data-entry-enter]')?.addEventListener('click', () => {
    dismiss('entry-warning');
    dialog.close();
  });
  dialog.querySelector('[data-entry-leave]')?.addEventListener('click', () => leaveSite(window));
  dialog.showModal();
}
