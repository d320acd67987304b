import './styles/theme.scss';
import './styles/entry-warning.css';
import './lib/i18n';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { routes, routesReady } from './app/router';
import { wireEntryWarning } from './app/wireEntryWarning';
import { onAuthenticationRequired } from './lib/api';
import { localeReady } from './lib/i18n';
import { captureInvite } from './lib/invite';
import { isOnline, onConnectivityChange, watchBrowserConnectivity } from './lib/online';
import { seedPageState } from './lib/pageState';
import { shellKeys } from './lib/queries';
import { captureTracking } from './lib/tracking';

// SPEC §1, §4: the adult-entry warning the server drew into the page when it is due, made modal
// and wired before anything else (no React, no modal library).
wireEntryWarning();

// SPEC §3: the tracking parameters of whichever page the visitor enters on (and of any page
// opened after it, `App`), kept until the signup (`lib/tracking.ts`).
captureTracking(window.location.search);
// SPEC §1, §8: an invite code brought in the address (`?invite=CODE`), kept for the signup (`lib/invite.ts`).
captureInvite(window.location.search);

/** The app's routes (`app/router.tsx`) at the browser's address, noting each page's tracking and invite parameters. */
function App() {
  const { search } = useLocation();
  useEffect(() => {
    captureTracking(search);
    captureInvite(search);
  }, [search]);
  return useRoutes(routes);
}

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client retries itself (SPEC §7); React Query does not add its own retries.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// SPEC §7: the site settings and the signed-in member came with the page (`lib/pageState.ts`):
// the first screen is drawn from them, without waiting for settings.php and user.php.
seedPageState(queryClient);

// SPEC §4: the online/offline status follows the browser; TanStack Query pauses its queries and
// mutations while offline and resumes them when the browser is online again, as `api()` does.
watchBrowserConnectivity();
onlineManager.setOnline(isOnline());
onlineManager.setEventListener((setOnline) => onConnectivityChange(setOnline));

// SPEC §8: a 403 authentication_required from any call but user.php logs the member out.
onAuthenticationRequired(() => {
  queryClient.setQueryData(shellKeys.user, null);
});

// The home page arrives drawn (its HTML rendered at build time, `prerender.tsx`); the app
// replaces that drawing with the same markup. The first render is a transition: React renders
// in slices that leave the main thread free in between, and commits once.
// Drawn once the texts of the page's language are in (Dutch ships with the entry; another
// language is its own chunk, `lib/i18n.ts`), so the first screen is not drawn in Dutch first, and
// once the member search's module is in when that is the page (`routesReady`), so the drawn HTML
// is not replaced by a spinner.
const routerReady = routesReady(window.location.pathname);
const root = document.getElementById('root');
// No top-level await: the page chunks import from this entry's modules, and the bundler would
// otherwise split those out into many small chunks.
if (root) {
  void Promise.all([localeReady, routerReady]).then(() => {
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });
}
