import { describe, expect, it } from 'vitest';
import {
  ConversionRateMissingError,
  bidLookupFrom,
  convertToUsd,
  quoteCurrencyOf,
  splitPairCode,
} from './conversion.js';

const bids = bidLookupFrom({ GBPUSD: '1.27415', USDJPY: '151.237', EURUSD: '1.08763' });

describe('convertToUsd', () => {
  it('DESIGN §5 USD converts at 1', () => {
    expect(convertToUsd({ amount: '12.5', currency: 'USD', bids, rounding: 'floor' })).toBe('12.500000');
  });

  it('DESIGN §5 a currency with an XUSD pair converts at its bid (GBP via GBPUSD)', () => {
    expect(convertToUsd({ amount: '-532', currency: 'GBP', bids, rounding: 'floor' })).toBe('-677.847800');
  });

  it('DESIGN §5 a currency with only a USDX pair converts at 1 ÷ its bid (JPY via USDJPY)', () => {
    expect(convertToUsd({ amount: '7380', currency: 'JPY', bids, rounding: 'floor' })).toBe('48.797582');
    expect(convertToUsd({ amount: '7380', currency: 'JPY', bids, rounding: 'ceil', scale: 2 })).toBe('48.80');
  });

  it('DESIGN §5 XUSD is preferred over USDX when both are quoted', () => {
    const both = bidLookupFrom(
      new Map([
        ['EURUSD', '2'],
        ['USDEUR', '4'],
      ]),
    );
    expect(convertToUsd({ amount: '1', currency: 'EUR', bids: both, rounding: 'floor' })).toBe('2.000000');
  });

  it('throws ConversionRateMissingError naming the currency when no pair is quoted', () => {
    expect(() => convertToUsd({ amount: '1', currency: 'NOK', bids, rounding: 'floor' })).toThrow(
      ConversionRateMissingError,
    );
    expect(() => convertToUsd({ amount: '1', currency: 'NOK', bids, rounding: 'floor' })).toThrow(
      /NOKUSD or USDNOK/,
    );
  });

  it('refuses a non-positive conversion bid (a feed bug)', () => {
    const broken = bidLookupFrom({ USDJPY: '0' });
    expect(() => convertToUsd({ amount: '1', currency: 'JPY', bids: broken, rounding: 'floor' })).toThrow(
      /must be positive/,
    );
  });
});

describe('pair codes and lookups', () => {
  it('splits six-letter codes and refuses others', () => {
    expect(splitPairCode('EURGBP')).toEqual({ base: 'EUR', quote: 'GBP' });
    expect(quoteCurrencyOf('XAUUSD')).toBe('USD');
    expect(() => splitPairCode('US30')).toThrow(RangeError);
    expect(() => splitPairCode('eurusd')).toThrow(RangeError);
  });

  it('never reads inherited object keys as bids', () => {
    const lookup = bidLookupFrom({ EURUSD: '1.1' });
    expect(lookup('constructor')).toBeUndefined();
    expect(lookup('EURUSD')).toBe('1.1');
  });
});
