import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { RouterProvider } from 'react-router';
import { useAntdLocale } from '../shared/i18n/antd-locale';
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

export function App({ router, queryClient }: AppProps) {
  const locale = useAntdLocale((s) => s.locale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <RouterProvider router={router} />
        <LoadingOverlay />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
