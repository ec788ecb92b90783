import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConversionRateMissingError, bidLookupFrom } from '../market/conversion.js';
import {
  bidsArb,
  leverageArb,
  lotsArb,
  pairCodeArb,
  priceArb,
  unitsPerLotArb,
} from '../test-support/arbitraries.js';
import { Ref, refMarginUsd, refRound } from '../test-support/reference.js';
import { marginUsd } from './margin.js';

const noBids = bidLookupFrom({});

describe('marginUsd', () => {
  it('SPEC §9 margin leveraged mode: lots × units × price ÷ leverage, converted, rounds UP at 6 dp', () => {
    fc.assert(
      fc.property(
        pairCodeArb,
        lotsArb,
        unitsPerLotArb,
        priceArb,
        leverageArb,
        bidsArb,
        (pairCode, lots, unitsPerLot, priceQuote, leverage, bids) => {
          const input = { pairCode, lots, unitsPerLot, priceQuote, leverage, bids };
          const margin = marginUsd({ ...input, marginModeFixed: false, bids: bidLookupFrom(bids) });
          const exact = refMarginUsd(input);
          // Client pays: never below the exact value, and less than one unit of the 6th decimal above.
          expect(new Ref(margin).gte(exact)).toBe(true);
          expect(new Ref(margin).minus(exact).lt('0.000001')).toBe(true);
          expect(margin).toBe(refRound(exact, 6, 'ceil'));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('SPEC §9 margin fixed mode: lots × units per lot, whatever the price and leverage', () => {
    fc.assert(
      fc.property(
        lotsArb,
        unitsPerLotArb,
        priceArb,
        pairCodeArb,
        (lots, unitsPerLot, priceQuote, pairCode) => {
          const margin = marginUsd({
            pairCode,
            lots,
            unitsPerLot,
            priceQuote,
            leverage: null,
            marginModeFixed: true,
            bids: noBids,
          });
          expect(margin).toBe(new Ref(lots).times(unitsPerLot).toFixed(6));
        },
      ),
    );
  });

  it('DESIGN §5 margin is monotonic: more lots never need less margin', () => {
    fc.assert(
      fc.property(lotsArb, lotsArb, priceArb, leverageArb, bidsArb, (a, b, priceQuote, leverage, bids) => {
        const [small, large] = new Ref(a).lte(b) ? [a, b] : [b, a];
        const common = {
          pairCode: 'USDJPY',
          unitsPerLot: '100000',
          priceQuote,
          leverage,
          marginModeFixed: false,
        };
        const lookup = bidLookupFrom(bids);
        const marginSmall = marginUsd({ ...common, lots: small, bids: lookup });
        const marginLarge = marginUsd({ ...common, lots: large, bids: lookup });
        expect(new Ref(marginSmall).lte(marginLarge)).toBe(true);
      }),
    );
  });

  it('SPEC §5 leveraged mode without a leverage is a bug and throws', () => {
    const base = { pairCode: 'EURUSD', lots: '1', unitsPerLot: 100000, priceQuote: '1.1', bids: noBids };
    expect(() => marginUsd({ ...base, marginModeFixed: false })).toThrow(/leverage is required/);
    expect(() => marginUsd({ ...base, leverage: 0, marginModeFixed: false })).toThrow(
      /leverage must be positive/,
    );
  });

  it('DESIGN §5 conversion: a quote currency with no XUSD or USDX bid throws ConversionRateMissingError', () => {
    const input = { pairCode: 'EURNOK', lots: '1', unitsPerLot: 100000, priceQuote: '11.5', leverage: 100 };
    expect(() => marginUsd({ ...input, marginModeFixed: false, bids: noBids })).toThrow(
      ConversionRateMissingError,
    );
  });

  it('refuses non-positive lots', () => {
    const input = { pairCode: 'EURUSD', unitsPerLot: 100000, priceQuote: '1.1', leverage: 100, bids: noBids };
    expect(() => marginUsd({ ...input, lots: '0', marginModeFixed: false })).toThrow(/lots must be positive/);
    expect(() => marginUsd({ ...input, lots: '-1', marginModeFixed: true })).toThrow(/lots must be positive/);
  });
});
