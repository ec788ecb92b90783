import { tryParseFixed, formatFixed, type DecimalInput } from '../decimal/fixed.js';
import { roundFixed, type Rounding } from '../decimal/ratio.js';
import { BALANCE_SCALE, MONEY_SCALE, PERCENT_SCALE } from '../units.js';

/**
 * How each kind of money figure is rounded when it leaves the server (SPEC §9, DESIGN §3, §5), in
 * one table that the server's wire format and the web client's formatter both read, so a balance
 * shows the same cents on every screen as the server sent it.
 *
 * - balance: 2 decimals toward zero, never more than is held (the server's `balance2`);
 * - profit: toward −∞ (what the client receives);
 * - margin and fee: toward +∞ (what the client pays);
 * - percent (risk rate, change): to nearest, display only.
 */
export type FigureKind = 'balance' | 'profit' | 'margin' | 'fee' | 'percent';

export interface FigureRounding {
  /** The decimals the server sends. */
  readonly scale: number;
  readonly rounding: Rounding;
}

export const FIGURE_ROUNDING: Readonly<Record<FigureKind, FigureRounding>> = {
  balance: { scale: BALANCE_SCALE, rounding: 'trunc' },
  profit: { scale: MONEY_SCALE, rounding: 'floor' },
  margin: { scale: MONEY_SCALE, rounding: 'ceil' },
  fee: { scale: MONEY_SCALE, rounding: 'ceil' },
  percent: { scale: PERCENT_SCALE, rounding: 'halfUp' },
};

/**
 * A figure rounded as its kind is rounded, at `scale` decimals (the kind's own by default; a
 * screen showing fewer decimals rounds in the same direction), printed with exactly that many
 * decimals; null when the input is not a decimal.
 */
export function roundFigure(value: DecimalInput, kind: FigureKind, scale?: number): string | null {
  const parsed = tryParseFixed(value);
  if (parsed === null) return null;
  const rule = FIGURE_ROUNDING[kind];
  return formatFixed(roundFixed(parsed, scale ?? rule.scale, rule.rounding));
}
