import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidLookupFrom } from '../market/conversion.js';
import {
  bidsArb,
  lotsArb,
  pairCodeArb,
  priceArb,
  sideArb,
  unitsPerLotArb,
} from '../test-support/arbitraries.js';
import { Ref, refPnlQuote, refPnlUsd, refRound } from '../test-support/reference.js';
import { pnlQuote, pnlUsd } from './pnl.js';

const positionArb = fc.record({
  pairCode: pairCodeArb,
  side: sideArb,
  lots: lotsArb,
  unitsPerLot: unitsPerLotArb,
  openPriceQuote: priceArb,
  closePriceQuote: priceArb,
  bids: bidsArb,
});

describe('pnlQuote and pnlUsd', () => {
  it('DESIGN §5 P&L rounds toward −∞ at 6 dp: exact − 0.000001 < pnl ≤ exact', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const pnl = pnlUsd({ ...position, bids: bidLookupFrom(position.bids) });
        const exact = refPnlUsd(position);
        expect(new Ref(pnl).lte(exact)).toBe(true);
        expect(exact.minus(pnl).lt('0.000001')).toBe(true);
        expect(pnl).toBe(refRound(exact, 6, 'floor').replace(/^-(0\.0+)$/, '$1'));
      }),
      { numRuns: 500 },
    );
  });

  it('SPEC §9 P&L in the quote currency: a long is (close − open) × lots × units, exact', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        expect(new Ref(pnlQuote(position)).eq(refPnlQuote(position))).toBe(true);
      }),
    );
  });

  it('SPEC §9 P&L: long P&L = −short P&L before rounding', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const long = pnlQuote({ ...position, side: 1 });
        const short = pnlQuote({ ...position, side: 2 });
        expect(new Ref(long).plus(short).isZero()).toBe(true);
      }),
    );
  });

  it('DESIGN §5 P&L: after rounding down, long + short is 0 or −0.000001 (never in the client’s favour)', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const bids = bidLookupFrom(position.bids);
        const total = new Ref(pnlUsd({ ...position, side: 1, bids })).plus(
          pnlUsd({ ...position, side: 2, bids }),
        );
        expect(total.isZero() || total.eq('-0.000001')).toBe(true);
      }),
    );
  });

  it('DESIGN §5 USDJPY P&L is in JPY and converts at 1 ÷ the USDJPY bid', () => {
    const position = { side: 1 as const, lots: '0.25', unitsPerLot: 100000, openPriceQuote: '151.252' };
    expect(pnlQuote({ ...position, closePriceQuote: '151.877' })).toBe('15625.00000');
    const bids = bidLookupFrom({ USDJPY: '151.877' });
    expect(pnlUsd({ ...position, pairCode: 'USDJPY', closePriceQuote: '151.877', bids })).toBe('102.879303');
  });

  it('a flat position books exactly zero', () => {
    const bids = bidLookupFrom({});
    const flat = {
      pairCode: 'EURUSD',
      lots: '1',
      unitsPerLot: 100000,
      openPriceQuote: '1.1',
      closePriceQuote: '1.1',
    };
    expect(pnlUsd({ ...flat, side: 1, bids })).toBe('0.000000');
    expect(pnlUsd({ ...flat, side: 2, bids })).toBe('0.000000');
  });
});
