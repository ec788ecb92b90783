import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceArb, sideArb } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { pendingOrderKind, pendingTriggered } from './pending.js';

const book = { bid: '1.08763', spread: '0.00012' }; // ask 1.08775

describe('pendingOrderKind', () => {
  it('DESIGN §5 a buy below the ask is a limit, above it a stop', () => {
    expect(pendingOrderKind(1, '1.08', book)).toBe('limit');
    expect(pendingOrderKind(1, '1.08770', book)).toBe('limit');
    expect(pendingOrderKind(1, '1.08780', book)).toBe('stop');
  });

  it('DESIGN §5 mirrored for sells: above the bid a limit, below it a stop', () => {
    expect(pendingOrderKind(2, '1.09', book)).toBe('limit');
    expect(pendingOrderKind(2, '1.08770', book)).toBe('limit');
    expect(pendingOrderKind(2, '1.08760', book)).toBe('stop');
  });

  it('DESIGN §5 a target exactly at the fill side counts as a limit', () => {
    expect(pendingOrderKind(1, '1.08775', book)).toBe('limit');
    expect(pendingOrderKind(2, '1.08763', book)).toBe('limit');
  });
});

describe('pendingTriggered', () => {
  it('DESIGN §5 a buy limit fills once the ask falls to the target; a buy stop once it rises to it', () => {
    expect(pendingTriggered({ side: 1, kind: 'limit', targetPriceQuote: '1.08775', book })).toBe(true);
    expect(pendingTriggered({ side: 1, kind: 'limit', targetPriceQuote: '1.08', book })).toBe(false);
    expect(pendingTriggered({ side: 1, kind: 'stop', targetPriceQuote: '1.08', book })).toBe(true);
    expect(pendingTriggered({ side: 1, kind: 'stop', targetPriceQuote: '1.09', book })).toBe(false);
  });

  it('DESIGN §5 a sell limit fills once the bid rises to the target; a sell stop once it falls to it', () => {
    expect(pendingTriggered({ side: 2, kind: 'limit', targetPriceQuote: '1.08', book })).toBe(true);
    expect(pendingTriggered({ side: 2, kind: 'limit', targetPriceQuote: '1.09', book })).toBe(false);
    expect(pendingTriggered({ side: 2, kind: 'stop', targetPriceQuote: '1.09', book })).toBe(true);
    expect(pendingTriggered({ side: 2, kind: 'stop', targetPriceQuote: '1.08', book })).toBe(false);
  });

  it('DESIGN §5 on the book it was classified on, a pending order fills only if its target is that book', () => {
    fc.assert(
      fc.property(sideArb, priceArb, priceArb, (side, target, bid) => {
        const market = { bid, spread: '0.0001' };
        const fillSide = side === 1 ? new Ref(bid).plus(market.spread) : new Ref(bid);
        const kind = pendingOrderKind(side, target, market);
        const triggered = pendingTriggered({ side, kind, targetPriceQuote: target, book: market });
        expect(triggered).toBe(fillSide.eq(target));
      }),
    );
  });
});
