import { compare, sign, tryParseFixed, type DecimalInput, type Fixed } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import type { OrderSide } from '../units.js';

/*
 * Stop-loss and take-profit (DESIGN §5). A level of 0 (or empty) means "not set": SPEC §5 sends 0
 * when the toggle is off. Every comparison is on the closing side of the quote, the price the
 * position would actually close at.
 */

/** Why a stop-loss or take-profit is refused. */
export type StopsError =
  'stopLossWrongSide' | 'takeProfitWrongSide' | 'stopLossInvalid' | 'takeProfitInvalid';

/** Inputs of `validateStops`. */
export interface ValidateStopsParams {
  side: OrderSide;
  /**
   * The price the levels must be on the right side of: for an open position or a market order
   * the closing-side price now (`closePrice`: bid for a long, ask for a short); for a pending
   * order its target price, where the position will open.
   */
  referencePriceQuote: DecimalInput;
  stopLossPriceQuote?: DecimalInput | null;
  takeProfitPriceQuote?: DecimalInput | null;
}

/** A level, or null when it is not set (absent, empty, or 0). Undefined when it is not a price. */
function parseLevel(input: DecimalInput | null | undefined): Fixed | null | undefined {
  if (input === undefined || input === null) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const value = tryParseFixed(input);
  if (value === null) return undefined;
  const valueSign = sign(value);
  if (valueSign === 0) return null;
  return valueSign < 0 ? undefined : value;
}

/**
 * Checks a stop-loss and a take-profit against the market: a long's stop-loss must be below the
 * reference and its take-profit above; a short's the other way round. A level on the wrong side
 * would trigger on the next tick, so it is refused with a message instead.
 */
export function validateStops(
  params: ValidateStopsParams,
): { ok: true } | { ok: false; errors: StopsError[] } {
  const reference = parsePositive(params.referencePriceQuote, 'referencePriceQuote');
  const errors: StopsError[] = [];
  // Below the reference is the losing direction of a long, above it that of a short.
  const lossDirection = params.side === 1 ? -1 : 1;
  const stopLoss = parseLevel(params.stopLossPriceQuote);
  if (stopLoss === undefined) errors.push('stopLossInvalid');
  else if (stopLoss !== null && compare(stopLoss, reference) !== lossDirection) {
    errors.push('stopLossWrongSide');
  }
  const takeProfit = parseLevel(params.takeProfitPriceQuote);
  if (takeProfit === undefined) errors.push('takeProfitInvalid');
  else if (takeProfit !== null && compare(takeProfit, reference) !== -lossDirection) {
    errors.push('takeProfitWrongSide');
  }
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/** Inputs of `stopTriggered`. */
export interface StopTriggeredParams {
  side: OrderSide;
  /** The closing-side price of the current tick (`closePrice`). */
  closePriceQuote: DecimalInput;
  stopLossPriceQuote?: DecimalInput | null;
  takeProfitPriceQuote?: DecimalInput | null;
}

/**
 * Which level, if any, this tick triggers: a long's stop-loss when the bid falls to it, its
 * take-profit when the bid rises to it; mirrored on the ask for a short. A tick that gaps through
 * both cannot happen with valid levels; stop-loss is checked first regardless.
 */
export function stopTriggered(params: StopTriggeredParams): 'stopLoss' | 'takeProfit' | null {
  const price = parsePositive(params.closePriceQuote, 'closePriceQuote');
  const lossDirection = params.side === 1 ? -1 : 1;
  const stopLoss = parseLevel(params.stopLossPriceQuote);
  if (stopLoss && compare(price, stopLoss) !== -lossDirection) return 'stopLoss';
  const takeProfit = parseLevel(params.takeProfitPriceQuote);
  if (takeProfit && compare(price, takeProfit) !== lossDirection) return 'takeProfit';
  return null;
}
