import { api } from '../../shared/api';
import type { AdjustResult, AdminPage, ClientDetail, ClientRow } from '@fxdesk/contract';

/** The back office's answers, typed by the contract's schemas (packages/contract backoffice/clients.ts). */
export type {
  ClientDetail,
  ClientRow,
  LedgerRow,
  ClientSession as SessionRow,
  OrderView as OrderRow,
} from '@fxdesk/contract';

export const clientKeys = {
  list: (q: string, page: number) => ['clients', 'list', q, page] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
};

export const fetchClients = (q: string, page: number) =>
  api.get<AdminPage<ClientRow>>('/admin/api/clients', { q, page }, { silent: true });

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
  api.post<AdjustResult>(
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
