import type { KlinePoint } from '@fxdesk/contract';
import { createFrameBatcher, type FrameScheduler } from '../../../shared/lib/frame';
import type { SocketClient } from '../../../shared/socket/socket-client';
import type { Period } from '../api/trading.api';

/** A KLINE.{code} frame's bar when it belongs to `period` (the server sends one per period). */
export function liveBar(data: unknown, period: Period): KlinePoint | null {
  const kline = (data as { kline?: Partial<KlinePoint> & { Period?: unknown } } | null)?.kline;
  if (!kline || kline.Period !== period) return null;
  const { Time, Open, High, Low, Close, Volume } = kline;
  if (
    typeof Time !== 'number' ||
    typeof Open !== 'number' ||
    typeof High !== 'number' ||
    typeof Low !== 'number' ||
    typeof Close !== 'number'
  ) {
    return null;
  }
  return { Time, Open, High, Low, Close, Volume: typeof Volume === 'number' ? Volume : 0 };
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
