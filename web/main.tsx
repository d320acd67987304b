import './styles/theme.scss';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { onAuthenticationRequired } from './lib/api';
import { shellKeys } from './lib/queries';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client retries itself (SPEC §7); React Query does not add its own retries.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// SPEC §8: a 403 authentication_required from any call but user.php logs the member out.
onAuthenticationRequired(() => {
  queryClient.setQueryData(shellKeys.user, null);
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
