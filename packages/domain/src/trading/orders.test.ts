import { describe, expect, it } from 'vitest';
import { bidLookupFrom } from '../market/conversion.js';
import { closeOutcome, openCosts } from './orders.js';

const bids = bidLookupFrom({ EURUSD: '1.08763', USDJPY: '151.237' });
const ticket = {
  pairCode: 'EURUSD',
  book: { bid: '1.08763', spread: '0.00012' },
  lots: '0.01',
  unitsPerLot: 100000,
  leverage: 500,
  marginModeFixed: false,
  tradeFeeType: 2,
  feeRate: '0.0005',
  bids,
};

describe('openCosts', () => {
  it('DESIGN §5 a market buy fills at the ask and its margin uses that price', () => {
    expect(openCosts({ ...ticket, side: 1, entry: 'market' })).toEqual({
      priceQuote: '1.08775',
      marginUsd: '2.175500',
      feeUsd: '0.001088',
      requiredUsd: '2.176588',
    });
  });

  it('DESIGN §5 a market sell fills at the bid', () => {
    expect(openCosts({ ...ticket, side: 2, entry: 'market' }).priceQuote).toBe('1.08763');
  });

  it('SPEC §9 a pending order uses its target price, not the market', () => {
    const costs = openCosts({
      ...ticket,
      side: 1,
      entry: 'pending',
      targetPriceQuote: '1.08000',
      lots: '0.10',
      leverage: 200,
    });
    expect(costs).toMatchObject({ priceQuote: '1.08000', marginUsd: '54.000000', feeUsd: '0.027000' });
  });

  it('a pending order without a target is a bug', () => {
    expect(() => openCosts({ ...ticket, side: 1, entry: 'pending' })).toThrow(/target price/);
  });
});

describe('closeOutcome', () => {
  it('DESIGN §5 a long closes at the bid and a short at the ask', () => {
    const position = { pairCode: 'EURUSD', lots: '1', unitsPerLot: 100000, openPriceQuote: '1.08000', bids };
    const book = { bid: '1.08100', spread: '0.00012' };
    expect(closeOutcome({ ...position, side: 1, book })).toEqual({
      priceQuote: '1.08100',
      pnlUsd: '100.000000',
    });
    expect(closeOutcome({ ...position, side: 2, book })).toEqual({
      priceQuote: '1.08112',
      pnlUsd: '-112.000000',
    });
  });
});
