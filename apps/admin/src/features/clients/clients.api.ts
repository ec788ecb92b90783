import { apiPath } from '@fxdesk/contract';
import { api } from '../../shared/api';

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
  api.get('/admin/api/clients', { q, page }, { silent: true });

export const fetchClient = (id: number) =>
  api.get(apiPath('/admin/api/clients/:id', { id }), undefined, { silent: true });

// Actions run inside confirm dialogs, which show the server's message: silent here.
export const setClientStatus = (id: number, status: 0 | 1) =>
  api.post(apiPath('/admin/api/clients/:id/status', { id }), { status }, { silent: true });

/**
 * `idempotencyKey` is made once per adjustment: a double submit or a retry after a lost answer
 * posts once (the server answers `replayed: true`).
 */
export const adjustBalance = (id: number, amount: string, reason: string, idempotencyKey: string) =>
  api.post(
    apiPath('/admin/api/clients/:id/adjust', { id }),
    { amount, reason, idempotency_key: idempotencyKey },
    { silent: true },
  );

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const revokeSessions = (id: number) =>
  api.post(apiPath('/admin/api/clients/:id/revoke-sessions', { id }), undefined, { silent: true });
