import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import './lib/i18n';
import { routes } from './app/router';

/**
 * The markup of the page at `path` as a visitor's browser first draws it: Dutch, nobody signed in,
 * no answers from the API yet (site name "Amora"), lazily loaded pages as their spinner. Run at
 * build time for the entry pages (`ENTRY_PAGES` in vite.config.ts), whose HTML then shows before
 * any script has run; `main.tsx` replaces it with the same markup. Answers an HTML fragment (the
 * content of `#root`).
 */
export function renderPage(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
