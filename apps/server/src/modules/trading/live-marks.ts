import { OrderSide, OrderStatus } from '@fxdesk/contract';
import {
  AccountMarks,
  PositionBook,
  accountRisk,
  addToAccounts,
  mayBeAtOrBelow,
  revalue,
  usdPerQuoteUnit,
  type AccountRisk,
} from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketState } from '../market/index.js';
import type { OrderRow } from './orders.repository.js';
import { bidsOf, bookOf } from './pricing.js';

/** The live close prices of a pair in one cycle: a long closes at the bid, a short at the ask. */
interface PairMarks {
  bid: number;
  ask: number;
}

/** One open position's live mark, for FOREX_TRADE. */
export interface PositionMark {
  id: number;
  price: number;
  pnlUsd: number;
  /** The follow a copy belongs to; null for the client's own positions. */
  followId?: number | null;
}

/**
 * The engine's float64 revaluation (DESIGN §5, STYLE habit 2): every open position in a
 * `PositionBook` per pair, every account with live orders in a dense slot of `AccountMarks`.
 * One `markAll` per engine cycle revalues every book in two tight loops per pair and sums per
 * account, whatever the number of positions; nothing computed here is ever booked. A close, a
 * fee and a stop-out decision still go through the exact bigint path (`closeOutcome`,
 * `accountMetrics`); `mayBeAtOrBelow` only picks which accounts that exact check looks at, and
 * it never misses one (domain marks.test.ts).
 */
export class LiveMarks {
  private readonly books = new Map<number, PositionBook>();
  /** Open positions by order id (what each book row came from), for rebuilding a book. */
  private readonly open = new Map<number, OrderRow>();
  /** Pending orders hold margin that no book row carries. */
  private readonly pending = new Map<number, OrderRow>();
  private readonly slotOf = new Map<number, number>();
  private readonly ordersPerUser = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private nextSlot = 0;
  private readonly totals = new AccountMarks(64);
  private prices = new Map<number, PairMarks>();

  constructor(
    private readonly market: MarketState,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Users that hold at least one live order (open or pending). */
  users(): IterableIterator<number> {
    return this.slotOf.keys();
  }

  /** Puts an order where its status says: a book row (open), the pending margin, or nowhere. */
  track(order: OrderRow, previous: OrderRow | undefined): void {
    if (previous) this.forget(previous);
    if (order.status === OrderStatus.HISTORY) return;
    this.retain(order.userId);
    if (order.status === OrderStatus.HOLDING && order.openPrice) {
      this.open.set(order.id, order);
      this.addRow(order);
    } else {
      this.pending.set(order.id, order);
    }
  }

  private forget(order: OrderRow): void {
    if (this.open.delete(order.id)) this.books.get(order.pairId)?.remove(order.id);
    else if (!this.pending.delete(order.id)) return;
    this.release(order.userId);
  }

  private retain(userId: number): void {
    this.ordersPerUser.set(userId, (this.ordersPerUser.get(userId) ?? 0) + 1);
    if (this.slotOf.has(userId)) return;
    this.slotOf.set(userId, this.freeSlots.pop() ?? this.nextSlot++);
  }

  private release(userId: number): void {
    const left = (this.ordersPerUser.get(userId) ?? 1) - 1;
    if (left > 0) {
      this.ordersPerUser.set(userId, left);
      return;
    }
    this.ordersPerUser.delete(userId);
    const slot = this.slotOf.get(userId);
    this.slotOf.delete(userId);
    if (slot !== undefined) this.freeSlots.push(slot);
  }

  private addRow(order: OrderRow): void {
    const pair = this.market.pairById(order.pairId);
    const slot = this.slotOf.get(order.userId);
    if (!pair || slot === undefined || !order.openPrice) return;
    let book = this.books.get(order.pairId);
    if (!book) {
      book = new PositionBook({ pairCode: pair.code, priceScale: pair.pricePrecision });
      this.books.set(order.pairId, book);
    }
    try {
      book.add({
        id: order.id,
        accountSlot: slot,
        side: order.side as 1 | 2,
        lots: order.lots,
        unitsPerLot: order.unitsPerLot,
        openPriceQuote: order.openPrice,
        marginUsd: order.margin,
      });
    } catch (error) {
      this.log.error({ err: error, orderId: order.id }, 'position left out of the live marks');
    }
  }

  /** A pair's precision changed (back office): its book is rebuilt on the new grid. */
  private rebuild(pairId: number): void {
    this.books.delete(pairId);
    for (const order of this.open.values()) if (order.pairId === pairId) this.addRow(order);
  }

  /**
   * Revalues every book at the current quotes and sums per account. A pair without a quote, or
   * whose conversion rate is missing, keeps its rows' last marks.
   */
  markAll(): void {
    const bids = bidsOf(this.market);
    const prices = new Map<number, PairMarks>();
    for (const [pairId, book] of [...this.books]) {
      const pair = this.market.pairById(pairId);
      if (pair && pair.pricePrecision !== book.priceScale) this.rebuild(pairId);
    }
    for (const [pairId, current] of this.books) {
      const pair = this.market.pairById(pairId);
      if (!pair || current.size === 0) continue;
      try {
        // The exact path's book: bid and spread on the grid, ask = bid + spread.
        const quote = bookOf(this.market, pair.code);
        const bid = Number(quote.bid);
        const ask = Number((bid + Number(quote.spread)).toFixed(pair.pricePrecision));
        revalue(current, bid, ask, usdPerQuoteUnit(pair.code, bids));
        prices.set(pairId, { bid, ask });
      } catch {
        // No quote yet, or no conversion rate: last marks stand until the next tick.
      }
    }
    this.prices = prices;
    this.totals.reset(this.nextSlot);
    for (const book of this.books.values()) addToAccounts(book, this.totals);
    for (const order of this.pending.values()) {
      const slot = this.slotOf.get(order.userId);
      if (slot !== undefined) this.totals.addMargin(slot, Number(order.margin));
    }
  }

  /** Equity, margin and risk rate of an account after the last `markAll`. */
  risk(userId: number, balanceUsd: number): AccountRisk | undefined {
    const slot = this.slotOf.get(userId);
    return slot === undefined ? undefined : accountRisk(this.totals, slot, balanceUsd);
  }

  /** Whether the exact rule could find the account at or below the level (never misses one). */
  mayBeAtOrBelow(userId: number, balanceUsd: number, levelPercent: number): boolean {
    const slot = this.slotOf.get(userId);
    return slot !== undefined && mayBeAtOrBelow(this.totals, slot, balanceUsd, levelPercent);
  }

  /** Live price and floating P&L of each of these open positions after the last `markAll`. */
  positions(orders: Iterable<OrderRow>): PositionMark[] {
    const out: PositionMark[] = [];
    for (const order of orders) {
      if (order.status !== OrderStatus.HOLDING) continue;
      const book = this.books.get(order.pairId);
      const row = book?.rowOf(order.id);
      const price = this.prices.get(order.pairId);
      if (!book || row === undefined || !price) continue;
      out.push({
        id: order.id,
        price: order.side === OrderSide.BUY ? price.bid : price.ask,
        pnlUsd: book.pnlUsd[row] ?? 0,
        followId: order.followId,
      });
    }
    return out;
  }
}
