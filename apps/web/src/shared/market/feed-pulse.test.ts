import { describe, expect, it } from 'vitest';
import { isFeedSilent, QUOTES_SILENT_MS } from './feed-pulse';

describe('quotes shown as stale when the stream goes silent (issue 14 §7)', () => {
  it('is silent only after frames stopped for longer than the limit while a pair is open', () => {
    const last = 1_000_000;
    expect(isFeedSilent(last + QUOTES_SILENT_MS, last, true)).toBe(false);
    expect(isFeedSilent(last + QUOTES_SILENT_MS + 1, last, true)).toBe(true);
    // All pairs closed (a weekend): no frame is expected, nothing is stale.
    expect(isFeedSilent(last + 60_000, last, false)).toBe(false);
    // Before the first frame the socket state decides (reconnecting, offline).
    expect(isFeedSilent(last + 60_000, 0, true)).toBe(false);
  });
});
