import { createHashRouter, matchRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/market/HomePage';
import { whenI18nReady } from '../shared/i18n';
import type { RouteHandle } from '../shared/routes/handle';
import { registerNavigate } from '../shared/routes/navigation';
import { RequireAuth } from './guards';
import { RootLayout } from './layouts/RootLayout';
import { TabLayout } from './layouts/TabLayout';
import { BootFallback, NotFoundPage, RouteError } from './RouteError';

/* SPEC §2 routes. Home is in the entry chunk; every other page is a lazy chunk. */

const userCentre = () =>
  import('../features/user/UserCenterPage').then((m) => ({ Component: m.UserCenterPage }));

const tradePage = () => import('../features/trading/TradePage').then((m) => ({ Component: m.TradePage }));
const rankPage = () => import('../features/copy/RankPage').then((m) => ({ Component: m.RankPage }));
const ordersPage = () => import('../features/trading/OrdersPage').then((m) => ({ Component: m.OrdersPage }));

const newsPage = () => import('../features/news/NewsPage').then((m) => ({ Component: m.NewsPage }));

const handle = (titleKey: RouteHandle['titleKey'], tab = false): RouteHandle => ({ titleKey, tab });

const guardedPages: RouteObject[] = [
  {
    path: 'mine/auth',
    lazy: () => import('../features/identity/AuthPage').then((m) => ({ Component: m.AuthPage })),
    handle: handle('auth'),
  },
  {
    path: 'mine/invite',
    lazy: () => import('../features/identity/InvitePage').then((m) => ({ Component: m.InvitePage })),
    handle: handle('invite'),
  },
  {
    path: 'mine/password',
    lazy: () => import('../features/user/PasswordPage').then((m) => ({ Component: m.PasswordPage })),
    handle: handle('password'),
  },
  {
    path: 'mine/security',
    lazy: () => import('../features/security/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
    handle: handle('security'),
  },
  {
    path: 'mine/history',
    lazy: () => import('../features/funds/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
    handle: handle('history'),
  },
  {
    path: 'mine/charge',
    lazy: () => import('../features/funds/ChargePage').then((m) => ({ Component: m.ChargePage })),
    handle: handle('charge'),
  },
  {
    path: 'mine/withdraw',
    lazy: () => import('../features/funds/WithdrawPage').then((m) => ({ Component: m.WithdrawPage })),
    handle: handle('withdraw'),
  },
  {
    path: 'mine/wallet',
    lazy: () => import('../features/funds/WalletPage').then((m) => ({ Component: m.WalletPage })),
    handle: handle('wallet'),
  },
  {
    path: 'mine/bank-card-list',
    lazy: () => import('../features/funds/MethodListPage').then((m) => ({ Component: m.BankCardListPage })),
    handle: handle('bank_card_list'),
  },
  {
    path: 'mine/coin-address-list',
    lazy: () =>
      import('../features/funds/MethodListPage').then((m) => ({ Component: m.CoinAddressListPage })),
    handle: handle('coin_address_list'),
  },
  {
    path: 'mine/withdraw-way',
    lazy: () => import('../features/funds/WithdrawWayPage').then((m) => ({ Component: m.WithdrawWayPage })),
    handle: handle('withdraw_way'),
  },
];

const publicPages: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
    handle: handle('login'),
  },
  {
    path: 'register',
    lazy: () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
    handle: handle('register'),
  },
  {
    path: 'forgot',
    lazy: () => import('../features/auth/ForgotPage').then((m) => ({ Component: m.ForgotPage })),
    handle: handle('forgot'),
  },
  {
    path: 'language',
    lazy: () => import('../features/language/LanguagePage').then((m) => ({ Component: m.LanguagePage })),
    handle: handle('language'),
  },
  {
    path: 'mine/system',
    lazy: () => import('../features/user/SystemPage').then((m) => ({ Component: m.SystemPage })),
    handle: handle('system'),
  },
  {
    path: 'mine/email',
    lazy: () => import('../features/user/EmailPage').then((m) => ({ Component: m.EmailPage })),
    handle: handle('email'),
  },
  {
    path: 'mine/chat',
    lazy: () => import('../features/support/ChatPage').then((m) => ({ Component: m.ChatPage })),
    handle: handle('chat'),
  },
  {
    path: 'mine/announcement',
    lazy: () => import('../features/news/AnnouncementPage').then((m) => ({ Component: m.AnnouncementPage })),
    handle: handle('announcement'),
  },
  {
    path: 'news/detail',
    lazy: () => import('../features/news/NewsDetailPage').then((m) => ({ Component: m.NewsDetailPage })),
    handle: handle('news_detail'),
  },
  {
    path: 'feedback',
    lazy: () => import('../features/support/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
    handle: handle('feedback'),
  },
  {
    path: 'product',
    lazy: () => import('./ProductRoute').then((m) => ({ Component: m.ProductRoute })),
    handle: handle('product'),
  },
  {
    // A directory company (company mode): /company?id=…
    path: 'company',
    lazy: () => import('../features/company/CompanyPage').then((m) => ({ Component: m.CompanyPage })),
    handle: handle('product'),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: BootFallback,
    children: [
      {
        // A crashed or unloadable page keeps the shell (header, tab bar) around the error.
        errorElement: <RouteError />,
        children: [
          {
            // SPEC §2: kept alive, with the footer tab bar.
            id: 'tabs',
            Component: TabLayout,
            children: [
              { id: 'home', index: true, Component: HomePage, handle: handle('home', true) },
              { id: 'trade', path: 'trade', lazy: tradePage, handle: handle('trade', true) },
              { id: 'news', path: 'news', lazy: newsPage, handle: handle('news', true) },
              { id: 'rank', path: 'rank', lazy: rankPage, handle: handle('rank', true) },
              {
                id: 'tabs-guard',
                Component: RequireAuth,
                children: [
                  { id: 'order', path: 'order', lazy: ordersPage, handle: handle('order', true) },
                  { id: 'user', path: 'user', lazy: userCentre, handle: handle('user') },
                  { id: 'mine', path: 'mine', lazy: userCentre, handle: handle('user') },
                ],
              },
            ],
          },
          ...publicPages,
          { Component: RequireAuth, children: guardedPages },
          { path: '*', Component: NotFoundPage, handle: handle('not_found') },
        ],
      },
    ],
  },
];

type LazyRoute = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;
type LoadedRoute = Awaited<ReturnType<LazyRoute>>;

/** The lazy routes of the page the app opens on, already downloaded: see preloadRoute. */
export type PreloadedRoutes = ReadonlyMap<LazyRoute, LoadedRoute>;

/**
 * A lazy page renders once its chunk and the language's whole message file are in: the start-up
 * part (src/shared/i18n/start-keys.ts) only has what the start-up screens show. A route in
 * `preloaded` gets its loaded properties instead of its `lazy`: the router starts on it at once
 * (no HydrateFallback render, then a second one once `lazy()` has resolved).
 */
export function withMessages(list: RouteObject[], preloaded: PreloadedRoutes = new Map()): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    let next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      const loaded = preloaded.get(lazy);
      if (loaded) {
        next = { ...next, ...loaded, lazy: undefined } as RouteObject;
      } else {
        next.lazy = async () => (await Promise.all([lazy(), whenI18nReady()]))[0];
      }
    }
    if (children) next.children = withMessages(children, preloaded);
    return next;
  });
}

/** The lazy routes the page at `path` (the address the app opens on) needs. */
function lazyRoutesAt(path: string): LazyRoute[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy] : [],
  );
}

/** True when the app opens on a lazy page: it paints once its chunk and all messages are in. */
export function isLazyPage(path: string): boolean {
  return lazyRoutesAt(path).length > 0;
}

/**
 * Starts downloading the lazy chunks of the page the app opens on, beside the language files,
 * instead of once the router exists after them; resolves to what they loaded, for
 * createAppRouter. A failed download resolves to nothing: the router's own `lazy()` tries again
 * and shows the route error screen if it fails too.
 */
export async function preloadRoute(path: string): Promise<PreloadedRoutes> {
  const lazies = lazyRoutesAt(path);
  try {
    const loaded = await Promise.all(lazies.map((lazy) => lazy()));
    return new Map(lazies.map((lazy, i) => [lazy, loaded[i] as LoadedRoute]));
  } catch {
    return new Map();
  }
}

export function createAppRouter(preloaded?: PreloadedRoutes) {
  const router = createHashRouter(withMessages(routes, preloaded));
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
