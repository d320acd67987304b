import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';

/** Follows a link the island's React Router took (`<Link>`) as a page load: the server draws it. */
function PageLoads({ initial, children }: { initial: string; children: ReactNode }) {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname !== initial) window.location.assign(`${location.pathname}${location.search}`);
  }, [location, initial]);
  return children;
}

/**
 * Draw one of the app's components (`children`) into `container` on a server-drawn page, after a
 * visitor's press (the signup dialog, the language menu): React with the app's query client
 * defaults and a router whose links become page loads. Loaded only then, never before the first
 * interaction.
 */
export function mountIsland(container: Element, children: ReactNode): void {
  const initial = window.location.pathname;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PageLoads initial={initial}>{children}</PageLoads>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
