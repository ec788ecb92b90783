import type { Book, DashboardFigures } from '@fxdesk/contract';
import { api } from './index';

export type { Book };
export type Dashboard = DashboardFigures;

/**
 * Dashboard figures of one book (real by default); also read by the sidebar and the funds filters
 * for the waiting counts, which are the same in both books. `dashboardKeys.all` matches every book.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  book: (book: Book) => ['dashboard', book] as const,
};

export const fetchDashboard = (book: Book = 'real') =>
  api.get('/admin/api/dashboard', { book }, { silent: true });
