import { compare, type DecimalInput, type Fixed } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import { parseBook, type BookQuote } from '../market/prices.js';
import type { OrderSide } from '../units.js';

/*
 * Pending orders (SPEC §4 status 0, DESIGN §5). A buy is compared with the ask and a sell with
 * the bid, because those are the prices each would fill at.
 */

/** `limit` waits for a better price than now; `stop` waits for the market to move through it. */
export type PendingKind = 'limit' | 'stop';

function fillSide(side: OrderSide, book: BookQuote): Fixed {
  const { bid, ask } = parseBook(book);
  return side === 1 ? ask : bid;
}

/**
 * The kind of a pending order from its target and the market: a buy below the ask is a limit,
 * above it a stop; a sell above the bid is a limit, below it a stop. A target exactly at the
 * market counts as a limit (it is already as good as the market, and fills on the next check).
 */
export function pendingOrderKind(
  side: OrderSide,
  targetPriceQuote: DecimalInput,
  book: BookQuote,
): PendingKind {
  const target = parsePositive(targetPriceQuote, 'targetPriceQuote');
  const versusMarket = compare(target, fillSide(side, book));
  if (versusMarket === 0) return 'limit';
  // A buy wants a lower price and a sell a higher one; anything else is a breakout (stop).
  const better = side === 1 ? versusMarket < 0 : versusMarket > 0;
  return better ? 'limit' : 'stop';
}

/** Inputs of `pendingTriggered`. */
export interface PendingTriggeredParams {
  side: OrderSide;
  kind: PendingKind;
  targetPriceQuote: DecimalInput;
  /** The pair's book on this tick. */
  book: BookQuote;
}

/**
 * Whether a pending order fills on this tick (it then fills at its target, DESIGN §5): a buy
 * limit once the ask is at or below the target, a buy stop once it is at or above; a sell limit
 * once the bid is at or above the target, a sell stop once it is at or below.
 */
export function pendingTriggered(params: PendingTriggeredParams): boolean {
  const target = parsePositive(params.targetPriceQuote, 'targetPriceQuote');
  const versusTarget = compare(fillSide(params.side, params.book), target);
  if (versusTarget === 0) return true;
  const marketBelowTarget = versusTarget < 0;
  const waitsForLower = (params.side === 1) === (params.kind === 'limit');
  return waitsForLower === marketBelowTarget;
}
