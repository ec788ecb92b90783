import type { SocketGateway } from '../../realtime/gateway.js';
import { frame } from '../../realtime/protocol.js';
import { klineTopic } from '@fxdesk/contract';
import { KLINE_PERIODS } from '@fxdesk/domain';
import type { BatchChanges, MarketState, Quote } from './market-state.js';

/**
 * The SPEC §7 DAY_MARKET quotation, plus bid/ask/time and `status` (SPEC §3 MarketStatus, 1 open)
 * for our own client, so a pair closed by the admin switch or the calendar greys out live.
 */
export function quotationOf(quote: Quote, open: boolean) {
  return {
    close: quote.close,
    change: quote.change,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    bid: quote.bid,
    ask: quote.ask,
    volume: quote.volume,
    time: quote.timeMs,
    status: open ? 1 : 0,
  };
}

/**
 * DAY_MARKET (coalesced: one per pair per call) and the conflated DAY_MARKET_BATCH for the
 * given pairs, each frame serialized once (DESIGN §8).
 */
export function fanOutQuotes(
  gateway: SocketGateway,
  state: MarketState,
  codes: Iterable<string>,
  nowMs: number,
): void {
  const batch: { symbol: string; quotation: ReturnType<typeof quotationOf> }[] = [];
  const perSymbol = gateway.hasSubscribers('DAY_MARKET');
  for (const code of codes) {
    const quote = state.quote(code);
    if (!quote) continue;
    const item = { symbol: code, quotation: quotationOf(quote, state.isOpen(code, nowMs)) };
    batch.push(item);
    if (perSymbol) gateway.publish('DAY_MARKET', frame('DAY_MARKET', item));
  }
  if (batch.length && gateway.hasSubscribers('DAY_MARKET_BATCH'))
    gateway.publish('DAY_MARKET_BATCH', frame('DAY_MARKET_BATCH', batch));
}

/**
 * Turns one batch of market changes into socket frames: the quotes of the pairs that moved and
 * KLINE.{code} bars for pairs somebody is charting.
 */
export function fanOut(
  gateway: SocketGateway,
  state: MarketState,
  changes: BatchChanges,
  nowMs: number,
): void {
  fanOutQuotes(gateway, state, changes.codes, nowMs);
  for (const code of changes.codes) {
    const topic = klineTopic(code);
    if (!gateway.hasSubscribers(topic)) continue;
    for (const period of KLINE_PERIODS) {
      const bar = state.openBar(code, period);
      if (!bar) continue;
      gateway.publish(
        topic,
        frame(topic, {
          kline: {
            Period: period,
            Time: Math.floor(bar.time / 1000),
            Open: bar.open,
            High: bar.high,
            Low: bar.low,
            Close: bar.close,
            Volume: bar.volume,
          },
        }),
      );
    }
  }
}
