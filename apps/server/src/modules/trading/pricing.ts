import type { BidLookup, BookQuote } from '@fxdesk/domain';
import { AppError } from '../../http/errors.js';
import type { MarketState } from '../market/market-state.js';

/** The pair's current book as the domain wants it: decimal strings on the precision grid. */
export function bookOf(market: MarketState, code: string): BookQuote {
  const pair = market.pairByCode(code);
  const quote = market.quote(code);
  if (!pair || !quote) throw new AppError('NO_QUOTE');
  const p = pair.pricePrecision;
  return { bid: quote.bid.toFixed(p), spread: Math.max(0, quote.ask - quote.bid).toFixed(p) };
}

/** Current bids of every pair, for converting quote-currency amounts to USD (DESIGN §5). */
export function bidsOf(market: MarketState): BidLookup {
  return (code) => {
    const pair = market.pairByCode(code);
    const quote = market.quote(code);
    return pair && quote ? quote.bid.toFixed(pair.pricePrecision) : undefined;
  };
}
