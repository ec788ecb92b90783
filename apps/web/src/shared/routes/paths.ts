/** SPEC §2 route paths, shared by the router and by every link. */
export const PATHS = {
  home: '/',
  trade: '/trade',
  order: '/order',
  user: '/user',
  mine: '/mine',
  news: '/news',
  newsDetail: '/news/detail',
  rank: '/rank',
  feedback: '/feedback',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  product: '/product',
  auth: '/mine/auth',
  invite: '/mine/invite',
  email: '/mine/email',
  announcement: '/mine/announcement',
  password: '/mine/password',
  history: '/mine/history',
  charge: '/mine/charge',
  withdraw: '/mine/withdraw',
  chat: '/mine/chat',
  system: '/mine/system',
  wallet: '/mine/wallet',
  bankCardList: '/mine/bank-card-list',
  coinAddressList: '/mine/coin-address-list',
  withdrawWay: '/mine/withdraw-way',
  /** Issue 14: two-factor, sessions, the withdrawal hold (user centre, next to password). */
  security: '/mine/security',
  language: '/language',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The desktop order ticket's element id: the target of the header's skip link on /trade. */
export const ORDER_TICKET_ID = 'order-ticket';

/** The documentary (copy-trading) tab opens the ranking page on its followed-traders view. */
export const DOCUMENTARY_PATH = `${PATHS.rank}?tab=follow`;

/** SPEC §2: a visitor opening a protected page goes to /login?from={attempted path}. */
export function loginPath(from?: string): string {
  if (!from || from === PATHS.login) return PATHS.login;
  return `${PATHS.login}?from=${encodeURIComponent(from)}`;
}

/**
 * Where to go after a login: the `from` query when it is an in-app path, home otherwise.
 * Anything not starting with a single "/" (an absolute or protocol-relative URL) is ignored,
 * so a crafted link cannot send a fresh session elsewhere.
 */
export function safeFrom(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return PATHS.home;
  const path = from.split('?')[0];
  if (path === PATHS.login || path === PATHS.register || path === PATHS.forgot) return PATHS.home;
  return from;
}
