import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReplayCsv, ReplayFeed } from './replay.js';

const SAMPLE = path.resolve(import.meta.dirname, '../../../../fixtures/replay-sample.csv');
const spreadOf = (code: string) => (code === 'USDJPY' ? 0.015 : 0.00012);

describe('replay feed (DESIGN §4)', () => {
  it('replays the sample ticks shifted to start now, in order', () => {
    const feed = ReplayFeed.fromFile(SAMPLE, 1_000_000, spreadOf);
    expect(feed.take(999_999)).toEqual([]);
    const first = feed.take(1_000_500);
    expect(first.map((t) => [t.code, t.bid, t.timeMs])).toEqual([
      ['EURUSD', 1.08761, 1_000_000],
      ['USDJPY', 151.236, 1_000_180],
      ['EURUSD', 1.08764, 1_000_420],
    ]);
    expect(feed.take(1_002_000)).toHaveLength(4);
  });

  it('loops when the file runs out, continuing the timeline', () => {
    const feed = ReplayFeed.fromFile(SAMPLE, 0, spreadOf);
    const ticks = feed.take(10_000);
    expect(ticks.length).toBeGreaterThan(7);
    for (let i = 1; i < ticks.length; i++)
      expect(ticks[i]!.timeMs).toBeGreaterThanOrEqual(ticks[i - 1]!.timeMs);
    expect(ticks[7]).toMatchObject({ code: 'EURUSD', bid: 1.08761, timeMs: 3000 });
  });

  it('expands 1-minute bars to open, extremes and close with the pair spread', () => {
    const rows = parseReplayCsv(
      'time,code,open,high,low,close\n1700000000,XAUUSD,2350,2353,2349,2352\n',
      () => 0.35,
    );
    expect(rows.map((r) => r.bid)).toEqual([2350, 2349, 2353, 2352]);
    expect(rows[0]?.ask).toBeCloseTo(2350.35, 8);
    expect(rows.map((r) => r.offsetMs)).toEqual([0, 15_000, 30_000, 45_000]);
  });

  it('refuses a file with bad times or prices, naming the problem', () => {
    expect(() => parseReplayCsv('time,code,bid,ask\nyesterday,EURUSD,1,1.1\n', spreadOf)).toThrow(/bad time/);
    expect(() => parseReplayCsv('time,code,bid,ask\n1700000000,EURUSD,abc,1.1\n', spreadOf)).toThrow(
      /bad price/,
    );
    expect(() => new ReplayFeed('time,code,bid,ask\n', 0, spreadOf)).toThrow(/no rows/);
  });
});
