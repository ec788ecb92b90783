import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { App, createQueryClient } from '../app/App';
import { createTestRouter } from '../app/router';
import type { StaffRole } from '../shared/auth/permissions';
import { session } from '../shared/session/session';

/** Renders the whole console (routes, query client, toasts) at a path, in memory. */
export function renderApp(path: string) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, ...view };
}

/** Signs a staff member of this role in, then renders the console at a path. */
export function renderAs(role: StaffRole, path: string) {
  signIn(role);
  return renderApp(path);
}

function signIn(role: StaffRole) {
  session.start({ csrf: `csrf-${role}`, role, email: `${role}@fxdesk.local`, mustChangePassword: false });
}

/** None of these controls (by test id) is on screen: what a role may not do is not offered. */
export function expectAbsent(...testIds: string[]) {
  for (const testId of testIds) expect(screen.queryByTestId(testId), testId).toBeNull();
}
