import { isAmountUsd } from '@fxdesk/contract';

/** Client-side checks of the review forms; the server applies the same rules again. */

export const REMARK_MAX = 500;

export type AmountProblem = 'amount_required' | 'amount_invalid';
export type RemarkProblem = 'remark_required' | 'remark_too_long';

export function amountProblem(text: string): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'amount_required';
  // The rule of the API's amountUsd: positive, at most 2 decimals.
  if (!isAmountUsd(value)) return 'amount_invalid';
  return null;
}

export function remarkProblem(text: string, required: boolean): RemarkProblem | null {
  const value = text.trim();
  if (required && !value) return 'remark_required';
  if (value.length > REMARK_MAX) return 'remark_too_long';
  return null;
}
