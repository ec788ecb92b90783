import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { canDecrementLots, validateLots } from './lots.js';

const rules = { minLots: '0.01', stepLots: '0.01' };

describe('validateLots', () => {
  it('SPEC §3/§5 accepts lots that are ≥ ForexMinCont and a multiple of Pip', () => {
    expect(validateLots('0.01', rules)).toEqual({ ok: true, lots: '0.01' });
    expect(validateLots(0.3, rules)).toEqual({ ok: true, lots: '0.3' });
    expect(validateLots('1.50', rules)).toEqual({ ok: true, lots: '1.50' });
  });

  it.each([
    ['abc', 'invalid'],
    ['', 'invalid'],
    ['0', 'notPositive'],
    ['-0.01', 'notPositive'],
    ['0.005', 'belowMinimum'],
    ['0.015', 'notStepMultiple'],
    ['1.001', 'notStepMultiple'],
  ])('SPEC §5 refuses %j as %s', (lots, error) => {
    expect(validateLots(lots, rules)).toEqual({ ok: false, error });
  });

  it('STYLE limit: an optional maximum lot size', () => {
    expect(validateLots('100.01', { ...rules, maxLots: 100 })).toEqual({ ok: false, error: 'aboveMaximum' });
    expect(validateLots('100', { ...rules, maxLots: 100 })).toMatchObject({ ok: true });
  });

  it('SPEC §5 the step check is exact, e.g. step 0.1 with min 0.1', () => {
    fc.assert(
      fc.property(
        decimalString(1n, 10n ** 7n, 0, 4),
        fc.constantFrom('0.01', '0.1', '0.05', '0.25', '1'),
        (lots, step) => {
          const result = validateLots(lots, { minLots: step, stepLots: step });
          const isMultiple = new Ref(lots).mod(step).isZero();
          const aboveMin = new Ref(lots).gte(step);
          expect(result.ok).toBe(isMultiple && aboveMin);
        },
      ),
    );
  });
});

describe('canDecrementLots', () => {
  it('SPEC §5 decrement is disabled when amount − Pip is at or below 0', () => {
    expect(canDecrementLots('0.02', '0.01')).toBe(true);
    expect(canDecrementLots('0.01', '0.01')).toBe(false);
    expect(canDecrementLots('0.005', '0.01')).toBe(false);
    expect(canDecrementLots('', '0.01')).toBe(false);
  });
});
