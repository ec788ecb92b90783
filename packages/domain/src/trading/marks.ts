import { formatFixed, mul, pow10, type DecimalInput, type Fixed } from '../decimal/fixed.js';
import { parseNonNegative, parsePositive } from '../decimal/guards.js';
import { ConversionRateMissingError, quoteCurrencyOf, type BidLookup } from '../market/conversion.js';
import { priceToPoints } from '../market/grid.js';
import type { OrderSide } from '../units.js';

/*
 * Live marks on float64 (STYLE habit 2): floating P&L, equity and risk rate recomputed on every
 * engine cycle for every open position. Nothing here is ever booked: a close, a fee or a ledger
 * entry still goes through the exact `closeOutcome` and `accountMetrics`.
 *
 * Accuracy. Prices are kept as whole points of the pair's grid, so close − open is an exact
 * integer subtraction (no cancellation), and the P&L of a row is that integer times two factors
 * rounded once each (lots × units per lot; USD per point). A mark is therefore within a few ulps
 * (≈ 1e-15 relative) of the exact unrounded P&L, has exactly its sign, and is 0 exactly when the
 * exact P&L is 0. Sums add n × 1.1e-16 of Σ|P&L| at most. The exact engine rounds each P&L
 * toward −∞ at 6 decimals; a mark is unrounded, so it sits up to 0.000001 above that figure.
 */

/** One open position as the mark book needs it; decimals as the database holds them. */
export interface MarkPositionInput {
  /** The order id; unique in the book. */
  id: number;
  /** A small dense index the caller gives the owner's account, for `addToAccounts`. */
  accountSlot: number;
  side: OrderSide;
  lots: DecimalInput;
  unitsPerLot: DecimalInput;
  openPriceQuote: DecimalInput;
  /** The booked margin of the position (USD). */
  marginUsd: DecimalInput;
}

/** Options of a `PositionBook`. */
export interface PositionBookOptions {
  /** The pair every row of the book trades, e.g. "EURUSD". */
  pairCode: string;
  /** SPEC §3 PricePrecision of the pair: prices are kept as whole points of 10^-priceScale. */
  priceScale: number;
  /** Rows allocated up front; the columns double when full. */
  initialCapacity?: number;
}

/** What `revalue` returns. */
export interface Revaluation {
  /** Floating P&L (USD) per row, rows [0, size): a view of the book's `pnlUsd` column. */
  pnlUsd: Float64Array;
  /** Σ of the rows' floating P&L (USD). */
  totalPnlUsd: number;
}

const MAX_ACCOUNT_SLOT = 2 ** 31 - 1;

/** An exact decimal as the nearest double: one correctly rounded conversion of its digits. */
function toFloat(value: Fixed): number {
  return Number(formatFixed(value));
}

/**
 * The open positions of one pair as columns (struct of arrays), so that revaluing 10,000 of them
 * is two tight loops over typed arrays. Longs fill rows [0, longCount), shorts [longCount, size):
 * each loop then knows its closing side without reading or branching on a side per row. Columns
 * are read-only to callers: change rows through `add` and `remove`, which move other rows to keep
 * the two segments packed (find a position with `rowOf`).
 */
export class PositionBook {
  readonly pairCode: string;
  readonly priceScale: number;
  /** Rows in use: [0, size). */
  size = 0;
  /** Rows [0, longCount) are longs; the rest, up to size, are shorts. */
  longCount = 0;
  /** Order id of each row. */
  ids: Float64Array;
  /** The caller's account slot of each row. */
  accountSlots: Int32Array;
  /** +1 for a long (buy), −1 for a short (sell). */
  directions: Int8Array;
  /** lots × units per lot, in units of the base. */
  units: Float64Array;
  /** Open price in whole points (exact for a price on the grid). */
  openPoints: Float64Array;
  marginUsd: Float64Array;
  /** Floating P&L (USD) of each row at the last `revalue`. */
  pnlUsd: Float64Array;
  private readonly rows = new Map<number, number>();

  constructor(options: PositionBookOptions) {
    quoteCurrencyOf(options.pairCode); // throws on a code that is not a pair
    priceToPoints(1, options.priceScale); // throws on a precision outside the grid's range
    this.pairCode = options.pairCode;
    this.priceScale = options.priceScale;
    const capacity = Math.max(1, Math.floor(options.initialCapacity ?? 64));
    this.ids = new Float64Array(capacity);
    this.accountSlots = new Int32Array(capacity);
    this.directions = new Int8Array(capacity);
    this.units = new Float64Array(capacity);
    this.openPoints = new Float64Array(capacity);
    this.marginUsd = new Float64Array(capacity);
    this.pnlUsd = new Float64Array(capacity);
  }

