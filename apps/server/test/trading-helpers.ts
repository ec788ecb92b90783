import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { accounts } from '../src/db/schema.js';
import type { Tick } from '../src/modules/market/market-state.js';
import { PUSH_INTERVAL_MS } from '../src/modules/trading/account-push.js';
import { body, type TestApp, withTestApp } from './helper.js';
import { expectLedgerMatchesAccount } from './ledger-helpers.js';

export interface Order {
  Id: number;
  Status: number;
  OrderType: number;
  OriginPrice: number;
  UpdatePrice: number;
  FactProfits: number;
  CautionMoney: number;
  TradeFee: number;
  TargetLossPrice: number;
  TargetProfitPrice: number;
  ClosePrice: number;
  CloseReason: string;
  CloseReasonTran: string;
}

let demoSeq = 0;
export async function demoUser(t: TestApp): Promise<{ token: string; id: number }> {
  const res = body<{ token: string; user: { id: number } }>(
    await t.app.inject({
      url: `/api/user/createAccountDemoForU?demo_id=trader-${Date.now()}-${++demoSeq}`,
      // Demo creation is rate-limited per IP (SPEC §9): each test trader comes from its own.
      remoteAddress: `10.0.${demoSeq >> 8}.${demoSeq & 255}`,
    }),
  );
  expect(res.code).toBe(1);
  return { token: res.data.token, id: res.data.user.id };
}

/** The trading tests' standard order: a 0.10-lot EURUSD market order at 1:100 on `side`. */
export const marketOrder = (t: TestApp, side: number, extra: Record<string, string | number> = {}) => ({
  type: side,
  cont: '0.10',
  forex_id: pairId(t, 'EURUSD'),
  status: 1,
  multiple: 100,
  ...extra,
});

export function pairId(t: TestApp, code: string): number {
  const pair = t.ctx.market.pairByCode(code);
  if (!pair) throw new Error(code);
  return pair.id;
}

/** One tick of a pair at `bid`, spread as seeded. */
export function tickOf(t: TestApp, code: string, bid: number, timeMs = t.clock.now().getTime()): Tick {
  const pair = t.ctx.market.pairByCode(code)!;
  const p = pair.pricePrecision;
  return {
    code,
    bid: Number(bid.toFixed(p)),
    ask: Number((bid + pair.spreadPoints / 10 ** p).toFixed(p)),
    timeMs,
    volume: 1,
  };
}

/** Moves a pair's price: one tick a second after the clock, spread as seeded. */
export async function setPrice(t: TestApp, code: string, bid: number): Promise<void> {
  t.clock.advance(1000);
  await t.market.ingest([tickOf(t, code, bid)]);
}

export async function submit(
  t: TestApp,
  token: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  return body<Order>(
    await t.app.inject({
      method: 'POST',
      url: '/v1/api/forex/submit',
      payload: fields,
      headers: { authorization: token, lang: 'en', ...headers },
    }),
  );
}

export async function call(t: TestApp, token: string, url: string, fields: Record<string, string | number>) {
  return body<Order>(
    await t.app.inject({
      method: 'POST',
      url,
      payload: fields,
      headers: { authorization: token, lang: 'en' },
    }),
  );
}

/** Sets the stop loss of the order `id` (SPEC §7 set_stop_price, nothing else changed): the answer. */
export function setStopLoss(t: TestApp, token: string, id: number, price: string) {
  return call(t, token, '/v1/api/forex/set_stop_price', { id, stop_loss_price: price });
}

export async function myDeal(t: TestApp, token: string, status: number) {
  return body<{ data: Order[]; total: number; balance: number; all_fact_profits: number }>(
    await t.app.inject({
      url: `/v1/api/forex/my_deal?status=${status}&page=1`,
      headers: { authorization: token },
    }),
  ).data;
}

export async function balanceOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
  return row!.balance;
}

/** DESIGN §6 invariant: the ledger sums to the balance, per account. */
export async function expectLedgerBalanced(t: TestApp, userId: number): Promise<void> {
  await expectLedgerMatchesAccount(t, userId);
}

/**
 * Waits for the engine's trigger actions, stop-outs and immediate pushes to finish: the work a
 * tick or an order change started (`DealingEngine.idle`), not a fixed time.
 */
export async function engineIdle(t: TestApp): Promise<void> {
  await t.ctx.trading.engine!.idle();
}

/**
 * One feed batch of a pair: ticks 10 ms apart, a second after the clock, applied together as the
 * feed's 100 ms batch is; then waits for the engine's work (`engineIdle`).
 */
export async function feedBatch(t: TestApp, code: string, bids: readonly number[]): Promise<void> {
  t.clock.advance(1000);
  const start = t.clock.now().getTime() - 100;
  await t.market.ingest(bids.map((bid, i) => tickOf(t, code, bid, start + i * 10)));
  await engineIdle(t);
}

/**
 * One engine cycle on an app with manual timers (`withTradingApp(…, { manualTimers: true })`):
 * moves the clock by the cycle's period, which fires it (revaluation, held-back pushes, the
 * stop-out screen), and waits for its work.
 */
export async function engineCycle(t: TestApp): Promise<void> {
  t.clock.advance(PUSH_INTERVAL_MS);
  await engineIdle(t);
}

/**
 * The trading helpers bound to one app (read lazily: a file's app is built in beforeAll), so a
 * test writes `trade.submit(u.token, trade.marketOrder(1))` rather than threading the app through
 * every call.
 */
export function tradingKit(app: () => TestApp) {
  const bound =
    <A extends unknown[], R>(helper: (t: TestApp, ...args: A) => R) =>
    (...args: A): R =>
      helper(app(), ...args);
  return {
    demoUser: bound(demoUser),
    marketOrder: bound(marketOrder),
    pairId: bound(pairId),
    tickOf: bound(tickOf),
    setPrice: bound(setPrice),
    feedBatch: bound(feedBatch),
    submit: bound(submit),
    call: bound(call),
    setStopLoss: bound(setStopLoss),
    myDeal: bound(myDeal),
    balanceOf: bound(balanceOf),
    expectLedgerBalanced: bound(expectLedgerBalanced),
    engineIdle: bound(engineIdle),
    engineCycle: bound(engineCycle),
  };
}

export type TradingKit = ReturnType<typeof tradingKit>;

/** The bids a trading test starts from. */
export const START_PRICES = { EURUSD: 1.08763, USDJPY: 151.237, GBPUSD: 1.27415 } as const;

/**
 * The file's test app: built before its tests with these pairs quoted at START_PRICES, handed to
 * `use`, and closed after the tests; returns the trading helpers bound to it. `manualTimers`: the
 * engine cycle runs only when the test moves the clock (`engineCycle`, `setPrice`).
 */
export function withTradingApp(
  pairs: readonly (keyof typeof START_PRICES)[],
  use: (t: TestApp) => void,
  options: { manualTimers?: boolean } = {},
): TradingKit {
  let app: TestApp | undefined;
  withTestApp((built) => {
    app = built;
    use(built);
  }, options);
  const trade = tradingKit(() => app!);
  beforeAll(async () => {
    for (const code of pairs) await trade.setPrice(code, START_PRICES[code]);
  });
  return trade;
}
