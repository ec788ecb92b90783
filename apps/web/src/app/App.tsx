import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import type { createAppRouter } from './router';

/**
 * Every call already toasts its own error (SPEC §8), so a retry would toast it again:
 * queries do not retry, and a tab regaining focus does not refetch behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** antd-mobile's strings come from its default config (src/shared/i18n/antd-locale.ts). */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
