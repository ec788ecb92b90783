import { describe, expect, it } from 'vitest';
import {
  decimalAdd,
  decimalCompare,
  decimalDivide,
  decimalMul,
  decimalRound,
  decimalSub,
  decimalSum,
  isDecimal,
} from './strings.js';

describe('decimal string API', () => {
  it('adds, subtracts, multiplies and sums exactly', () => {
    expect(decimalAdd('0.1', '0.2')).toBe('0.3');
    expect(decimalSub('10000', '40.25')).toBe('9959.75');
    expect(decimalMul('0.01', 100000)).toBe('1000.00');
    expect(decimalSum(['217.526', '1500', '-0.026'])).toBe('1717.500');
    expect(decimalSum([])).toBe('0');
  });

  it('compares and validates', () => {
    expect(decimalCompare('1.10', '1.1')).toBe(0);
    expect(decimalCompare('-1', '0')).toBe(-1);
    expect(isDecimal('12.5')).toBe(true);
    expect(isDecimal('12,5')).toBe(false);
  });

  it('rounds and divides with an explicit direction and scale', () => {
    expect(decimalRound('2.1755', 6, 'ceil')).toBe('2.175500');
    expect(decimalRound('0.00108775', 6, 'ceil')).toBe('0.001088');
    expect(decimalRound('-0.0000001', 6, 'floor')).toBe('-0.000001');
    expect(decimalRound('-0.0000001', 6, 'ceil')).toBe('0.000000');
    expect(decimalDivide('15625', '151.877', 6, 'floor')).toBe('102.879303');
  });
});
