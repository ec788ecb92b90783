import {
  decimalAdd,
  decimalCompare,
  decimalDivide,
  decimalMul,
  decimalRound,
  decimalSub,
} from '../decimal/strings.js';
import { maxDrawdownPercent } from './stats.js';

/** Bounds of a follow's parameters (DESIGN §7), checked by the API and the back-test alike. */
export const FOLLOW_LIMITS = {
  minMultiple: '0.1',
  maxMultiple: '10',
  minStopLossRate: '0.05',
  maxStopLossRate: '0.95',
  /** Days a back-test may replay. */
  maxBacktestDays: 90,
} as const;

export interface CopySizeParams {
  leaderLots: string;
  multiple: string;
  allocationUsd: string;
  leaderEquityUsd: string;
  minLots: string;
  stepLots: string;
}

/**
 * DESIGN §7 copy size: leader lots × multiple × (allocation ÷ leader equity), rounded down to
 * the lot step. Null when that is below the pair's minimum (the copy is skipped) or the leader
 * has no equity to size against.
 */
export function copyLots(p: CopySizeParams): string | null {
  if (decimalCompare(p.leaderEquityUsd, '0') <= 0) return null;
  const scaled = decimalDivide(
    decimalMul(decimalMul(p.leaderLots, p.multiple), p.allocationUsd),
    decimalMul(p.leaderEquityUsd, p.stepLots),
    0,
    'floor',
  );
  const lots = decimalMul(scaled, p.stepLots);
  if (decimalCompare(lots, p.minLots) < 0 || decimalCompare(lots, '0') <= 0) return null;
  return decimalRound(lots, 4, 'floor');
}

/** One of the trader's closed positions, as the back-test replays it. */
export interface BacktestTrade {
  openedAtMs: number;
  closedAtMs: number;
  lots: string;
  /** Realized P&L of the position (USD). */
  pnlUsd: string;
  feeUsd: string;
  marginUsd: string;
  /**
   * The trader's balance when the position opened (USD): what copies are sized against. Null
   * when it is not known (the trade is skipped as `no_equity`, never sized on zero).
   */
  leaderEquityUsd: string | null;
  minLots: string;
  stepLots: string;
}

export interface BacktestParams {
  amountUsd: string;
  multiple: string;
  stopLossRate: string;
  startMs: number;
  trades: readonly BacktestTrade[];
}

/**
 * Why the back-test skipped a trade: below the pair's minimum lot, without free margin, after
 * the copy stop-loss, or with no known positive balance of the trader at its open to size on.
 */
export type SkipReason = 'below_min_lot' | 'insufficient_margin' | 'copy_stop_loss' | 'no_equity';

export interface BacktestResult {
  /** [time ms, equity USD] at the start and after each copied close. */
  equity: [number, string][];
  profit: string;
  /** Percent, 2 decimals. */
  maxDrawdown: string;
  trades: number;
  skipped: number;
  skippedBy: Record<SkipReason, number>;
  stopped: boolean;
}

/**
 * What following would have done to `amount`: each trade copied at the size the live engine
 * would have used, its P&L and fee scaled by lots (rounded toward minus infinity and up, as
 * booked), a copy skipped without free margin, below the minimum lot or without a known
 * balance of the trader to size on, and everything after the copy stop-loss skipped. Positions overlap: margin is held from open to close.
 */
export function backtest(p: BacktestParams): BacktestResult {
  type Event = { at: number; kind: 'open' | 'close'; index: number };
  const events: Event[] = [];
  p.trades.forEach((t, index) => {
    events.push({ at: t.openedAtMs, kind: 'open', index }, { at: t.closedAtMs, kind: 'close', index });
  });
  events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? a.index - b.index : a.kind === 'close' ? -1 : 1));
  const floor = decimalMul(p.amountUsd, decimalSub('1', p.stopLossRate));
  const open = new Map<number, { lots: string; margin: string }>();
  const skippedBy: Record<SkipReason, number> = {
    below_min_lot: 0,
    insufficient_margin: 0,
    copy_stop_loss: 0,
    no_equity: 0,
  };
  const equity: [number, string][] = [[p.startMs, decimalRound(p.amountUsd, 2, 'floor')]];
  let balance = p.amountUsd;
  let used = '0';
  let copied = 0;
  let stopped = false;
  for (const event of events) {
    const t = p.trades[event.index];
    if (!t) continue;
    if (event.kind === 'open') {
      if (stopped) {
        skippedBy.copy_stop_loss += 1;
        continue;
      }
      if (t.leaderEquityUsd === null || decimalCompare(t.leaderEquityUsd, '0') <= 0) {
        skippedBy.no_equity += 1;
        continue;
      }
      const lots = copyLots({
        leaderLots: t.lots,
        multiple: p.multiple,
        allocationUsd: p.amountUsd,
        leaderEquityUsd: t.leaderEquityUsd,
        minLots: t.minLots,
        stepLots: t.stepLots,
      });
      if (!lots) {
        skippedBy.below_min_lot += 1;
        continue;
      }
      const margin = decimalDivide(decimalMul(t.marginUsd, lots), t.lots, 6, 'ceil');
      const fee = decimalDivide(decimalMul(t.feeUsd, lots), t.lots, 6, 'ceil');
      if (decimalCompare(decimalSub(balance, used), decimalAdd(margin, fee)) < 0) {
        skippedBy.insufficient_margin += 1;
        continue;
      }
      balance = decimalSub(balance, fee);
      used = decimalAdd(used, margin);
      open.set(event.index, { lots, margin });
      copied += 1;
      continue;
    }
    const position = open.get(event.index);
    if (!position) continue;
    open.delete(event.index);
    balance = decimalAdd(balance, decimalDivide(decimalMul(t.pnlUsd, position.lots), t.lots, 6, 'floor'));
    used = decimalSub(used, position.margin);
    equity.push([event.at, decimalRound(balance, 2, 'floor')]);
    if (!stopped && decimalCompare(balance, floor) <= 0) stopped = true;
  }
  const skipped = Object.values(skippedBy).reduce((sum, n) => sum + n, 0);
  return {
    equity,
    profit: decimalRound(decimalSub(balance, p.amountUsd), 2, 'floor'),
    maxDrawdown: maxDrawdownPercent(equity.map(([, v]) => v)),
    trades: copied,
    skipped,
    skippedBy,
    stopped,
  };
}
