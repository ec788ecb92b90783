import { describe, expect, it } from 'vitest';
import { amountProblem, remarkProblem } from './review-rules';

describe('review form rules', () => {
  it('an approval needs a positive amount with at most 2 decimals', () => {
    expect(amountProblem('')).toBe('amount_required');
    expect(amountProblem('  ')).toBe('amount_required');
    expect(amountProblem('0')).toBe('amount_invalid');
    expect(amountProblem('-5')).toBe('amount_invalid');
    expect(amountProblem('10.123')).toBe('amount_invalid');
    expect(amountProblem('1,000')).toBe('amount_invalid');
    expect(amountProblem('1000.5')).toBeNull();
  });

  it('a rejection needs a remark; a payout may have one', () => {
    expect(remarkProblem('', true)).toBe('remark_required');
    expect(remarkProblem('   ', true)).toBe('remark_required');
    expect(remarkProblem('', false)).toBeNull();
    expect(remarkProblem('x'.repeat(501), false)).toBe('remark_too_long');
    expect(remarkProblem('Proof does not match the amount', true)).toBeNull();
  });
});
