import { decimalDivide, decimalMul, decimalSub } from '../decimal/strings.js';
import { PERCENT_SCALE } from '../units.js';

/**
 * DESIGN §4 quote `Change`: (close − open) ÷ open as a percent, rounded half away from zero at
 * 2 decimals; 0 when there is no open yet (open 0). Computed on the decimals the prices print as,
 * so 1.1 → 1.1011 is exactly 0.1 %, not 0.09999… rounded the wrong way by float noise.
 */
export function dayChangePercent(open: number, close: number): number {
  if (!Number.isFinite(open) || !Number.isFinite(close)) {
    throw new RangeError(`prices must be finite: open ${open}, close ${close}`);
  }
  if (open === 0) return 0;
  const percent = decimalDivide(decimalMul(decimalSub(close, open), 100), open, PERCENT_SCALE, 'halfUp');
  // Number('-0.00') is −0; adding 0 gives +0, which prints and serializes as 0.
  return Number(percent) + 0;
}
