import { isLocale } from '@common/constants';
import { useEffect, useState } from 'react';
import SignupDialog from '../features/auth/SignupDialog';
import { changeLocale, loadAllTexts } from '../lib/i18n';
import { mountIsland } from './react-island';

let show: ((open: boolean) => void) | null = null;
let mounted = false;

/**
 * The app's signup dialog (SPEC §2) on a server-drawn page: its busy state (it cannot close while
 * the account is created); after the signup the visitor goes on to /complete-signup, a normal
 * navigation into the app.
 */
function Dialog() {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    show = setOpen;
  }, []);
  return (
    <SignupDialog
      show={open}
      busy={busy}
      onBusyChange={setBusy}
      onHide={() => setOpen(false)}
      onDone={() => {
        setOpen(false);
        window.location.assign('/complete-signup');
      }}
    />
  );
}

/**
 * Open the signup dialog: mounted (React, in the page's language) at the first call, shown again
 * at the next. Loaded by `./signup.ts` only when a visitor on a desktop presses a call to action.
 */
export async function showSignupDialog(): Promise<void> {
  if (mounted) {
    show?.(true);
    return;
  }
  mounted = true;
  const lang = document.documentElement.lang;
  if (isLocale(lang)) await changeLocale(lang);
  await loadAllTexts();
  const container = document.createElement('div');
  document.body.append(container);
  mountIsland(container, <Dialog />);
}
