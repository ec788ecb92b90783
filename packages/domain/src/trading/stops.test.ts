import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceArb, sideArb } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { stopTriggered, validateStops } from './stops.js';

describe('validateStops', () => {
  it('DESIGN §5 a long needs its stop-loss below and its take-profit above the bid', () => {
    expect(
      validateStops({
        side: 1,
        referencePriceQuote: '1.0876',
        stopLossPriceQuote: '1.08',
        takeProfitPriceQuote: '1.1',
      }),
    ).toEqual({ ok: true });
    expect(
      validateStops({
        side: 1,
        referencePriceQuote: '1.0876',
        stopLossPriceQuote: '1.09',
        takeProfitPriceQuote: '1.08',
      }),
    ).toEqual({
      ok: false,
      errors: ['stopLossWrongSide', 'takeProfitWrongSide'],
    });
  });

  it('DESIGN §5 a short is mirrored: stop-loss above, take-profit below the ask', () => {
    expect(
      validateStops({
        side: 2,
        referencePriceQuote: '1.0876',
        stopLossPriceQuote: '1.09',
        takeProfitPriceQuote: '1.08',
      }),
    ).toEqual({ ok: true });
    expect(validateStops({ side: 2, referencePriceQuote: '1.0876', stopLossPriceQuote: '1.08' })).toEqual({
      ok: false,
      errors: ['stopLossWrongSide'],
    });
  });

  it('DESIGN §5 a level at the market itself is the wrong side (it would trigger at once)', () => {
    expect(validateStops({ side: 1, referencePriceQuote: '1.5', stopLossPriceQuote: '1.50' })).toEqual({
      ok: false,
      errors: ['stopLossWrongSide'],
    });
  });

  it('SPEC §5 a level of 0 or empty means "not set" and always passes', () => {
    for (const unset of [0, '0', '', '  ', null, undefined]) {
      expect(
        validateStops({
          side: 2,
          referencePriceQuote: '1.1',
          stopLossPriceQuote: unset,
          takeProfitPriceQuote: unset,
        }),
      ).toEqual({ ok: true });
    }
  });

  it('SPEC §5 a negative or non-numeric level is refused, not thrown', () => {
    expect(
      validateStops({
        side: 1,
        referencePriceQuote: '1.1',
        stopLossPriceQuote: '-1',
        takeProfitPriceQuote: 'abc',
      }),
    ).toEqual({
      ok: false,
      errors: ['stopLossInvalid', 'takeProfitInvalid'],
    });
  });

  it('DESIGN §5 a level accepted at submit is not triggered by the same price', () => {
    fc.assert(
      fc.property(sideArb, priceArb, priceArb, priceArb, (side, reference, stopLoss, takeProfit) => {
        const params = { side, stopLossPriceQuote: stopLoss, takeProfitPriceQuote: takeProfit };
        if (validateStops({ ...params, referencePriceQuote: reference }).ok) {
          expect(stopTriggered({ ...params, closePriceQuote: reference })).toBeNull();
        }
      }),
    );
  });
});

describe('stopTriggered', () => {
  it('DESIGN §5 a long triggers on the bid: stop-loss at or below, take-profit at or above', () => {
    const long = { side: 1 as const, stopLossPriceQuote: '1.08', takeProfitPriceQuote: '1.10' };
    expect(stopTriggered({ ...long, closePriceQuote: '1.08' })).toBe('stopLoss');
    expect(stopTriggered({ ...long, closePriceQuote: '1.07' })).toBe('stopLoss');
    expect(stopTriggered({ ...long, closePriceQuote: '1.09' })).toBeNull();
    expect(stopTriggered({ ...long, closePriceQuote: '1.10' })).toBe('takeProfit');
  });

  it('DESIGN §5 a short triggers on the ask: stop-loss at or above, take-profit at or below', () => {
    const short = { side: 2 as const, stopLossPriceQuote: '1.10', takeProfitPriceQuote: '1.08' };
    expect(stopTriggered({ ...short, closePriceQuote: '1.10' })).toBe('stopLoss');
    expect(stopTriggered({ ...short, closePriceQuote: '1.09' })).toBeNull();
    expect(stopTriggered({ ...short, closePriceQuote: '1.07' })).toBe('takeProfit');
    expect(stopTriggered({ side: 2, closePriceQuote: '9', stopLossPriceQuote: 0 })).toBeNull();
  });

  it('DESIGN §5 a stop-loss triggers exactly when the closing price reaches it', () => {
    fc.assert(
      fc.property(sideArb, priceArb, priceArb, (side, price, stopLoss) => {
        const reached = side === 1 ? new Ref(price).lte(stopLoss) : new Ref(price).gte(stopLoss);
        const result = stopTriggered({ side, closePriceQuote: price, stopLossPriceQuote: stopLoss });
        expect(result === 'stopLoss').toBe(reached);
      }),
    );
  });
});
