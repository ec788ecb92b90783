import { formatFixed, mul, type DecimalInput } from '../decimal/fixed.js';
import { parseNonNegative } from '../decimal/guards.js';
import { roundFixed } from '../decimal/ratio.js';
import { MONEY_SCALE, type UsdAmount } from '../units.js';

/** Inputs of `tradeFeeUsd`. */
export interface TradeFeeParams {
  /** The `trade_fee_type` base setting: 1 charges per lot, anything else a share of the margin. */
  tradeFeeType: number;
  /** `ForexFeeRate`: USD per lot (type 1) or a fraction of the margin (otherwise). */
  feeRate: DecimalInput;
  lots: DecimalInput;
  /** The booked margin of the order (the rounded `marginUsd`). */
  marginUsd: DecimalInput;
}

/**
 * The opening fee in USD (SPEC §9, DESIGN §5): lots × rate when `trade_fee_type = 1`, otherwise
 * margin × rate; rounded up at 6 decimals because the client pays it.
 *
 * The margin used is the booked (already rounded) margin, so a client can recompute the fee from
 * the two numbers on their ticket. The golden cases agree with either reading.
 */
export function tradeFeeUsd(params: TradeFeeParams): UsdAmount {
  const rate = parseNonNegative(params.feeRate, 'feeRate');
  const base =
    params.tradeFeeType === 1
      ? parseNonNegative(params.lots, 'lots')
      : parseNonNegative(params.marginUsd, 'marginUsd');
  return formatFixed(roundFixed(mul(base, rate), MONEY_SCALE, 'ceil')) as UsdAmount;
}
