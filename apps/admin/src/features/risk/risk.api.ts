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

export const riskKeys = { accounts: ['risk', 'accounts'] as const, exposure: ['risk', 'exposure'] as const };

export const fetchRiskAccounts = () =>
  api.get<RiskAccount[]>('/admin/api/risk/accounts', undefined, { silent: true });
export const fetchExposure = () =>
  api.get<Exposure[]>('/admin/api/risk/exposure', undefined, { silent: true });