  /** The row of an order, or undefined when it is not in the book. */
  rowOf(id: number): number | undefined {
    return this.rows.get(id);
  }

  /** Adds an open position; an id already in the book is a bug and throws. */
  add(position: MarkPositionInput): void {
    if (!Number.isSafeInteger(position.id)) throw new RangeError(`id must be an integer: ${position.id}`);
    if (this.rows.has(position.id)) throw new RangeError(`position ${position.id} is already in the book`);
    const slot = position.accountSlot;
    if (!Number.isInteger(slot) || slot < 0 || slot > MAX_ACCOUNT_SLOT) {
      throw new RangeError(`accountSlot must be an integer from 0 to 2^31 − 1: ${slot}`);
    }
    if (position.side !== 1 && position.side !== 2) throw new RangeError(`side must be 1 or 2`);
    const units = mul(
      parsePositive(position.lots, 'lots'),
      parsePositive(position.unitsPerLot, 'unitsPerLot'),
    );
    const points = this.toPoints(parsePositive(position.openPriceQuote, 'openPriceQuote'));
    const margin = toFloat(parseNonNegative(position.marginUsd, 'marginUsd'));
    if (this.size === this.ids.length) this.grow();
    let row = this.size++;
    if (position.side === 1) {
      // The first short makes room at the end of the longs.
      row = this.longCount++;
      this.move(row, this.size - 1);
    }
    this.ids[row] = position.id;
    this.accountSlots[row] = slot;
    this.directions[row] = position.side === 1 ? 1 : -1;
    this.units[row] = toFloat(units);
    this.openPoints[row] = points;
    this.marginUsd[row] = margin;
    this.pnlUsd[row] = 0;
    this.rows.set(position.id, row);
  }

  /** Removes a position (closed); false when it was not in the book. */
  remove(id: number): boolean {
    const row = this.rows.get(id);
    if (row === undefined) return false;
    this.rows.delete(id);
    if (row < this.longCount) {
      // The last long fills the hole, and the last short fills the last long's row.
      const lastLong = --this.longCount;
      this.move(lastLong, row);
      this.move(this.size - 1, lastLong);
    } else {
      this.move(this.size - 1, row);
    }
    this.size--;
    return true;
  }

  /** Copies row `from` over row `to` and re-points its id; nothing when they are the same row. */
  private move(from: number, to: number): void {
    if (from === to) return;
    const id = this.ids[from] ?? 0;
    this.ids[to] = id;
    this.accountSlots[to] = this.accountSlots[from] ?? 0;
    this.directions[to] = this.directions[from] ?? 0;
    this.units[to] = this.units[from] ?? 0;
    this.openPoints[to] = this.openPoints[from] ?? 0;
    this.marginUsd[to] = this.marginUsd[from] ?? 0;
    this.pnlUsd[to] = this.pnlUsd[from] ?? 0;
    this.rows.set(id, to);
  }

  /** price × 10^priceScale: exact for a price on the grid, else rounded once. */
  private toPoints(price: Fixed): number {
    const extra = price.scale - this.priceScale;
    const points =
      extra <= 0 ? Number(price.units * pow10(-extra)) : toFloat({ units: price.units, scale: extra });
    if (!(points <= Number.MAX_SAFE_INTEGER)) throw new RangeError(`price too large for the grid`);
    return points;
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const widen = <T extends Float64Array | Int32Array | Int8Array>(column: T, make: (n: number) => T): T => {
      const wider = make(capacity);
      wider.set(column);
      return wider;
    };
    this.ids = widen(this.ids, (n) => new Float64Array(n));
    this.accountSlots = widen(this.accountSlots, (n) => new Int32Array(n));
    this.directions = widen(this.directions, (n) => new Int8Array(n));
    this.units = widen(this.units, (n) => new Float64Array(n));
    this.openPoints = widen(this.openPoints, (n) => new Float64Array(n));
    this.marginUsd = widen(this.marginUsd, (n) => new Float64Array(n));
    this.pnlUsd = widen(this.pnlUsd, (n) => new Float64Array(n));
  }
}

function positiveRate(bids: BidLookup, pairCode: string): number | undefined {
  const bid = bids(pairCode);
  if (bid === undefined) return undefined;
  const rate = Number(bid);
  if (!(rate > 0 && Number.isFinite(rate))) throw new RangeError(`${pairCode} bid must be positive: ${bid}`);
  return rate;
}

