import { OrderSide, OrderStatus, translate, type Lang, type OrderView } from '@fxdesk/contract';
import { closeOutcome, type BidLookup } from '@fxdesk/domain';
import type { MarketState } from '../market/index.js';
import type { OrderRow } from './orders.repository.js';
import { money6, timeHandler } from '../../wire-format.js';
import { bookOf } from './pricing.js';

const price = (v: string | null | undefined) => Number(v ?? 0);

export { timeHandler } from '../../wire-format.js';

/** Live close price and floating P&L of an open position, or null without a quote. */
export function markPosition(market: MarketState, bids: BidLookup, order: OrderRow, code: string) {
  if (order.status !== OrderStatus.HOLDING || !order.openPrice) return null;
  try {
    const outcome = closeOutcome({
      pairCode: code,
      side: order.side as 1 | 2,
      lots: order.lots,
      unitsPerLot: order.unitsPerLot,
      openPriceQuote: order.openPrice,
      book: bookOf(market, code),
      bids,
    });
    return { price: outcome.priceQuote, pnlUsd: outcome.pnlUsd };
  } catch {
    return null;
  }
}

export function toOrderView(market: MarketState, bids: BidLookup, order: OrderRow, lang: Lang): OrderView {
  const pair = market.pairById(order.pairId);
  const code = pair?.code ?? '';
  const mark = markPosition(market, bids, order, code);
  const quote = market.quote(code);
  const livePrice = mark
    ? Number(mark.price)
    : order.side === OrderSide.BUY
      ? (quote?.bid ?? 0)
      : (quote?.ask ?? 0);
  return {
    Id: order.id,
    ForexId: order.pairId,
    ForexTradeLists: {
      ShowCode: pair?.showCode ?? code,
      Code: code,
      PricePrecision: pair?.pricePrecision ?? 5,
    },
    OrderType: order.side,
    Status: order.status,
    Quantity: Number(order.lots),
    Multiple: order.leverage,
    OriginPrice: price(order.openPrice ?? order.targetPrice),
    Price: price(order.targetPrice ?? order.openPrice),
    UpdatePrice: order.status === OrderStatus.HISTORY ? price(order.closePrice) : livePrice,
    FactProfits: order.status === OrderStatus.HISTORY ? money6(order.realizedPnl) : money6(mark?.pnlUsd),
    CautionMoney: money6(order.margin),
    TradeFee: money6(order.fee),
    TargetLossPrice: price(order.stopLoss),
    TargetProfitPrice: price(order.takeProfit),
    CreateTimeHandler: timeHandler(order.openedAt ?? order.createdAt),
    ClosePrice: price(order.closePrice),
    CloseTimeHandler: timeHandler(order.closedAt),
    CloseReason: order.closeReason ?? '',
    FollowId: order.followId ?? 0,
    CloseReasonTran: order.closeReason ? translate(lang, `close_reason.${order.closeReason}`) : '',
  };
}
