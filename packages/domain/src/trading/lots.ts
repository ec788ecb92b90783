import { compare, formatFixed, sign, sub, tryParseFixed, type DecimalInput } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import { ratioDiv, ratioOf } from '../decimal/ratio.js';
import type { Lots } from '../units.js';

/** The pair's lot rules (SPEC §3). */
export interface LotRules {
  /** `ForexMinCont`: the smallest order. */
  minLots: DecimalInput;
  /** `Pip`: the lot step; every order is a whole number of steps. */
  stepLots: DecimalInput;
  /** Largest single order, when the broker sets one (STYLE: a limit on everything). */
  maxLots?: DecimalInput | null;
}

/** Why a lot amount is refused. */
export type LotsError = 'invalid' | 'notPositive' | 'belowMinimum' | 'aboveMaximum' | 'notStepMultiple';

/**
 * Checks a lot amount typed by a client: a decimal, positive, at least the minimum, at most the
 * maximum if any, and an exact multiple of the step. The multiple check is done on exact decimals,
 * because 0.3 / 0.1 in floating point is 2.9999999999999996.
 */
export function validateLots(
  lots: DecimalInput,
  rules: LotRules,
): { ok: true; lots: Lots } | { ok: false; error: LotsError } {
  const value = tryParseFixed(lots);
  if (value === null) return { ok: false, error: 'invalid' };
  if (sign(value) <= 0) return { ok: false, error: 'notPositive' };
  if (compare(value, parsePositive(rules.minLots, 'minLots')) < 0)
    return { ok: false, error: 'belowMinimum' };
  const max = rules.maxLots;
  if (max !== undefined && max !== null && compare(value, parsePositive(max, 'maxLots')) > 0) {
    return { ok: false, error: 'aboveMaximum' };
  }
  const steps = ratioDiv(ratioOf(value), ratioOf(parsePositive(rules.stepLots, 'stepLots')));
  if (steps.num % steps.den !== 0n) return { ok: false, error: 'notStepMultiple' };
  return { ok: true, lots: formatFixed(value) as Lots };
}

/** SPEC §5: the lot decrement button is disabled when amount − Pip is at or below 0. */
export function canDecrementLots(lots: DecimalInput, stepLots: DecimalInput): boolean {
  const value = tryParseFixed(lots);
  if (value === null) return false;
  return sign(sub(value, parsePositive(stepLots, 'stepLots'))) > 0;
}
