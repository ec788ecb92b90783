import type {
  BankWire,
  BindMethodBody,
  ChargeChannel,
  ChargeMethod,
  ChargeSymbol,
  DepositRecord,
  DrawCurrency,
  DrawMethod,
  ForexDetail,
  FundRecord,
  WithdrawRecord,
} from '@fxdesk/contract';
import { api } from '../../../shared/api';

/**
 * The answers' shapes are the contract's response schemas (packages/contract/src/funds.ts), the
 * same ones the server serializes with.
 */
export type {
  BankWire,
  ChargeChannel,
  ChargeMethod,
  ChargeSymbol,
  DrawCurrency,
  DrawMethod,
  ForexDetail,
  FundRecord,
  WithdrawRecord,
};
/** SPEC §3 charge record; type 0 coin, 1 bank (wire or card, told apart by `method`). */
export type ChargeRecord = DepositRecord;

/**
 * SPEC §7 funds calls with the shapes of SPEC §3 (as the server answers them). Every one needs
 * a real account; the screens never call them for a demo account (SPEC §6).
 */

/** A page of a list (SPEC §9: page-based from 1, 20 a page). */
export interface Page<T> {
  data: T[];
  total: number;
}
export const PAGE_SIZE = 20;

/** SPEC §4 charge record status. */
export const CHARGE_STATUS = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;

/** DESIGN §3: draw_symbol_list / get_draw_method / bind_draw_method type 1 coin, 2 bank. */
export type DrawType = 1 | 2;

export const confirmDrawMethod = (id: number, code: string) =>
  api.postForm('/api/wallet/confirm_draw_method', { id, code }, submitting);

export const resendDrawMethodCode = (id: number) =>
  api.postForm('/api/wallet/resend_draw_method_code', { id }, submitting);

// Deposits.
export const fetchChargeChannels = () => api.get('/api/quickCharge/info');
export const fetchChargeSymbols = () => api.get('/api/quickCharge/symbols');
export const fetchWires = (currency: string) =>
  api.get('/api/quickCharge/wire_info', { bank_coin: currency });

const submitting = { loading: true, showSuccessMessage: true } as const;

export const submitCoinCharge = (body: {
  number: string;
  proofImg: string;
  address: string;
  charge_id: number;
}) => api.get('/api/quickCharge/submit', body, submitting);

export const submitWireCharge = (body: { number: string; proofImg: string; wire_id: number }) =>
  api.get('/api/quickCharge/wire_submit', body, submitting);

export interface CardChargeBody {
  [key: string]: string;
  number: string;
  card_number: string;
  /** "MM/YY". */
  exp: string;
  cvc: string;
  holder: string;
}

export const fetchCardInfo = () => api.get('/api/quickCharge/card_info');

export const submitCardCharge = (body: CardChargeBody) =>
  api.post('/api/quickCharge/card_submit', body, submitting);

/** quick_ist type: 0 coin, 1 bank (wire and card). */
export type ChargeListType = 0 | 1;
export const fetchChargeRecords = (type: ChargeListType, page: number) =>
  api.get('/api/quickCharge/quick_ist', { type, page });

// Withdrawals.
export const fetchDrawCurrencies = (type: DrawType) => api.get('/api/account/draw_symbol_list', { type });

export const fetchDrawMethods = (type: DrawType, currencyId?: number) =>
  api.get('/api/wallet/get_draw_method', { draw_type: type, draw_id: currencyId });

export interface DrawBody {
  [key: string]: string | number | undefined;
  draw_currency_id: number;
  number: string;
  memo: string;
  draw_method_id: number;
  /** Required when the client has two-factor on (issue 14). */
  totp_code?: string;
}

export const submitDraw = (body: DrawBody) => api.postForm('/api/account/draw', body, submitting);

export const fetchWithdrawRecords = (type: DrawType, page: number) =>
  api.get('/api/account/draw_list', { type, page });

export const bindDrawMethod = (body: BindMethodBody) =>
  api.postForm('/api/wallet/bind_draw_method', body, submitting);

export const deleteDrawMethod = (id: number) =>
  api.postForm('/api/wallet/del_draw_method', { id }, submitting);

// Account.
export const fetchForexDetail = () => api.get('/v1/api/main/account/forexDetail');
export const fetchFundRecords = (page: number) => api.get('/v1/api/main/accountLog/forexChange', { page });

export const fundsKeys = {
  channels: ['funds', 'channels'] as const,
  symbols: ['funds', 'symbols'] as const,
  cardInfo: ['funds', 'cardInfo'] as const,
  wires: (currency: string) => ['funds', 'wires', currency] as const,
  // Record lists carry the language last: status names and memos come translated.
  chargeRecords: (token: string | null, type: ChargeListType, lang: string) =>
    ['funds', 'charges', token, type, lang] as const,
  currencies: (type: DrawType) => ['funds', 'drawCurrencies', type] as const,
  /** Every bound-method list of this session (invalidated after a bind or a delete). */
  methodsRoot: (token: string | null) => ['funds', 'methods', token] as const,
  methods: (token: string | null, type: DrawType, currencyId?: number) =>
    ['funds', 'methods', token, type, currencyId ?? 'all'] as const,
  withdrawRecords: (token: string | null, type: DrawType, lang: string) =>
    ['funds', 'withdrawals', token, type, lang] as const,
  /** Ledger entries live with the account: a money change refreshes them too (`account`). */
  fundRecords: (token: string | null, lang: string) => ['account', 'fundRecords', token, lang] as const,
};
