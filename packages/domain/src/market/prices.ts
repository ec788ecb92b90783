import { add, formatFixed, parseFixed, sign, type DecimalInput, type Fixed } from '../decimal/fixed.js';
import type { OrderSide, PriceQuote } from '../units.js';

/**
 * The top of a pair's book as the feed quotes it: the bid and the spread in price units. The ask
 * is derived (bid + spread) so that the two can never disagree.
 */
export interface BookQuote {
  bid: DecimalInput;
  spread: DecimalInput;
}

/** Parsed bid and ask; a negative spread or a non-positive bid is a feed bug and throws. */
export function parseBook(book: BookQuote): { bid: Fixed; ask: Fixed } {
  const bid = parseFixed(book.bid, 'bid');
  const spread = parseFixed(book.spread, 'spread');
  if (sign(bid) <= 0) throw new RangeError(`bid must be positive: ${String(book.bid)}`);
  if (sign(spread) < 0) throw new RangeError(`spread must not be negative: ${String(book.spread)}`);
  return { bid, ask: add(bid, spread) };
}

/** ask = bid + spread, exact, at the scale of the more precise input. */
export function askPrice(book: BookQuote): PriceQuote {
  return formatFixed(parseBook(book).ask) as PriceQuote;
}

/** The side of the book an order of `side` opens on (DESIGN §5): a buy at the ask, a sell at the bid. */
export function fillPrice(side: OrderSide, book: BookQuote): PriceQuote {
  const { bid, ask } = parseBook(book);
  return formatFixed(side === 1 ? ask : bid) as PriceQuote;
}

/**
 * The side of the book a position of `side` closes on (DESIGN §5): a long sells at the bid, a
 * short buys back at the ask. Stop-loss and take-profit are checked against this price too.
 */
export function closePrice(side: OrderSide, book: BookQuote): PriceQuote {
  const { bid, ask } = parseBook(book);
  return formatFixed(side === 1 ? bid : ask) as PriceQuote;
}
