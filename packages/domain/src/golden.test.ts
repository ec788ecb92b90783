import { describe, expect, it } from 'vitest';
import {
  accountMetrics,
  bidLookupFrom,
  closeOutcome,
  fillPrice,
  openCosts,
  pendingOrderKind,
  withdrawalAmounts,
} from './index.js';
import {
  golden,
  type AccountCase,
  type CloseCase,
  type GoldenCase,
  type OpenCase,
  type WithdrawCase,
} from './test-support/golden.js';

/*
 * DESIGN §5: "golden/money-cases.json holds worked cases of every formula (open, close, account,
 * withdraw): the domain tests must reproduce them exactly". One test per case, named after it,
 * comparing every expected value as the exact string the file holds. The repository keeps its own
 * copy (packages/domain/golden/), so a clean checkout anywhere runs these tests.
 */

function marketOf(pair: string): { bid: string; spread: string } {
  const book = golden.market[pair];
  if (book === undefined) throw new Error(`golden market has no ${pair}`);
  return book;
}

const marketBids = bidLookupFrom(
  Object.fromEntries(Object.entries(golden.market).map(([pair, book]) => [pair, book.bid])),
);

function checkOpen(c: OpenCase): void {
  const book = marketOf(c.pair);
  const costs = openCosts({
    pairCode: c.pair,
    side: c.side,
    entry: c.entry,
    book,
    targetPriceQuote: c.entry === 'pending' ? c.fill_price : null,
    lots: c.lots,
    unitsPerLot: c.units_per_lot,
    leverage: c.leverage,
    marginModeFixed: c.margin_mode_fixed,
    tradeFeeType: c.trade_fee_type,
    feeRate: c.fee_rate,
    bids: marketBids,
  });
  // The case's fill price must follow from the book (DESIGN §5: buy at ask, sell at bid).
  if (c.entry === 'market') expect(fillPrice(c.side, book)).toBe(c.fill_price);
  else expect(pendingOrderKind(c.side, c.fill_price, book)).toBe('limit');
  expect(costs.priceQuote).toBe(c.fill_price);
  expect(costs.marginUsd).toBe(c.expected.margin_usd);
  expect(costs.feeUsd).toBe(c.expected.fee_usd);
}

function checkClose(c: CloseCase): void {
  const outcome = closeOutcome({
    pairCode: c.pair,
    side: c.side,
    lots: c.lots,
    unitsPerLot: c.units_per_lot,
    openPriceQuote: c.open_price,
    book: { bid: c.close_bid, spread: c.spread },
    bids: bidLookupFrom(c.conversion_bids),
  });
  expect(outcome.priceQuote).toBe(c.close_price);
  expect(outcome.pnlUsd).toBe(c.expected.pnl_usd);
}

function checkAccount(c: AccountCase): void {
  const metrics = accountMetrics({
    balanceUsd: c.balance,
    positions: c.positions.map((p) => ({ marginUsd: p.margin_usd, floatingPnlUsd: p.floating_pnl_usd })),
    stopOutPercent: 50,
    marginCallPercent: 100,
  });
  expect(metrics.equityUsd).toBe(c.expected.equity);
  expect(metrics.usedMarginUsd).toBe(c.expected.used_margin);
  expect(metrics.freeMarginUsd).toBe(c.expected.free_margin);
  expect(metrics.riskRatePercent).toBe(c.expected.risk_rate_percent);
  expect(metrics.stopOut).toBe(c.expected.below_stop_out_50);
  expect(metrics.marginCall).toBe(c.expected.margin_call_100);
}

function checkWithdraw(c: WithdrawCase): void {
  const amounts = withdrawalAmounts({
    amountUsd: c.amount,
    feeType: c.fee_type,
    feeValueUsd: c.fee_value,
    drawRate: c.draw_rate,
    usdPrice: c.usd_price,
  });
  expect(amounts.feeUsd).toBe(c.expected.fee);
  expect(amounts.realNumber).toBe(c.expected.real_number);
}

function check(c: GoldenCase): void {
  switch (c.kind) {
    case 'open':
      return checkOpen(c);
    case 'close':
      return checkClose(c);
    case 'account':
      return checkAccount(c);
    case 'withdraw':
      return checkWithdraw(c);
    default:
      throw new Error(`golden case of unknown kind: ${JSON.stringify(c)}`);
  }
}

describe('golden money cases (SPEC §9, DESIGN §5–6)', () => {
  it('covers every kind the design names', () => {
    const kinds = new Set(golden.cases.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['account', 'close', 'open', 'withdraw']);
  });

  for (const kind of ['open', 'close', 'account', 'withdraw'] as const) {
    describe(kind, () => {
      for (const c of golden.cases.filter((candidate) => candidate.kind === kind)) {
        it(c.name, () => check(c));
      }
    });
  }
});
