/**
 * The ways of revaluing one pair's book on a tick that the bench compares. Each returns the
 * total floating P&L (USD), so the run can check that they agree.
 */
import {
  AccountMarks,
  PositionBook,
  addToAccounts,
  closeOutcome,
  mayBeAtOrBelow,
  quoteCurrencyOf,
  revalue,
  usdPerQuoteUnit,
} from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketState } from '../../apps/server/src/modules/market/market-state.js';
import { LiveMarks } from '../../apps/server/src/modules/trading/live-marks.js';
import type { OrderRow } from '../../apps/server/src/modules/trading/orders.repository.js';
import type { BenchMarket, Tick } from './book.js';

export type Revalue = (tick: Tick) => number;

/**
 * What the engine does today (`markPosition` via `markAccount`): the book as decimal strings the
 * way `bookOf` builds it, then the exact `closeOutcome` per position, its P&L read back as a number.
 */
export function exactPath({ pair, positions }: BenchMarket): Revalue {
  return (tick) => {
    const book = {
      bid: tick.bid.toFixed(pair.precision),
      spread: Math.max(0, tick.ask - tick.bid).toFixed(pair.precision),
    };
    let total = 0;
    for (const position of positions) {
      const outcome = closeOutcome({
        pairCode: pair.code,
        side: position.side,
        lots: position.lots,
        unitsPerLot: position.unitsPerLot,
        openPriceQuote: position.openPrice,
        book,
        bids: tick.bids,
      });
      total += Number(outcome.pnlUsd);
    }
    return total;
  };
}

/** The domain's float64 fast path: one `PositionBook`, `revalue` per tick. */
export function fastBook({ pair, positions }: BenchMarket): PositionBook {
  const book = new PositionBook({ pairCode: pair.code, priceScale: pair.precision });
  for (const position of positions) {
    book.add({
      id: position.id,
      accountSlot: position.userId - 1,
      side: position.side,
      lots: position.lots,
      unitsPerLot: position.unitsPerLot,
      openPriceQuote: position.openPrice,
      marginUsd: position.margin,
    });
  }
  return book;
}

export function fastPath(market: BenchMarket): Revalue {
  const book = fastBook(market);
  return (tick) =>
    revalue(book, tick.bid, tick.ask, usdPerQuoteUnit(market.pair.code, tick.bids)).totalPnlUsd;
}

/**
 * The fast path plus what a server cycle needs next: per-account equity and used margin, and the
 * stop-out screen (at 50 %) of every account, balances as doubles.
 */
export function fastPathWithAccounts(
  market: BenchMarket,
  accountCount: number,
): Revalue & { screenedAccounts(): number } {
  const book = fastBook(market);
  const accounts = new AccountMarks(accountCount);
  const { balancesUsd } = market;
  let screened = 0;
  const run: Revalue = (tick) => {
    accounts.reset();
    const { totalPnlUsd } = revalue(book, tick.bid, tick.ask, usdPerQuoteUnit(market.pair.code, tick.bids));
    addToAccounts(book, accounts);
    for (let slot = 0; slot < accountCount; slot++) {
      if (mayBeAtOrBelow(accounts, slot, balancesUsd[slot] ?? 0, 50)) screened += 1;
    }
    return totalPnlUsd;
  };
  return Object.assign(run, { screenedAccounts: () => screened });
}

/**
 * The bare baseline: the same P&L over plain arrays, written the obvious way: a long closes at
 * the bid, a short at the ask, times units, times the conversion rate; no book, no checks.
 * `groupedBySide` puts the longs first, as the book does, so the side branch predicts: the strict
 * baseline. In book order the branch is random and the loop runs at 20 µs or 90 µs a tick
 * depending on how much of the pattern the CPU's predictor holds, which would flatter the ratio.
 */
export function bareLoop({ pair, positions }: BenchMarket, options: { groupedBySide: boolean }): Revalue {
  const ordered = options.groupedBySide ? [...positions].sort((a, b) => a.side - b.side) : positions;
  const sides = ordered.map((position) => position.side as number);
  const units = ordered.map((position) => Number(position.lots) * Number(position.unitsPerLot));
  const opens = ordered.map((position) => Number(position.openPrice));
  const pnls = ordered.map(() => 0.5);
  const quote = quoteCurrencyOf(pair.code);
  const count = ordered.length;
  return (tick) => {
    const direct = tick.bids(`${quote}USD`);
    const rate =
      quote === 'USD' ? 1 : direct !== undefined ? Number(direct) : 1 / Number(tick.bids(`USD${quote}`));
    const { bid, ask } = tick;
    let total = 0;
    for (let index = 0; index < count; index++) {
      const open = opens[index] ?? 0;
      const size = units[index] ?? 0;
      const pnl = sides[index] === 1 ? (bid - open) * size * rate : (open - ask) * size * rate;
      pnls[index] = pnl;
      total += pnl;
    }
    return total;
  };
}

/**
 * What the engine's 250 ms cycle runs now, through its own class: `LiveMarks.markAll` (the book
 * on the exact path's grid, conversion via `bidsOf`, totals per account, pending margin) and the
 * stop-out screen of every account. A stub stands in for `MarketState`: the pair and its tick,
 * and the conversion pairs' bids.
 */
export function enginePath(market: BenchMarket): Revalue & { screenedAccounts(): number } {
  const { pair, positions, balancesUsd } = market;
  let tick: Tick | undefined;
  const precisionOf = (bid: string) => bid.split('.')[1]?.length ?? 0;
  const stub = {
    pairById: (id: number) =>
      id === 1 ? { id, code: pair.code, pricePrecision: pair.precision } : undefined,
    pairByCode: (code: string) => {
      if (code === pair.code) return { id: 1, code, pricePrecision: pair.precision };
      const bid = tick?.bids(code);
      return bid === undefined ? undefined : { id: 0, code, pricePrecision: precisionOf(String(bid)) };
    },
    quote: (code: string) => {
      if (!tick) return undefined;
      if (code === pair.code) return { bid: tick.bid, ask: tick.ask };
      const bid = tick.bids(code);
      return bid === undefined ? undefined : { bid: Number(bid), ask: Number(bid) };
    },
  };
  const silent = { error: () => undefined };
  const live = new LiveMarks(stub as unknown as MarketState, silent as unknown as FastifyBaseLogger);
  for (const position of positions) {
    const row = { ...position, pairId: 1, status: 1, accountId: position.userId };
    live.track(row as unknown as OrderRow, undefined);
  }
  const users = [...live.users()];
  let screened = 0;
  const run: Revalue = (next) => {
    tick = next;
    live.markAll();
    let total = 0;
    for (const userId of users) {
      const balance = balancesUsd[userId - 1] ?? 0;
      total += live.risk(userId, balance)?.floatingPnlUsd ?? 0;
      if (live.mayBeAtOrBelow(userId, balance, 50)) screened += 1;
    }
    return total;
  };
  return Object.assign(run, { screenedAccounts: () => screened });
}
