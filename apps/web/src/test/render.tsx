import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
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

/**
 * One page at its path, and "elsewhere" at every other path, so a test sees where the page sends
 * the user (`where`).
 */
export const renderPage = (path: string, Component: ComponentType, entry = path, layout?: LayoutMode) =>
  renderRoutes(
    [
      { path, Component },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
    layout,
  );

/** Types `value` into the input with this test id, as a user's typing would change it. */
export const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
