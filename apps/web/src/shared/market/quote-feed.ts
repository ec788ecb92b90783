import type { QuotePush } from '@fxdesk/contract';
import { useEffect } from 'react';
import { createFrameBatcher, type FrameScheduler } from '../lib/frame';
import type { SocketClient } from '../socket/socket-client';
import { markQuoteFrame } from './feed-pulse';
import { applyQuotations, type Quotation } from './quotes.store';

/**
 * Feeds the quotes store from DAY_MARKET_BATCH (DESIGN §8: our client uses the conflated topic)
 * and from per-symbol DAY_MARKET frames if anything subscribes to them; either way the store
 * changes at most once per animation frame.
 */
export function startQuoteFeed(client: SocketClient, scheduler?: FrameScheduler): () => void {
  const batcher = createFrameBatcher<string, Quotation>(applyQuotations, scheduler);
  // Frames reach here checked against the contract by the socket client.
  const push = (item: QuotePush) => {
    markQuoteFrame();
    batcher.push(item.symbol, item.quotation);
  };
  const offBatch = client.subscribe('DAY_MARKET_BATCH', (data) => {
    for (const item of data) push(item);
  });
  const offSingle = client.on('DAY_MARKET', (message) => push(message.data));
  return () => {
    offBatch();
    offSingle();
    batcher.cancel();
  };
}

/** Keeps the quote feed running for the app's lifetime (mounted once by the root layout). */
export function useQuoteFeed(client: SocketClient): void {
  useEffect(() => startQuoteFeed(client), [client]);
}
