import {
  applyTick,
  askFromBid,
  dayChangePercent,
  isMarketOpen,
  isSchedule,
  KLINE_PERIODS,
  nextOpenChange,
  type Bar,
  type KlinePeriod,
} from '@fxdesk/domain';
import type { PairRow } from './market.repository.js';

/** One price update of a pair; bid and ask on the pair's precision grid. */
export interface Tick {
  code: string;
  bid: number;
  ask: number;
  timeMs: number;
  volume: number;
}

/** The live quote of a pair (DESIGN §4): Close = bid, day open/high/low from the 1day bar. */
export interface Quote {
  bid: number;
  ask: number;
  open: number;
  high: number;
  low: number;
  close: number;
  change: number;
  volume: number;
  timeMs: number;
}

/** How many bars per pair and period stay in memory (≥ 500 served by `kline`). */
export const BARS_IN_MEMORY = 1200;

interface PairState {
  row: PairRow;
  quote: Quote | undefined;
  /** The feed run in which this node received the quote's tick (0: stored history only). */
  run: number;
  /** Per period: the newest bars, oldest first; the last one is the open bar. */
  bars: Map<KlinePeriod, Bar[]>;
}

/** What one batch of ticks changed, for fan-out and persistence. */
export interface BatchChanges {
  codes: Set<string>;
  /** Bars that closed in this batch (final). */
  closedBars: { code: string; period: KlinePeriod; bar: Bar }[];
}

/**
 * The in-memory market of one process: pairs, live quotes and recent bars. Every API node
 * keeps one, fed by the engine's tick batches, so reads never touch the database.
 */
export class MarketState {
  /**
   * @param gapMs PRICE_STALE_MS: a silence of the feed longer than this ends a feed run (0: runs
   *   never end). A quote received before the gap is not live again until its pair ticks.
   */
  constructor(private readonly gapMs = 0) {}

  private readonly byCode = new Map<string, PairState>();
  private readonly byId = new Map<number, PairState>();
  /** MarketStatus last pushed per pair, so a change (admin switch, calendar) is pushed once. */
  private readonly pushedOpen = new Map<string, boolean>();

  setPairs(rows: PairRow[]): void {
    for (const row of rows) {
      const existing = this.byCode.get(row.code);
      const state: PairState = existing
        ? { ...existing, row }
        : { row, quote: undefined, run: 0, bars: new Map() };
      this.byCode.set(row.code, state);
      this.byId.set(row.id, state);
    }
  }

