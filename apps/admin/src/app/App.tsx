import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api';
import { Toaster } from '../shared/ui/Toaster';
import type { createAppRouter } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A business error (forbidden, not found, invalid) will answer the same again.
        retry: (count, error) => !(error instanceof ApiError && error.kind === 'business') && count < 1,
        staleTime: 5_000,
      },
    },
  });
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
