import {
  add,
  compare,
  formatFixed,
  mul,
  parseFixed,
  sign,
  sub,
  sum,
  type DecimalInput,
} from '../decimal/fixed.js';
import { ratioCompare, ratioDiv, ratioOf, roundRatio } from '../decimal/ratio.js';
import { PERCENT_SCALE, type Percent, type UsdAmount } from '../units.js';

/** One open position as the account sees it. */
export interface PositionExposure {
  marginUsd: DecimalInput;
  /** P&L marked at the current closing-side price (`pnlUsd`). */
  floatingPnlUsd: DecimalInput;
}

/** Inputs of `accountMetrics`. */
export interface AccountMetricsParams {
  /** Realized cash (DESIGN §5). */
  balanceUsd: DecimalInput;
  positions: readonly PositionExposure[];
  /** Risk rate (%) at or below which the engine stops out; DESIGN §5 default 50. */
  stopOutPercent?: DecimalInput;
  /** Risk rate (%) at or below which the client gets a margin call; DESIGN §5 default 100. */
  marginCallPercent?: DecimalInput;
}

/** The live state of an account (DESIGN §5). */
export interface AccountMetrics {
  equityUsd: UsdAmount;
  usedMarginUsd: UsdAmount;
  freeMarginUsd: UsdAmount;
  floatingPnlUsd: UsdAmount;
  /**
   * equity ÷ used margin × 100, rounded toward −∞ at 2 decimals so that the figure shown never
   * looks healthier than the account is. Null when no margin is used: the ratio is undefined
   * and there is nothing to stop out, so no level can be breached.
   */
  riskRatePercent: Percent | null;
  /** Risk rate ≤ the margin-call level; decided on exact values, not the rounded figure. */
  marginCall: boolean;
  /** Risk rate ≤ the stop-out level; decided on exact values, not the rounded figure. */
  stopOut: boolean;
}

/**
 * Equity, used and free margin, risk rate and the two alarm levels (DESIGN §5). Sums are exact
 * and keep the inputs' decimals, so they round-trip whatever scale the ledger stores.
 */
export function accountMetrics(params: AccountMetricsParams): AccountMetrics {
  const balance = parseFixed(params.balanceUsd, 'balanceUsd');
  const usedMargin = sum(params.positions.map((position) => parseFixed(position.marginUsd, 'marginUsd')));
  const floating = sum(
    params.positions.map((position) => parseFixed(position.floatingPnlUsd, 'floatingPnlUsd')),
  );
  const equity = add(balance, floating);
  const metrics = {
    equityUsd: formatFixed(equity) as UsdAmount,
    usedMarginUsd: formatFixed(usedMargin) as UsdAmount,
    freeMarginUsd: formatFixed(sub(equity, usedMargin)) as UsdAmount,
    floatingPnlUsd: formatFixed(floating) as UsdAmount,
  };
  if (sign(usedMargin) <= 0) {
    return { ...metrics, riskRatePercent: null, marginCall: false, stopOut: false };
  }
  const hundred = parseFixed(100);
  const riskRate = ratioDiv(ratioOf(mul(equity, hundred)), ratioOf(usedMargin));
  const atOrBelow = (level: DecimalInput): boolean =>
    ratioCompare(riskRate, ratioOf(parseFixed(level, 'risk level'))) <= 0;
  return {
    ...metrics,
    riskRatePercent: formatFixed(roundRatio(riskRate, PERCENT_SCALE, 'floor')) as Percent,
    marginCall: atOrBelow(params.marginCallPercent ?? 100),
    stopOut: atOrBelow(params.stopOutPercent ?? 50),
  };
}

/** Inputs of `canAfford`. */
export interface CanAffordParams {
  freeMarginUsd: DecimalInput;
  marginUsd: DecimalInput;
  feeUsd: DecimalInput;
}

/** An order needs free margin ≥ its margin + fee (DESIGN §5). */
export function canAfford(params: CanAffordParams): boolean {
  const required = add(parseFixed(params.marginUsd, 'marginUsd'), parseFixed(params.feeUsd, 'feeUsd'));
  return compare(parseFixed(params.freeMarginUsd, 'freeMarginUsd'), required) >= 0;
}
