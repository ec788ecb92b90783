import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

/** Deposit (charge) record. type 0 coin, 1 wire, 2 card; status 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export interface Deposit {
  id: number;
  userId: number;
  type: 0 | 1 | 2;
  /** What the client says they sent, USD, exact decimal text. */
  number: string;
  currencyCode: string;
  address: string;
  proofImg: string;
  status: 0 | 1 | 2 | 3;
  remark: string;
  creditedAmount: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  email: string | null;
  uid: string;
}

/** Withdrawal request. type 1 coin, 2 bank; status 0 reviewing, 1 paid, 2 rejected. */
export interface Withdrawal {
  id: number;
  userId: number;
  type: number;
  currencyId: number;
  number: string;
  fee: string;
  realNumber: string;
  destination: string;
  memo: string;
  /** The bound method as it was at request time: coin (type 1) address and network… */
  dcAddress?: string;
  protocol?: string;
  /** …or bank (type 2) payee and bank details. */
  payeeName?: string;
  payeeAccount?: string;
  bankName?: string;
  bankAddress?: string;
  bankSwift?: string;
  status: 0 | 1 | 2;
  remark: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  email: string | null;
  uid: string;
}

export interface FundCurrency {
  id: number;
  code: string;
  protocol: string;
  /** 1 coin, 2 bank. */
  type: number;
  drawRate: string;
  /** 1 fixed fee (feeValue USD), otherwise amount × drawRate. */
  feeType: number;
  feeValue: string;
  /** Units of the currency per 1 USD. */
  usdPrice: string;
  minAmount: string;
  maxAmount: string;
  enabled: number;
  sort: number;
}

export interface ChargeChannel {
  id: number;
  currencyCode: string;
  protocolCode: string;
  address: string;
  enabled: number;
  sort: number;
}

export interface BankWire {
  id: number;
  currencyCode: string;
  bankName: string;
  bankAddress: string;
  bankSwift: string;
  payeeName: string;
  payeeAccount: string;
  bankRemark: string;
  enabled: number;
}

export interface Reference {
  currencies: FundCurrency[];
  channels: ChargeChannel[];
  wires: BankWire[];
}

export const fundsKeys = {
  all: ['funds'] as const,
  deposits: (status: number | 'all', page: number) => ['funds', 'deposits', status, page] as const,
  withdrawals: (status: number | 'all', page: number) => ['funds', 'withdrawals', status, page] as const,
  reference: ['funds', 'reference'] as const,
};

const statusParam = (status: number | 'all') => (status === 'all' ? undefined : status);

export const fetchDeposits = (status: number | 'all', page: number) =>
  api.get<PageOf<Deposit>>(
    '/admin/api/funds/deposits',
    { status: statusParam(status), page },
    { silent: true },
  );

export const fetchWithdrawals = (status: number | 'all', page: number) =>
  api.get<PageOf<Withdrawal>>(
    '/admin/api/funds/withdrawals',
    { status: statusParam(status), page },
    { silent: true },
  );

export const fetchReference = () =>
  api.get<Reference>('/admin/api/funds/reference', undefined, { silent: true });

// Review actions are silent: the dialog shows the server's message and stays open.
export const approveDeposit = (id: number, amount: string) =>
  api.post<Deposit>(`/admin/api/funds/deposits/${id}/approve`, { amount }, { silent: true });

export const rejectDeposit = (id: number, remark: string, invalid: boolean) =>
  api.post<Deposit>(
    `/admin/api/funds/deposits/${id}/reject`,
    invalid ? { remark, invalid: true } : { remark },
    { silent: true },
  );

export const payWithdrawal = (id: number, remark: string) =>
  api.post<Withdrawal>(`/admin/api/funds/withdrawals/${id}/pay`, remark ? { remark } : {}, { silent: true });

export const rejectWithdrawal = (id: number, remark: string) =>
  api.post<Withdrawal>(`/admin/api/funds/withdrawals/${id}/reject`, { remark }, { silent: true });

export const updateCurrency = (id: number, patch: Record<string, unknown>) =>
  api.put<FundCurrency>(`/admin/api/funds/currencies/${id}`, patch, { silent: true });

export const saveChannel = (id: number | null, values: Record<string, unknown>) =>
  id === null
    ? api.post<ChargeChannel>('/admin/api/funds/channels', values, { silent: true })
    : api.put<ChargeChannel>(`/admin/api/funds/channels/${id}`, values, { silent: true });

export const saveWire = (id: number | null, values: Record<string, unknown>) =>
  id === null
    ? api.post<BankWire>('/admin/api/funds/wires', values, { silent: true })
    : api.put<BankWire>(`/admin/api/funds/wires/${id}`, values, { silent: true });
