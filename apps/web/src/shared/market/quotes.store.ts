import type { ForexItem } from '@fxdesk/contract';
import { create } from 'zustand';

/** A quote as DAY_MARKET / DAY_MARKET_BATCH carry it (DESIGN §8); time in epoch ms. */
export interface Quotation {
  close: number;
  change: number;
  open: number;
  high: number;
  low: number;
  bid: number;
  ask: number;
  volume: number;
  time: number;
}

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
  return { ...next, dir, seq: moved && flash ? previous.seq + 1 : previous.seq };
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
  };
}

/** The trade list's quotes fill in pairs the socket has not spoken about yet (no flash). */
export function seedQuotes(pairs: readonly ForexItem[]): void {
  useQuotesStore.setState((state) => {
    let quotes: Record<string, LiveQuote> | null = null;
    for (const pair of pairs) {
      const previous = state.quotes[pair.Code];
      const quotation = quotationOfPair(pair);
      if (previous && quotation.time <= previous.time) continue;
      quotes ??= { ...state.quotes };
      quotes[pair.Code] = merge(previous, quotation, false);
    }
    return quotes ? { quotes } : state;
  });
}

export const useQuote = (code: string | null | undefined): LiveQuote | undefined =>
  useQuotesStore((s) => (code ? s.quotes[code] : undefined));
