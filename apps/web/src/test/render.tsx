import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LayoutContext, type LayoutMode } from '../shared/device/device';

/**
 * Renders routes in a memory router with a fresh query client; returns the router to inspect.
 * happy-dom's user agent has no mobile keyword, so the default layout is desktop.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string, layout: LayoutMode = 'desktop') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <LayoutContext.Provider value={layout}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LayoutContext.Provider>,
  );
  return { router, queryClient, ...view };
}

export const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
