import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

export interface ClientRow {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  is_demo: number;
  /** 1 active, 0 login disabled. */
  status: number;
  invite_code: string;
  created_at: string;
}

export interface LedgerRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  lock_amount: number;
  actor: string;
  /** An adjustment's reason, from its audit row; '' for other kinds. */
  reason: string;
  created_at: string;
}

/** The client API's order view (SPEC §3 field names). */
export interface OrderRow {
  Id: number;
  ForexTradeLists: { ShowCode: string; Code: string; PricePrecision: number };
  /** 1 buy, 2 sell. */
  OrderType: number;
  /** 0 pending, 1 open, 3 closed. */
  Status: number;
  Quantity: number;
  Multiple: number;
  OriginPrice: number;
  Price: number;
  UpdatePrice: number;
  FactProfits: number;
  CautionMoney: number;
  TradeFee: number;
  TargetLossPrice: number;
  TargetProfitPrice: number;
  /** UTC, "YYYY-MM-DD HH:MM:SS". */
  CreateTimeHandler: string;
  ClosePrice: number;
  CloseTimeHandler: string;
  CloseReason: string;
  CloseReasonTran: string;
}

export interface SessionRow {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ClientDetail {
  user: ClientRow & { referrer_id: number | null };
  account: { balance: number; lock_balance: number };
  ledger: LedgerRow[];
  orders: OrderRow[];
  sessions: SessionRow[];
}

export const clientKeys = {
  list: (q: string, page: number) => ['clients', 'list', q, page] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
};

export const fetchClients = (q: string, page: number) =>
  api.get<PageOf<ClientRow>>('/admin/api/clients', { q, page }, { silent: true });

export const fetchClient = (id: number) =>
  api.get<ClientDetail>(`/admin/api/clients/${id}`, undefined, { silent: true });

// Actions run inside confirm dialogs, which show the server's message: silent here.
export const setClientStatus = (id: number, status: 0 | 1) =>
  api.post<{ id: number; status: number }>(`/admin/api/clients/${id}/status`, { status }, { silent: true });

/**
 * `idempotencyKey` is made once per adjustment: a double submit or a retry after a lost answer
 * posts once (the server answers `replayed: true`).
 */
export const adjustBalance = (id: number, amount: string, reason: string, idempotencyKey: string) =>
  api.post<{ balance: string; replayed: boolean }>(
    `/admin/api/clients/${id}/adjust`,
    { amount, reason, idempotency_key: idempotencyKey },
    { silent: true },
  );

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const revokeSessions = (id: number) =>
  api.post<{ revoked: number }>(`/admin/api/clients/${id}/revoke-sessions`, {}, { silent: true });
