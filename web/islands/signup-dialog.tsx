import { isLocale, type Locale } from '@common/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import SignupDialog from '../features/auth/SignupDialog';
import { changeLocale } from '../lib/i18n';

let show: ((open: boolean) => void) | null = null;
let mounted = false;

/**
 * The app's signup dialog (SPEC §2) on a server-drawn page: its busy state (it cannot close while
 * the account is created); after the signup the visitor goes on to /complete-signup, a normal
 * navigation into the app. A link in the form (terms, privacy) is followed as a page load too.
 */
function Dialog({ initial }: { initial: string }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  useEffect(() => {
    show = setOpen;
  }, []);
  useEffect(() => {
    if (location.pathname !== initial) window.location.assign(`${location.pathname}${location.search}`);
  }, [location, initial]);
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
 * Open the signup dialog: mounted (React, the page's language) at the first call, shown again at
 * the next. Loaded by `./signup.ts` only when a visitor on a desktop presses a call to action.
 */
export async function showSignupDialog(): Promise<void> {
  if (mounted) {
    show?.(true);
    return;
  }
  mounted = true;
  const lang = document.documentElement.lang;
  if (isLocale(lang)) await changeLocale(lang as Locale);
  const initial = window.location.pathname;
  const router = createBrowserRouter([{ path: '*', element: <Dialog initial={initial} /> }]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
