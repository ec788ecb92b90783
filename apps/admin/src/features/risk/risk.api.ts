import type { Book, RiskBook } from '@fxdesk/contract';
import { api } from '../../shared/api';

export interface RiskAccount {
  user_id: number;
  uid: string;
  email: string;
  is_demo: number;
  balance: number;
  equity: number;
  used_margin: number;
  free_margin: number;
  floating_pnl: number;
  /** equity ÷ used margin × 100; null without margin in use. */
  risk_rate: number | null;
  positions: number;
}

export interface Exposure {
  code: string;
  long_lots: number;
  short_lots: number;
  net_lots: number;
  broker_floating_pnl: number;
}

export type { RiskBook };

export const riskKeys = {
  accounts: (book: RiskBook) => ['risk', 'accounts', book] as const,
  exposure: (book: Book) => ['risk', 'exposure', book] as const,
};

/** Accounts with live orders of one book (the server counts real accounts unless asked). */
export const fetchRiskAccounts = (book: RiskBook) =>
  api.get('/admin/api/risk/accounts', { book }, { silent: true });
/** Net lots per pair; the real book is the broker's risk, the demo one is shown on request. */
export const fetchExposure = (book: Book = 'real') =>
  api.get('/admin/api/risk/exposure', { book }, { silent: true });