  pairs(): PairRow[] {
    return [...this.byCode.values()].map((s) => s.row).sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  pairByCode(code: string): PairRow | undefined {
    return this.byCode.get(code)?.row;
  }

  pairById(id: number): PairRow | undefined {
    return this.byId.get(id)?.row;
  }

  quote(code: string): Quote | undefined {
    return this.byCode.get(code)?.quote;
  }

  /** Loads stored history for a pair and period (start-up). */
  setBars(code: string, period: KlinePeriod, bars: Bar[]): void {
    const state = this.byCode.get(code);
    if (!state) return;
    state.bars.set(period, bars.slice(-BARS_IN_MEMORY));
    if (period === '1day' || !state.quote) this.refreshQuote(state, undefined);
  }

  bars(code: string, period: KlinePeriod, limit = BARS_IN_MEMORY): Bar[] {
    const bars = this.byCode.get(code)?.bars.get(period) ?? [];
    return bars.slice(-limit);
  }

  openBar(code: string, period: KlinePeriod): Bar | undefined {
    return this.byCode.get(code)?.bars.get(period)?.at(-1);
  }

  /** When this node last heard from the feed (a tick batch or a heartbeat), in its own clock. */
  private feedHeardAtMs: number | null = null;
  /** The current feed run: 1 from the first time the feed is heard, +1 after each gap. */
  private feedRun = 0;

  markFeedHeard(nowMs: number): void {
    if (this.feedHeardAtMs === null || (this.gapMs > 0 && nowMs - this.feedHeardAtMs > this.gapMs))
      this.feedRun++;
    if (this.feedHeardAtMs === null || nowMs > this.feedHeardAtMs) this.feedHeardAtMs = nowMs;
  }

  /**
   * Whether the pair's quote came from the feed since it was last silent for longer than the
   * gap. After a failover the new leader's heartbeat (or another pair's tick) can arrive before
   * this pair's first tick; until then its quote is the one from before the gap (issue 14).
   */
  quoteInCurrentRun(code: string): boolean {
    const state = this.byCode.get(code);
    return !!state?.quote && this.feedRun > 0 && state.run === this.feedRun;
  }

  /** How long ago the feed was last heard; null when never since start. */
  feedSilenceMs(nowMs: number): number | null {
    return this.feedHeardAtMs === null ? null : Math.max(0, nowMs - this.feedHeardAtMs);
  }

  /** SPEC §3 MarketStatus: the admin switch and the pair's session calendar. */
  isOpen(code: string, nowMs: number): boolean {
    const row = this.byCode.get(code)?.row;
    return !!row && row.enabled === 1 && isSchedule(row.schedule) && isMarketOpen(row.schedule, nowMs);
  }

  /**
   * Pairs whose MarketStatus differs from the last call (an admin switch or the session calendar
   * rolling over). A pair seen for the first time is recorded, not reported.
   */
  statusChanges(nowMs: number): Set<string> {
    const changed = new Set<string>();
    for (const code of this.byCode.keys()) {
      const open = this.isOpen(code, nowMs);
      const before = this.pushedOpen.get(code);
      this.pushedOpen.set(code, open);
      if (before !== undefined && before !== open) changed.add(code);
    }
    return changed;
  }

  /** The first time after `nowMs` at which a pair's calendar opens or closes it, or null. */
  nextStatusChange(nowMs: number): number | null {
    let next: number | null = null;
    for (const { row } of this.byCode.values()) {
      if (row.enabled !== 1 || !isSchedule(row.schedule)) continue;
      const at = nextOpenChange(row.schedule, nowMs);
      if (at !== null && (next === null || at < next)) next = at;
    }
    return next;
  }

  applyTicks(ticks: readonly Tick[]): BatchChanges {
    const changes: BatchChanges = { codes: new Set(), closedBars: [] };
    for (const tick of ticks) {
      const state = this.byCode.get(tick.code);
      if (!state) continue;
      for (const period of KLINE_PERIODS) {
        let series = state.bars.get(period);
        if (!series) state.bars.set(period, (series = []));
        const result = applyTick(series.at(-1), tick.bid, tick.volume, tick.timeMs, period);
        if (result.closed) {
          series[series.length - 1] = result.closed;
          changes.closedBars.push({ code: tick.code, period, bar: result.closed });
          series.push(result.bar);
          if (series.length > BARS_IN_MEMORY) series.splice(0, series.length - BARS_IN_MEMORY);
        } else if (series.length === 0) {
          series.push(result.bar);
        } else {
          series[series.length - 1] = result.bar;
        }
      }
      this.refreshQuote(state, tick);
      state.run = this.feedRun;
      changes.codes.add(tick.code);
    }
    return changes;
  }

  private refreshQuote(state: PairState, tick: Tick | undefined): void {
    const day = state.bars.get('1day')?.at(-1);
    const last = state.bars.get('1min')?.at(-1) ?? day;
    const bid = tick?.bid ?? state.quote?.bid ?? last?.close;
    if (bid === undefined) return;
    const ask =
      tick?.ask ?? state.quote?.ask ?? askFromBid(bid, state.row.spreadPoints, state.row.pricePrecision);
    const open = day?.open ?? bid;
    state.quote = {
      bid,
      ask,
      open,
      high: day ? Math.max(day.high, bid) : bid,
      low: day ? Math.min(day.low, bid) : bid,
      close: bid,
      change: dayChangePercent(open, bid),
      volume: day?.volume ?? 0,
      timeMs: tick?.timeMs ?? state.quote?.timeMs ?? last?.time ?? 0,
    };
  }
}
