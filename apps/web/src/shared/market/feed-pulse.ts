import { MarketStatus } from '@fxdesk/contract';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { useQuotesStore } from './quotes.store';

/**
 * No quote frame for this long while a pair is open means the prices on screen are not live,
 * even though the socket is (issue 14 §7: the server's feed can stall during a failover; the
 * server then refuses dealing with 1904, and the screen should say why).
 */
export const QUOTES_SILENT_MS = 3_000;

interface FeedPulse {
  /** When the last quote frame arrived (epoch ms); 0 before the first. */
  lastFrameMs: number;
}

export const useFeedPulse = create<FeedPulse>()(() => ({ lastFrameMs: 0 }));

export function markQuoteFrame(nowMs = Date.now()): void {
  useFeedPulse.setState({ lastFrameMs: nowMs });
}

/** Whether quotes have gone silent: frames arrived before, a pair is open, none for `limitMs`. */
export function isFeedSilent(
  nowMs: number,
  lastFrameMs: number,
  anyOpen: boolean,
  limitMs = QUOTES_SILENT_MS,
) {
  return lastFrameMs > 0 && anyOpen && nowMs - lastFrameMs > limitMs;
}

/** True while the quote stream is silent; re-checked every second. */
export function useFeedSilent(): boolean {
  const lastFrameMs = useFeedPulse((s) => s.lastFrameMs);
  const anyOpen = useQuotesStore((s) =>
    Object.values(s.quotes).some((q) => q.status !== MarketStatus.CLOSED),
  );
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return isFeedSilent(nowMs, lastFrameMs, anyOpen);
}
