import type { ForexItem, SocketQuotation } from '@fxdesk/contract';
import { create } from 'zustand';

/**
 * A quote as DAY_MARKET / DAY_MARKET_BATCH carry it (the contract's socket protocol); time in
 * epoch ms, `status` (SPEC §3 MarketStatus, 1 open) absent in quotes that do not carry it (the
 * previous one stands).
 */
export type Quotation = SocketQuotation;

export type TickDirection = 'up' | 'down' | null;

export interface LiveQuote extends Quotation {
  /** Direction of the last price move; kept while the price stands still. */
  dir: TickDirection;
  /** Bumped on every price move: a new value restarts the flash animation. */
  seq: number;
}

interface QuotesState {
  quotes: Readonly<Record<string, LiveQuote>>;
}

export const useQuotesStore = create<QuotesState>()(() => ({ quotes: {} }));

function merge(previous: LiveQuote | undefined, next: Quotation, flash: boolean): LiveQuote {
  if (!previous) return { ...next, dir: null, seq: 0 };
  const moved = next.close !== previous.close;
  let dir = previous.dir;
  if (moved) dir = next.close > previous.close ? 'up' : 'down';
  const status = next.status ?? previous.status;
  return { ...next, status, dir, seq: moved && flash ? previous.seq + 1 : previous.seq };
}

/** Live quotes from the socket, already coalesced to one per symbol; older ones are ignored. */
export function applyQuotations(updates: ReadonlyMap<string, Quotation>): void {
  useQuotesStore.setState((state) => {
    let quotes: Record<string, LiveQuote> | null = null;
    for (const [symbol, quotation] of updates) {
      const previous = state.quotes[symbol];
      if (previous && quotation.time < previous.time) continue;
      quotes ??= { ...state.quotes };
      quotes[symbol] = merge(previous, quotation, true);
    }
    return quotes ? { quotes } : state;
  });
}

export function quotationOfPair(pair: ForexItem): Quotation {
  const q = pair.ForexQuotations;
  return {
    close: q.Close,
    change: q.Change,
    open: q.Open,
    high: q.High,
    low: q.Low,
    bid: q.Bid,
    ask: q.Ask,
    volume: q.Volume,
    time: q.Time,
    status: pair.MarketStatus,
  };
}

/**
 * The trade list's quotes fill in pairs the socket has not spoken about yet (no flash). A closed
 * pair's quote stops moving, so a list as new as the stored quote still updates its status (a
 * close pushed while the socket was down shows after the refetch on reconnect).
 */
export function seedQuotes(pairs: readonly ForexItem[]): void {
  useQuotesStore.setState((state) => {
    let quotes: Record<string, LiveQuote> | null = null;
    for (const pair of pairs) {
      const previous = state.quotes[pair.Code];
      const quotation = quotationOfPair(pair);
      let next: LiveQuote;
      if (!previous || quotation.time > previous.time) next = merge(previous, quotation, false);
      else if (quotation.time === previous.time && quotation.status !== previous.status)
        next = { ...previous, status: quotation.status };
      else continue;
      quotes ??= { ...state.quotes };
      quotes[pair.Code] = next;
    }
    return quotes ? { quotes } : state;
  });
}

/** SPEC §3 MarketStatus, live: the latest pushed status, else the trade list's. */
export const useMarketOpen = (pair: Pick<ForexItem, 'Code' | 'MarketStatus'>): boolean =>
  useQuotesStore((s) => s.quotes[pair.Code]?.status ?? pair.MarketStatus) === 1;

export const useQuote = (code: string | null | undefined): LiveQuote | undefined =>
  useQuotesStore((s) => (code ? s.quotes[code] : undefined));