/**
 * USD per unit of the pair's quote currency as a double (DESIGN §5 conversion, like the exact
 * `usdPerUnit`): 1 for USD; else the bid of `{quote}USD`; else 1 ÷ the bid of `USD{quote}`.
 * Call it once per pair and tick, then pass it to `revalue`.
 */
export function usdPerQuoteUnit(pairCode: string, bids: BidLookup): number {
  const quote = quoteCurrencyOf(pairCode);
  if (quote === 'USD') return 1;
  const direct = positiveRate(bids, `${quote}USD`);
  if (direct !== undefined) return direct;
  const inverse = positiveRate(bids, `USD${quote}`);
  if (inverse !== undefined) return 1 / inverse;
  throw new ConversionRateMissingError(quote);
}

/**
 * Floating P&L (USD) of every row at this book (DESIGN §5: a long closes at the bid, a short at
 * the ask), written to `book.pnlUsd`, and their sum. `bid` and `ask` are the feed's prices on the
 * pair's grid; they are snapped to whole points as the exact path's `bookOf` does. `quoteToUsd`
 * is `usdPerQuoteUnit` of the pair. A non-positive bid or rate, or ask < bid, is a feed bug: it throws.
 */
export function revalue(book: PositionBook, bid: number, ask: number, quoteToUsd: number): Revaluation {
  if (!(bid > 0 && ask >= bid && Number.isFinite(ask))) throw new RangeError(`bad book: ${bid} / ${ask}`);
  if (!(quoteToUsd > 0 && Number.isFinite(quoteToUsd))) throw new RangeError(`bad rate: ${quoteToUsd}`);
  const bidPoints = priceToPoints(bid, book.priceScale);
  const askPoints = priceToPoints(ask, book.priceScale);
  const usdPerPoint = quoteToUsd / 10 ** book.priceScale;
  const { size, longCount, units, openPoints, pnlUsd } = book;
  let totalPnlUsd = 0;
  // A long gains bid − open, a short open − ask: exact integers of points, then one rounding per
  // factor. Two loops, one per segment, so that no row reads or branches on its side.
  for (let row = 0; row < longCount; row++) {
    const pnl = (bidPoints - (openPoints[row] ?? 0)) * (units[row] ?? 0) * usdPerPoint;
    pnlUsd[row] = pnl;
    totalPnlUsd += pnl;
  }
  for (let row = longCount; row < size; row++) {
    const pnl = ((openPoints[row] ?? 0) - askPoints) * (units[row] ?? 0) * usdPerPoint;
    pnlUsd[row] = pnl;
    totalPnlUsd += pnl;
  }
  return { pnlUsd: pnlUsd.subarray(0, size), totalPnlUsd };
}

/**
 * How far, relative to the magnitudes involved, a float mark may drift from the exact value: far
 * above the ≈ 1e-15 a row carries, so that sums over up to a million positions stay inside it.
 */
export const MARK_RELATIVE_ERROR = 1e-9;

/** The exact engine books each P&L rounded toward −∞ at 6 decimals: at most this much lower. */
const ROUNDING_PER_POSITION_USD = 1e-6;

/**
 * Float totals per account, indexed by the slot the caller gave each account: Σ floating P&L,
 * Σ |floating P&L| (for the error bound), used margin and the number of marked positions. One
 * cycle is `reset`, `addToAccounts` for every book, `addMargin` for margin held elsewhere (pending
 * orders), then `accountRisk` / `mayBeAtOrBelow` per account.
 */
export class AccountMarks {
  floatingPnlUsd: Float64Array;
  absolutePnlUsd: Float64Array;
  usedMarginUsd: Float64Array;
  positionCounts: Float64Array;

  constructor(slotCount: number) {
    this.floatingPnlUsd = new Float64Array(slotCount);
    this.absolutePnlUsd = new Float64Array(slotCount);
    this.usedMarginUsd = new Float64Array(slotCount);
    this.positionCounts = new Float64Array(slotCount);
  }

  get slotCount(): number {
    return this.floatingPnlUsd.length;
  }

  /** Zeroes every total, first growing to `slotCount` slots when asked for more. */
  reset(slotCount = this.slotCount): void {
    if (slotCount > this.slotCount) {
      const grown = new AccountMarks(Math.max(slotCount, this.slotCount * 2));
      this.floatingPnlUsd = grown.floatingPnlUsd;
      this.absolutePnlUsd = grown.absolutePnlUsd;
      this.usedMarginUsd = grown.usedMarginUsd;
      this.positionCounts = grown.positionCounts;
      return;
    }
    this.floatingPnlUsd.fill(0);
    this.absolutePnlUsd.fill(0);
    this.usedMarginUsd.fill(0);
    this.positionCounts.fill(0);
  }

