import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { routes, routesReady } from './app/router';
import { loadAllTexts } from './lib/i18n';
import { shellKeys } from './lib/queries';

/** The app's routes at the static router's address. */
function Routes() {
  return useRoutes(routes);
}

/**
 * The markup of the page at `path` as a visitor's browser first draws it: Dutch, nobody signed in
 * (the server answers these pages only without a session cookie; the page state it adds says
 * the same, `web/lib/pageState.ts`), no other answers from the API yet (site name "Amora"),
 * lazily loaded pages as their spinner. Run at
 * build time for the entry pages (`ENTRY_PAGES` in vite.config.ts), whose HTML then shows before
 * any script has run; `main.tsx` replaces it with the same markup. Resolves to an HTML fragment
 * (the content of `#root`).
 */
export async function renderPage(path: string): Promise<string> {
  // Every Dutch text: the drawing never shows a key, whichever texts its components ask for.
  await loadAllTexts();
  // The member search (`/members`) is drawn once its module is loaded.
  await routesReady(path.split('?', 1)[0] ?? '/');
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  queryClient.setQueryData(shellKeys.user, null);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <Routes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
