import type { ClientRouteTypes, MyDealResult } from '@fxdesk/contract';
import { api } from '../../../shared/api';
import { sendAction } from './action-keys';

export type { OrderView } from '@fxdesk/contract';

/** SPEC §9 periods, in the spelling of the `period` parameter, with their bar labels. */
export const PERIODS = [
  { value: '1min', label: '1M' },
  { value: '5min', label: '5M' },
  { value: '15min', label: '15M' },
  { value: '30min', label: '30M' },
  { value: '60min', label: '1H' },
  { value: '1day', label: '1D' },
] as const;

export type Period = (typeof PERIODS)[number]['value'];

export const isPeriod = (value: unknown): value is Period => PERIODS.some((p) => p.value === value);

/** SPEC §7: up to 1000 bars, oldest first; the last one is still open. Time in epoch seconds. */
export const fetchKline = (forexId: number, period: Period) =>
  api.get('/v1/api/forex/kline', { forex_id: forexId, period });

/** SPEC §4 order status filter. */
export const ORDER_STATUS = { holding: 1, dealing: 0, history: 3 } as const;
export type OrderTab = keyof typeof ORDER_STATUS;
export const ORDER_PAGE_SIZE = 20;

/** What an order submit sends: the contract's body of `POST /v1/api/forex/submit` (SPEC §5). */
export type SubmitOrderBody = ClientRouteTypes['POST /v1/api/forex/submit']['body'];

/**
 * Trading actions are POSTs carrying an Idempotency-Key, one per action until it gets a definite
 * answer (`sendAction`): a retried request (a re-tap, a flaky network) is booked once.
 */
const actionOptions = (key: string) => ({
  loading: true,
  showSuccessMessage: true,
  headers: { 'Idempotency-Key': key },
});

export const submitOrder = (body: SubmitOrderBody) =>
  sendAction(`submit:${JSON.stringify(body)}`, (key) =>
    api.post('/v1/api/forex/submit', body, actionOptions(key)),
  );

export const closeOrder = (id: number) =>
  sendAction(`close:${id}`, (key) => api.post('/v1/api/forex/close', { id }, actionOptions(key)));

export const cancelOrder = (id: number) =>
  sendAction(`cancel:${id}`, (key) => api.post('/v1/api/forex/cancel_trade', { id }, actionOptions(key)));

export const setStopPrice = (id: number, stopLoss: string | number, takeProfit: string | number) => {
  const body = { id, stop_loss_price: stopLoss, target_profit_price: takeProfit };
  return sendAction(`stops:${JSON.stringify(body)}`, (key) =>
    api.post('/v1/api/forex/set_stop_price', body, actionOptions(key)),
  );
};

/** One page of my_deal: the orders, the row count and the account's figures. */
export type MyDealPage = MyDealResult;

export const fetchMyDeal = (status: (typeof ORDER_STATUS)[OrderTab], page: number) =>
  api.get('/v1/api/forex/my_deal', { status, page });

export const fetchForexDetail = () => api.get('/v1/api/main/account/forexDetail');

export const tradingKeys = {
  kline: (forexId: number, period: Period) => ['market', 'kline', forexId, period] as const,
  orders: (token: string | null) => ['orders', token] as const,
  /** One tab's pages; the language last (close reasons come translated), so `orderTab` matches all. */
  orderList: (token: string | null, tab: OrderTab, lang: string) => ['orders', token, tab, lang] as const,
  orderTab: (token: string | null, tab: OrderTab) => ['orders', token, tab] as const,
  detail: (token: string | null) => ['account', 'forexDetail', token] as const,
};