  /** Adds margin that no book holds (a pending order's) to an account's used margin. */
  addMargin(slot: number, marginUsd: number): void {
    this.checkSlot(slot);
    this.usedMarginUsd[slot] = (this.usedMarginUsd[slot] ?? 0) + marginUsd;
  }

  checkSlot(slot: number): void {
    if (!(slot >= 0 && slot < this.slotCount)) {
      throw new RangeError(`account slot ${slot} outside 0..${this.slotCount - 1}`);
    }
  }
}

/** Adds each row's last floating P&L and its margin to its account's totals (after `revalue`). */
export function addToAccounts(book: PositionBook, accounts: AccountMarks): void {
  const { size, accountSlots, pnlUsd, marginUsd } = book;
  const { floatingPnlUsd, absolutePnlUsd, usedMarginUsd, positionCounts } = accounts;
  for (let row = 0; row < size; row++) {
    const slot = accountSlots[row] ?? 0;
    if (slot >= floatingPnlUsd.length) accounts.checkSlot(slot);
    const pnl = pnlUsd[row] ?? 0;
    floatingPnlUsd[slot] = (floatingPnlUsd[slot] ?? 0) + pnl;
    absolutePnlUsd[slot] = (absolutePnlUsd[slot] ?? 0) + Math.abs(pnl);
    usedMarginUsd[slot] = (usedMarginUsd[slot] ?? 0) + (marginUsd[row] ?? 0);
    positionCounts[slot] = (positionCounts[slot] ?? 0) + 1;
  }
}

/** An account's live state as float marks (DESIGN §5 account formulas). */
export interface AccountRisk {
  floatingPnlUsd: number;
  usedMarginUsd: number;
  /** balance + floating P&L. */
  equityUsd: number;
  /** equity − used margin. */
  freeMarginUsd: number;
  /** equity ÷ used margin × 100, unrounded; null without used margin (nothing to stop out). */
  riskRatePercent: number | null;
}

/** Equity, free margin and risk rate of one account from its totals and its booked balance. */
export function accountRisk(accounts: AccountMarks, slot: number, balanceUsd: number): AccountRisk {
  accounts.checkSlot(slot);
  const floatingPnlUsd = accounts.floatingPnlUsd[slot] ?? 0;
  const usedMarginUsd = accounts.usedMarginUsd[slot] ?? 0;
  const equityUsd = balanceUsd + floatingPnlUsd;
  return {
    floatingPnlUsd,
    usedMarginUsd,
    equityUsd,
    freeMarginUsd: equityUsd - usedMarginUsd,
    riskRatePercent: usedMarginUsd > 0 ? (equityUsd / usedMarginUsd) * 100 : null,
  };
}

/**
 * A screen for a risk level (DESIGN §5 stop-out or margin call): true whenever the exact rule
 * (`accountMetrics` over `closeOutcome` P&L at these prices) could find the account at or below
 * `levelPercent`. It allows for the float error and for the exact engine's rounding of each P&L
 * down at 6 decimals, so it never misses a breach; near the level it may say true when the exact
 * rule says false. The engine confirms a true with the exact rule before it closes anything.
 */
export function mayBeAtOrBelow(
  accounts: AccountMarks,
  slot: number,
  balanceUsd: number,
  levelPercent: number,
): boolean {
  accounts.checkSlot(slot);
  const usedMarginUsd = accounts.usedMarginUsd[slot] ?? 0;
  if (!(usedMarginUsd > 0)) return false;
  const level = levelPercent / 100;
  const floatingPnlUsd = accounts.floatingPnlUsd[slot] ?? 0;
  const absolutePnlUsd = accounts.absolutePnlUsd[slot] ?? 0;
  const positionCount = accounts.positionCounts[slot] ?? 0;
  // equity − level × used margin: ≤ 0 exactly when the risk rate is at or below the level.
  const distanceUsd = balanceUsd + floatingPnlUsd - level * usedMarginUsd;
  const slackUsd =
    MARK_RELATIVE_ERROR * (Math.abs(balanceUsd) + absolutePnlUsd + (level + 1) * usedMarginUsd) +
    ROUNDING_PER_POSITION_USD * positionCount;
  return distanceUsd <= slackUsd;
}
