import type { KlinePoint, KlinePush } from '@fxdesk/contract';
import { createFrameBatcher, type FrameScheduler } from '../../../shared/lib/frame';
import type { SocketClient } from '../../../shared/socket/socket-client';
import type { Period } from '../api/trading.api';

/**
 * A KLINE.{code} frame's bar (already checked against the contract by the socket client) when
 * it belongs to `period`: the server sends one per period.
 */
export function liveBar(data: KlinePush, period: Period): KlinePoint | null {
  const { Period: of, ...bar } = data.kline;
  return of === period ? bar : null;
}

/**
 * Streams the open bar of one pair and period: frames are merged per bar start and handed to
 * `apply` at most once per animation frame, oldest bar first (a bar that closed between two
 * frames still gets its final values before the new one starts).
 */
export function startKlineFeed(
  client: SocketClient,
  code: string,
  period: Period,
  apply: (bars: KlinePoint[]) => void,
  scheduler?: FrameScheduler,
): () => void {
  const batcher = createFrameBatcher<number, KlinePoint>(
    (bars) => apply([...bars.values()].sort((a, b) => a.Time - b.Time)),
    scheduler,
  );
  const off = client.subscribe(`KLINE.${code}`, (data) => {
    const bar = liveBar(data, period);
    if (bar) batcher.push(bar.Time, bar);
  });
  return () => {
    off();
    batcher.cancel();
  };
}
