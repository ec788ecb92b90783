import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askFromBid, pointsToPrice, priceToPoints, roundToPrecision } from './grid.js';

describe('price grid', () => {
  it('SPEC §3 PricePrecision: prices round to the pair precision (5, JPY 3, metals 2)', () => {
    expect(roundToPrecision(1.0876349, 5)).toBe(1.08763);
    expect(roundToPrecision(151.2375, 3)).toBe(151.238);
    expect(roundToPrecision(2351.4249, 2)).toBe(2351.42);
    expect(roundToPrecision(7.6, 0)).toBe(8);
  });

  it('SPEC §3 points ↔ price round-trips on the grid', () => {
    expect(priceToPoints(1.08763, 5)).toBe(108763);
    expect(pointsToPrice(108763, 5)).toBe(1.08763);
    expect(() => pointsToPrice(1.5, 5)).toThrow(RangeError);
  });

  it('DESIGN §4 ask = bid + spreadPoints × 10^-precision, exactly on the grid (no float residue)', () => {
    expect(1.08703 + 0.00012).toBe(1.0871499999999998); // The float sum lands beside the grid…
    expect(askFromBid(1.08703, 12, 5)).toBe(1.08715); // …adding whole points does not.
    expect(askFromBid(1.08763, 12, 5)).toBe(1.08775);
    expect(askFromBid(2351.42, 35, 2)).toBe(2351.77);
    expect(askFromBid(151.237, 15, 3)).toBe(151.252);
  });

  it('DESIGN §4 a grid price prints as its decimal and parses back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.nat(500),
        (points, p, spread) => {
          const bid = pointsToPrice(points, p);
          const ask = askFromBid(bid, spread, p);
          expect(Number(bid.toFixed(p))).toBe(bid);
          expect(Number(ask.toFixed(p))).toBe(ask);
          expect(priceToPoints(ask, p) - priceToPoints(bid, p)).toBe(spread);
          expect(roundToPrecision(bid, p)).toBe(bid);
        },
      ),
    );
  });

  it('refuses a precision outside 0–10 and a fractional or negative spread', () => {
    expect(() => roundToPrecision(1, -1)).toThrow(RangeError);
    expect(() => roundToPrecision(1, 1.5)).toThrow(RangeError);
    expect(() => askFromBid(1, -1, 5)).toThrow(RangeError);
    expect(() => askFromBid(1, 0.5, 5)).toThrow(RangeError);
  });
});
