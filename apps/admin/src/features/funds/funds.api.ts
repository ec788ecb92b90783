import {
  apiPath,
  type BankWireRecord,
  type ChargeChannelRecord,
  type ChargeReviewRow,
  type FundCurrencyRecord,
  type FundsReference,
  type WithdrawalReviewRow,
} from '@fxdesk/contract';
import { api, type RouteBody } from '../../shared/api';

/**
 * The back office's answers, typed by the contract's schemas (packages/contract
 * backoffice/funds.ts). Deposit status 0 unchecked, 1 finished, 2 rejected, 3 invalid; type 0
 * coin, 1 wire, 2 card. Withdrawal status 0 reviewing, 1 paid, 2 rejected; type 1 coin, 2 bank.
 */
export type Deposit = ChargeReviewRow;
export type Withdrawal = WithdrawalReviewRow;
export type FundCurrency = FundCurrencyRecord;
export type ChargeChannel = ChargeChannelRecord;
export type BankWire = BankWireRecord;
export type Reference = FundsReference;

export const fundsKeys = {
  all: ['funds'] as const,
  deposits: (status: number | 'all', page: number) => ['funds', 'deposits', status, page] as const,
  withdrawals: (status: number | 'all', page: number) => ['funds', 'withdrawals', status, page] as const,
  reference: ['funds', 'reference'] as const,
};

const statusParam = (status: number | 'all') => (status === 'all' ? undefined : status);

export const fetchDeposits = (status: number | 'all', page: number) =>
  api.get('/admin/api/funds/deposits', { status: statusParam(status), page }, { silent: true });

export const fetchWithdrawals = (status: number | 'all', page: number) =>
  api.get('/admin/api/funds/withdrawals', { status: statusParam(status), page }, { silent: true });

export const fetchReference = () => api.get('/admin/api/funds/reference', undefined, { silent: true });

// Review actions are silent: the dialog shows the server's message and stays open.
export const approveDeposit = (id: number, amount: string) =>
  api.post(apiPath('/admin/api/funds/deposits/:id/approve', { id }), { amount }, { silent: true });

export const rejectDeposit = (id: number, remark: string, invalid: boolean) =>
  api.post(
    apiPath('/admin/api/funds/deposits/:id/reject', { id }),
    invalid ? { remark, invalid: true } : { remark },
    { silent: true },
  );

export const payWithdrawal = (id: number, remark: string) =>
  api.post(apiPath('/admin/api/funds/withdrawals/:id/pay', { id }), remark ? { remark } : {}, {
    silent: true,
  });

export const rejectWithdrawal = (id: number, remark: string) =>
  api.post(apiPath('/admin/api/funds/withdrawals/:id/reject', { id }), { remark }, { silent: true });

/** What the reference forms send: a withdraw currency's changed fields, a channel's, a wire's. */
export type CurrencyPatch = RouteBody<'PUT /admin/api/funds/currencies/:id'>;
export type ChannelFields = RouteBody<'POST /admin/api/funds/channels'>;
export type WireFields = RouteBody<'POST /admin/api/funds/wires'>;

export const updateCurrency = (id: number, patch: CurrencyPatch) =>
  api.put(apiPath('/admin/api/funds/currencies/:id', { id }), patch, { silent: true });

export const saveChannel = (id: number | null, values: ChannelFields) =>
  id === null
    ? api.post('/admin/api/funds/channels', values, { silent: true })
    : api.put(apiPath('/admin/api/funds/channels/:id', { id }), values, { silent: true });

export const saveWire = (id: number | null, values: WireFields) =>
  id === null
    ? api.post('/admin/api/funds/wires', values, { silent: true })
    : api.put(apiPath('/admin/api/funds/wires/:id', { id }), values, { silent: true });
