import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
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

/**
 * Fills a form and sends it: types each value into the input with test id `${prefix}-${name}`,
 * in order, then presses `${prefix}-submit`.
 */
export const submitFields = async (prefix: string, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) typeInto(`${prefix}-${name}`, value);
  await act(async () => fireEvent.click(screen.getByTestId(`${prefix}-submit`)));
};

/**
 * A field error as issue 15 wants it: `message` beside the control (test id `${testId}-error`),
 * announced, the control marked invalid, described by the message and focused. Returns the control.
 */
export function expectFieldError(testId: string, message: string) {
  const error = screen.getByTestId(`${testId}-error`);
  expect(error.textContent).toBe(message);
  expect(error.getAttribute('role')).toBe('alert');
  const input = screen.getByTestId(testId);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(error.id);
  expect(document.activeElement).toBe(input);
  return input;
}
