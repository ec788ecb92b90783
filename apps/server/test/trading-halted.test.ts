import { describe, expect, it } from 'vitest';
import { type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';

/**
 * Issue 14 §4: positions could be closed and SL/TP edited while a pair was halted, at the frozen
 * quote. SPEC §5 closes the market for buy and sell; now for the client's close and edits too.
 */
let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

function halt(code: string) {
  const pair = t.ctx.market.pairByCode(code)!;
  t.ctx.market.setPairs([{ ...pair, enabled: 0 }]);
  return () => t.ctx.market.setPairs([pair]);
}

describe('a halted pair refuses closes and SL/TP edits with MARKET_CLOSED (1301)', () => {
  it('close and set_stop_price of an open position are refused; nothing moves; after reopening they work', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    expect(opened.code).toBe(1);
    const [position] = (await trade.myDeal(u.token, 1)).data;
    const balance = await trade.balanceOf(u.id);

    const reopen = halt('EURUSD');
    const close = await trade.call(u.token, '/v1/api/forex/close', { id: position!.Id });
    expect(close.code).toBe(1301);
    expect(close.msg).toMatch(/closed/i);
    const edit = await trade.setStopLoss(u.token, position!.Id, '1.05');
    expect(edit.code).toBe(1301);
    expect((await trade.myDeal(u.token, 1)).data).toHaveLength(1);
    expect((await trade.myDeal(u.token, 1)).data[0]!.TargetLossPrice || 0).toBe(0);
    expect(await trade.balanceOf(u.id)).toBe(balance);

    reopen();
    expect((await trade.setStopLoss(u.token, position!.Id, '1.05')).code).toBe(1);
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: position!.Id })).code).toBe(1);
  });

  it('SL/TP edits of a pending order are refused; cancelling it (no price involved) is allowed', async () => {
    const u = await trade.demoUser();
    const placed = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.05' }));
    expect(placed.code).toBe(1);
    const [pending] = (await trade.myDeal(u.token, 0)).data;
    const reopen = halt('EURUSD');
    try {
      expect((await trade.setStopLoss(u.token, pending!.Id, '1.01')).code).toBe(1301);
      expect((await trade.call(u.token, '/v1/api/forex/cancel_trade', { id: pending!.Id })).code).toBe(1);
    } finally {
      reopen();
    }
  });

  it('another account’s order id still answers "not found", not the market state', async () => {
    const owner = await trade.demoUser();
    const other = await trade.demoUser();
    expect((await trade.submit(owner.token, trade.marketOrder(2))).code).toBe(1);
    const [position] = (await trade.myDeal(owner.token, 1)).data;
    const reopen = halt('EURUSD');
    try {
      expect((await trade.call(other.token, '/v1/api/forex/close', { id: position!.Id })).code).toBe(1305);
    } finally {
      reopen();
    }
  });
});
