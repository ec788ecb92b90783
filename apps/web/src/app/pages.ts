import type { RouteObject } from 'react-router';

/** A route's `lazy`: the page's chunk, and the component it renders. */
export type LazyRoute = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

const userCentre = () =>
  import('../features/user/UserCenterPage').then((m) => ({ Component: m.UserCenterPage }));

/**
 * Every lazy page of SPEC §2 by its path, for router.tsx's route table. Without React or the
 * router, so that start-up (src/boot.ts, then main.tsx's preloadRoute) finds the page a cold
 * start opens on without the router; router.test.tsx holds this table to the router's matching.
 */
export const lazyPages = {
  trade: () => import('../features/trading/TradePage').then((m) => ({ Component: m.TradePage })),
  news: () => import('../features/news/NewsPage').then((m) => ({ Component: m.NewsPage })),
  rank: () => import('../features/copy/RankPage').then((m) => ({ Component: m.RankPage })),
  order: () => import('../features/trading/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
  user: userCentre,
  mine: userCentre,
  'mine/auth': () => import('../features/identity/AuthPage').then((m) => ({ Component: m.AuthPage })),
  'mine/invite': () => import('../features/identity/InvitePage').then((m) => ({ Component: m.InvitePage })),
  'mine/password': () => import('../features/user/PasswordPage').then((m) => ({ Component: m.PasswordPage })),
  'mine/security': () =>
    import('../features/security/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
  'mine/history': () => import('../features/funds/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
  'mine/charge': () => import('../features/funds/ChargePage').then((m) => ({ Component: m.ChargePage })),
  'mine/withdraw': () =>
    import('../features/funds/WithdrawPage').then((m) => ({ Component: m.WithdrawPage })),
  'mine/wallet': () => import('../features/funds/WalletPage').then((m) => ({ Component: m.WalletPage })),
  'mine/bank-card-list': () =>
    import('../features/funds/MethodListPage').then((m) => ({ Component: m.BankCardListPage })),
  'mine/coin-address-list': () =>
    import('../features/funds/MethodListPage').then((m) => ({ Component: m.CoinAddressListPage })),
  'mine/withdraw-way': () =>
    import('../features/funds/WithdrawWayPage').then((m) => ({ Component: m.WithdrawWayPage })),
  login: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  register: () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  forgot: () => import('../features/auth/ForgotPage').then((m) => ({ Component: m.ForgotPage })),
  language: () => import('../features/language/LanguagePage').then((m) => ({ Component: m.LanguagePage })),
  'mine/system': () => import('../features/user/SystemPage').then((m) => ({ Component: m.SystemPage })),
  'mine/email': () => import('../features/user/EmailPage').then((m) => ({ Component: m.EmailPage })),
  'mine/chat': () => import('../features/support/ChatPage').then((m) => ({ Component: m.ChatPage })),
  'mine/announcement': () =>
    import('../features/news/AnnouncementPage').then((m) => ({ Component: m.AnnouncementPage })),
  'news/detail': () =>
    import('../features/news/NewsDetailPage').then((m) => ({ Component: m.NewsDetailPage })),
  feedback: () => import('../features/support/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
  product: () => import('./ProductRoute').then((m) => ({ Component: m.ProductRoute })),
  company: () => import('../features/company/CompanyPage').then((m) => ({ Component: m.CompanyPage })),
} satisfies Record<string, LazyRoute>;

/** The lazy page at a start-up address (`/trade`, `/mine/charge?type=1`), if there is one. */
export function lazyPageAt(path: string): LazyRoute | undefined {
  const key =
    path
      .split('?')[0]
      ?.replace(/^\/+|\/+$/g, '')
      .toLowerCase() ?? '';
  return Object.hasOwn(lazyPages, key) ? lazyPages[key as keyof typeof lazyPages] : undefined;
}
