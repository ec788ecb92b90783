import { FOLLOW_LIMITS, decimalCompare } from '@fxdesk/domain';
import { AppError } from '../../errors.js';

/*
 * A follow's parameters as typed (text), judged here so that each refusal has its own localized
 * code (DESIGN §7): not a number, out of range. Nothing is written before these pass.
 */

export function parseAmount(text: string): string {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text) || decimalCompare(text, '0') <= 0)
    throw new AppError('FOLLOW_AMOUNT_INVALID');
  return text;
}

export function parseMultiple(text: string): string {
  if (
    !/^\d{1,3}(\.\d{1,2})?$/.test(text) ||
    decimalCompare(text, FOLLOW_LIMITS.minMultiple) < 0 ||
    decimalCompare(text, FOLLOW_LIMITS.maxMultiple) > 0
  )
    throw new AppError('FOLLOW_MULTIPLE_INVALID');
  return text;
}

/** A rate 0.05–0.95; "20%" style percents (5–95) are accepted too and divided by 100. */
export function parseStopLossRate(text: string): string {
  let value = text.endsWith('%') ? text.slice(0, -1) : text;
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(value)) throw new AppError('FOLLOW_STOP_LOSS_INVALID');
  if (text.endsWith('%') || decimalCompare(value, '1') >= 0) value = (Number(value) / 100).toFixed(4);
  if (
    decimalCompare(value, FOLLOW_LIMITS.minStopLossRate) < 0 ||
    decimalCompare(value, FOLLOW_LIMITS.maxStopLossRate) > 0
  )
    throw new AppError('FOLLOW_STOP_LOSS_INVALID');
  return value;
}
