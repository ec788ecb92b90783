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
