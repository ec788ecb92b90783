import type { BidLookup, BookQuote } from '@fxdesk/domain';
import { AppError } from '../../errors.js';
import type { MarketState } from '../market/index.js';

/** The pair's current book as the domain wants it: decimal strings on the precision grid. */
export function bookOf(market: MarketState, code: string): BookQuote {
  const pair = market.pairByCode(code);
  const quote = market.quote(code);
  if (!pair || !quote) throw new AppError('NO_QUOTE');
  return bookAt(pair.pricePrecision, quote.bid, quote.ask);
}

/** A book from one bid and ask (a tick's, say) on the pair's precision grid. */
export function bookAt(pricePrecision: number, bid: number, ask: number): BookQuote {
  return { bid: bid.toFixed(pricePrecision), spread: Math.max(0, ask - bid).toFixed(pricePrecision) };
}

/** Current bids, with one pair's bid taken from `book` (a trigger's tick) instead of the live quote. */
export function bidsWith(market: MarketState, code: string, book: BookQuote): BidLookup {
  const live = bidsOf(market);
  return (c) => (c === code ? book.bid : live(c));
}

/** Current bids of every pair, for converting quote-currency amounts to USD (DESIGN §5). */
export function bidsOf(market: MarketState): BidLookup {
  return (code) => {
    const pair = market.pairByCode(code);
    const quote = market.quote(code);
    return pair && quote ? quote.bid.toFixed(pair.pricePrecision) : undefined;
  };
}
