import { decimalAdd, decimalCompare, decimalDivide, decimalMul, decimalSub } from '../decimal/strings.js';

/*
 * Copy-trading statistics (DESIGN §7), exact. The database keeps the same figures incrementally
 * with triggers (migration kept_trader_statistics); these functions are the from-scratch
 * definition that the back-fill writes with and the property test compares against.
 */

/** Decimals of the time-weighted return index. */
export const TWR_SCALE = 12;

/** Ledger kinds that are trading results; every other kind moves money in or out (flow). */
export const TRADING_KINDS: ReadonlySet<string> = new Set(['fee', 'realized_pnl', 'negative_balance_reset']);

/**
 * One day's step of the time-weighted return index: prev × (base + pnl) ÷ base with base =
 * opening balance + the day's flow, rounded half away from zero at 12 decimals. A day with
 * base ≤ 0 leaves the index unchanged. Deposits and withdrawals only change the base, so they
 * are never counted as profit.
 */
export function twrStep(prevIndex: string, openBalance: string, flow: string, pnl: string): string {
  const base = decimalAdd(openBalance, flow);
  if (decimalCompare(base, '0') <= 0) return prevIndex;
  return decimalDivide(decimalMul(prevIndex, decimalAdd(base, pnl)), base, TWR_SCALE, 'halfUp');
}

export interface LedgerMove {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  kind: string;
  amount: string;
  balanceAfter: string;
}

export interface EquityDay {
  day: string;
  openBalance: string;
  closeBalance: string;
  flow: string;
  pnl: string;
  twrIndex: string;
}

/** The days of an account's ledger, in posting order (what the trigger keeps row by row). */
export function equityDays(moves: readonly LedgerMove[]): EquityDay[] {
  const days: EquityDay[] = [];
  let prevIndex = '1';
  for (const move of moves) {
    if (decimalCompare(move.amount, '0') === 0) continue;
    let day = days[days.length - 1];
    if (!day || day.day !== move.day) {
      if (day) prevIndex = day.twrIndex;
      day = {
        day: move.day,
        openBalance: decimalSub(move.balanceAfter, move.amount),
        closeBalance: move.balanceAfter,
        flow: '0',
        pnl: '0',
        twrIndex: prevIndex,
      };
      days.push(day);
    }
    if (TRADING_KINDS.has(move.kind)) day.pnl = decimalAdd(day.pnl, move.amount);
    else day.flow = decimalAdd(day.flow, move.amount);
    day.closeBalance = move.balanceAfter;
    day.twrIndex = twrStep(prevIndex, day.openBalance, day.flow, day.pnl);
  }
  return days;
}

export interface ClosedTrade {
  day: string;
  realizedPnl: string;
  pairId: number;
  leverage: number;
}

export interface TradeDay {
  day: string;
  closedOrders: number;
  wins: number;
  grossPnl: string;
}

/** Closed positions per day: count, winners, Σ realized P&L. */
export function tradeDays(trades: readonly ClosedTrade[]): TradeDay[] {
  const byDay = new Map<string, TradeDay>();
  for (const trade of trades) {
    const day = byDay.get(trade.day) ?? { day: trade.day, closedOrders: 0, wins: 0, grossPnl: '0' };
    day.closedOrders += 1;
    if (decimalCompare(trade.realizedPnl, '0') > 0) day.wins += 1;
    day.grossPnl = decimalAdd(day.grossPnl, trade.realizedPnl);
    byDay.set(trade.day, day);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/**
 * Return between two index values as a percent with 2 decimals (rounded toward zero, so a
 * ranking never shows more than was earned).
 */
export function ratePercent(fromIndex: string, toIndex: string): string {
  if (decimalCompare(fromIndex, '0') <= 0) return '0.00';
  return decimalDivide(decimalMul(decimalSub(toIndex, fromIndex), '100'), fromIndex, 2, 'trunc');
}

/**
 * Largest fall from a running peak, as a percent of that peak with 2 decimals (rounded up: a
 * drawdown is never understated). 0 for an empty or never-falling series.
 */
export function maxDrawdownPercent(values: readonly string[]): string {
  let peak: string | undefined;
  let worst = '0.00';
  for (const value of values) {
    if (peak === undefined || decimalCompare(value, peak) > 0) peak = value;
    if (decimalCompare(peak, '0') <= 0) continue;
    const fall = decimalDivide(decimalMul(decimalSub(peak, value), '100'), peak, 2, 'ceil');
    if (decimalCompare(fall, worst) > 0) worst = fall;
  }
  return worst;
}
