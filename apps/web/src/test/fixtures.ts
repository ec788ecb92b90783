import type { Category, ForexItem, OrderView, UserInfo } from '@fxdesk/contract';

/** Market and order fixtures shaped like the server's answers (SPEC §3). */

const quote = (close: number, spread: number, change = 0.12) => ({
  Open: close - 0.001,
  Close: close,
  Change: change,
  High: close + 0.002,
  Low: close - 0.002,
  Bid: close,
  Ask: Number((close + spread).toFixed(6)),
  Volume: 1000,
  Time: 1_700_000_000_000,
});

const leverages = [10, 20, 50, 100, 200, 500].map((Value) => ({ Value }));

export function pair(overrides: Partial<ForexItem> & Pick<ForexItem, 'Id' | 'Code'>): ForexItem {
  const code = overrides.Code;
  return {
    ShowCode: `${code.slice(0, 3)}/${code.slice(3)}`,
    Logo: `/logos/${code}.svg`,
    CategoryId: 1,
    NameShowTrans: `${code} name`,
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: 0.01,
    ForexMinCont: 0.01,
    ForexContNum: 100000,
    ForexFeeRate: 0.0005,
    MarginMode: 2,
    HasForexMultiple: leverages,
    Spread: 0.00012,
    ForexQuotations: quote(1.08761, 0.00012),
    ...overrides,
  };
}

export const EURUSD = pair({ Id: 1, Code: 'EURUSD' });
export const GBPUSD = pair({ Id: 2, Code: 'GBPUSD', ForexQuotations: quote(1.27405, 0.00015, -0.2) });
export const USDJPY = pair({
  Id: 3,
  Code: 'USDJPY',
  PricePrecision: 3,
  Spread: 0.012,
  ForexQuotations: quote(151.173, 0.012),
});
export const EURGBP = pair({ Id: 8, Code: 'EURGBP', CategoryId: 2, ForexQuotations: quote(0.8538, 0.00015) });
export const XAUUSD = pair({
  Id: 11,
  Code: 'XAUUSD',
  CategoryId: 3,
  PricePrecision: 2,
  ForexContNum: 100,
  MarketStatus: 2,
  Spread: 0.3,
  ForexQuotations: quote(2355.82, 0.3),
});

export const PAIRS: ForexItem[] = [EURUSD, GBPUSD, USDJPY, EURGBP, XAUUSD];

export const CATEGORIES: Category[] = [
  { Id: 1, Code: 'majors', Name: 'Majors' },
  { Id: 2, Code: 'crosses', Name: 'Crosses' },
  { Id: 3, Code: 'metals', Name: 'Metals' },
];

export function order(overrides: Partial<OrderView> & Pick<OrderView, 'Id'>): OrderView {
  return {
    ForexId: 1,
    ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD', PricePrecision: 5 },
    OrderType: 1,
    Status: 1,
    Quantity: 0.01,
    Multiple: 100,
    OriginPrice: 1.08772,
    Price: 1.08772,
    UpdatePrice: 1.0876,
    FactProfits: -0.12,
    CautionMoney: 10.8772,
    TradeFee: 0.005439,
    TargetLossPrice: 0,
    TargetProfitPrice: 0,
    CreateTimeHandler: '2026-11-22 08:16:48',
    ClosePrice: 0,
    CloseTimeHandler: '',
    CloseReason: '',
    CloseReasonTran: '',
    FollowId: 0,
    ...overrides,
  };
}

/** A signed-in real (not demo) client registered by e-mail. */
export const REAL_USER: UserInfo = {
  id: 5,
  uid: '100005',
  email: 'real@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'R',
  created_at: '',
};
