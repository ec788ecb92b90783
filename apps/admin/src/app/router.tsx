import { createHashRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import type { Permission } from '../shared/auth/permissions';
import { registerNavigate } from '../shared/lib/navigation';
import { RequirePermission, RequireSession } from './guards';
import { Shell } from './layouts/Shell';
import { NotFoundPage, RouteError } from './RouteError';

/*
 * Hash routes: the server serves only /admin/index.html and /admin/assets/*, so every screen
 * lives after the #. Login is in the entry chunk; every screen is a lazy chunk.
 */

const guarded = (
  path: string,
  permission: Permission,
  lazy: RouteObject['lazy'],
  children?: RouteObject[],
): RouteObject => ({
  path,
  element: <RequirePermission permission={permission} />,
  children: children ?? [{ index: true, lazy }],
});

/** A new article and an existing one open in the same editor. */
const articleEditor: RouteObject['lazy'] = () =>
  import('../features/news/ArticleEditorPage').then((m) => ({ Component: m.ArticleEditorPage }));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazy screen of a deep link loads.
    hydrateFallbackElement: <div className="boot" aria-busy="true" />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/password',
        lazy: () => import('../features/auth/PasswordPage').then((m) => ({ Component: m.PasswordPage })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              guarded('/dashboard', 'staff.self', () =>
                import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
              ),
              guarded('/kyc', 'kyc.read', () =>
                import('../features/kyc/KycPage').then((m) => ({ Component: m.KycPage })),
              ),
              guarded('/referrals', 'clients.read', () =>
                import('../features/kyc/ReferralsPage').then((m) => ({ Component: m.ReferralsPage })),
              ),
              guarded('/clients', 'clients.read', undefined, [
                {
                  index: true,
                  lazy: () =>
                    import('../features/clients/ClientsPage').then((m) => ({ Component: m.ClientsPage })),
                },
                {
                  path: ':id',
                  lazy: () =>
                    import('../features/clients/ClientDetailPage').then((m) => ({
                      Component: m.ClientDetailPage,
                    })),
                },
              ]),
              guarded('/funds', 'funds.read', undefined, [
                {
                  lazy: () =>
                    import('../features/funds/FundsLayout').then((m) => ({ Component: m.FundsLayout })),
                  children: [
                    { index: true, element: <Navigate to="deposits" replace /> },
                    {
                      path: 'deposits',
                      lazy: () =>
                        import('../features/funds/DepositsPage').then((m) => ({
                          Component: m.DepositsPage,
                        })),
                    },
                    {
                      path: 'withdrawals',
                      lazy: () =>
                        import('../features/funds/WithdrawalsPage').then((m) => ({
                          Component: m.WithdrawalsPage,
                        })),
                    },
                    {
                      path: 'reference',
                      lazy: () =>
                        import('../features/funds/ReferencePage').then((m) => ({
                          Component: m.ReferencePage,
                        })),
                    },
                  ],
                },
              ]),
              guarded('/risk', 'risk.read', () =>
                import('../features/risk/RiskPage').then((m) => ({ Component: m.RiskPage })),
              ),
              guarded('/instruments', 'settings.read', () =>
                import('../features/instruments/InstrumentsPage').then((m) => ({
                  Component: m.InstrumentsPage,
                })),
              ),
              guarded('/news', 'content.read', undefined, [
                {
                  index: true,
                  lazy: () =>
                    import('../features/news/NewsListPage').then((m) => ({ Component: m.NewsListPage })),
                },
                { path: 'new', lazy: articleEditor },
                { path: ':id', lazy: articleEditor },
              ]),
              guarded('/settings', 'settings.read', () =>
                import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
              ),
              guarded('/support', 'support.chat', () =>
                import('../features/support/InboxPage').then((m) => ({ Component: m.InboxPage })),
              ),
              guarded('/feedback', 'support.chat', () =>
                import('../features/support/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
              ),
              guarded('/companies', 'companies.read', () =>
                import('../features/company/CompaniesPage').then((m) => ({ Component: m.CompaniesPage })),
              ),
              guarded('/complaints', 'complaints.read', () =>
                import('../features/company/ComplaintsPage').then((m) => ({ Component: m.ComplaintsPage })),
              ),
              guarded('/outbox', 'outbox.read', () =>
                import('../features/outbox/OutboxPage').then((m) => ({ Component: m.OutboxPage })),
              ),
              guarded('/copy', 'copy.read', () =>
                import('../features/copy/CopyPage').then((m) => ({ Component: m.CopyPage })),
              ),
              guarded('/audit', 'audit.read', () =>
                import('../features/audit/AuditPage').then((m) => ({ Component: m.AuditPage })),
              ),
              guarded('/staff', 'staff.manage', () =>
                import('../features/staff/StaffPage').then((m) => ({ Component: m.StaffPage })),
              ),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createHashRouter>;

function register(router: AppRouter): AppRouter {
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}

export const createAppRouter = (): AppRouter => register(createHashRouter(routes));

/** The same routes in memory, for component tests. */
export const createTestRouter = (initialEntry: string): AppRouter =>
  register(createMemoryRouter(routes, { initialEntries: [initialEntry] }));
