import { formatFixed, mul, sign, sub, ZERO, type DecimalInput } from '../decimal/fixed.js';
import { parseNonNegative, parsePositive } from '../decimal/guards.js';
import { roundFixed } from '../decimal/ratio.js';
import { BALANCE_SCALE, MONEY_SCALE, type CurrencyAmount, type UsdAmount } from '../units.js';

/** Inputs of `withdrawalAmounts`; field names follow the withdraw currency entity (SPEC §3). */
export interface WithdrawalParams {
  /** The amount taken from the balance, in USD (the account currency). */
  amountUsd: DecimalInput;
  /** `fee_type`: 1 is a fixed fee of `feeValueUsd`; anything else `amountUsd × drawRate`. */
  feeType: number;
  /** The fixed fee in USD, used when `feeType = 1`. */
  feeValueUsd: DecimalInput;
  /** `draw_rate`: the fee as a fraction of the amount, used otherwise. */
  drawRate: DecimalInput;
  /** `usd_price`: units of the withdrawal currency paid per 1 USD (EUR 0.9213, BTC 0.0000104). */
  usdPrice: DecimalInput;
}

/** What a withdrawal costs and pays. */
export interface WithdrawalAmounts {
  /** The fee in USD, rounded up at 6 decimals because the client pays it. */
  feeUsd: UsdAmount;
  /**
   * `real_number`: (amount − fee) × usd_price in the withdrawal currency, rounded down at 2
   * decimals (SPEC §9). Never below 0; a withdrawal that pays out nothing is "0", as the golden
   * cases print it, rather than "0.00".
   */
  realNumber: CurrencyAmount;
}

/** The withdrawal fee and the net paid out (SPEC §9, DESIGN §6). */
export function withdrawalAmounts(params: WithdrawalParams): WithdrawalAmounts {
  const amount = parsePositive(params.amountUsd, 'amountUsd');
  const fee =
    params.feeType === 1
      ? parseNonNegative(params.feeValueUsd, 'feeValueUsd')
      : mul(amount, parseNonNegative(params.drawRate, 'drawRate'));
  const feeUsd = roundFixed(fee, MONEY_SCALE, 'ceil');
  // The net is figured from the booked fee so that fee + net reconciles with the ledger.
  const netUsd = sub(amount, feeUsd);
  const usdPrice = parsePositive(params.usdPrice, 'usdPrice');
  const paid = sign(netUsd) > 0 ? roundFixed(mul(netUsd, usdPrice), BALANCE_SCALE, 'trunc') : ZERO;
  return {
    feeUsd: formatFixed(feeUsd) as UsdAmount,
    realNumber: formatFixed(sign(paid) > 0 ? paid : ZERO) as CurrencyAmount,
  };
}
