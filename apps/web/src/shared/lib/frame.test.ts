import { describe, expect, it, vi } from 'vitest';
import { createFrameBatcher, manualFrames } from './frame';

describe('frame batcher (STYLE habit 10)', () => {
  it('hands over the newest value per key once per frame', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const batcher = createFrameBatcher<string, number>(flush, frames);
    batcher.push('EURUSD', 1);
    batcher.push('GBPUSD', 2);
    batcher.push('EURUSD', 3);
    expect(frames.pending()).toBe(1);
    expect(flush).not.toHaveBeenCalled();
    frames.flush();
    expect(flush).toHaveBeenCalledTimes(1);
    expect([...(flush.mock.calls[0]?.[0] as Map<string, number>)]).toEqual([
      ['EURUSD', 3],
      ['GBPUSD', 2],
    ]);
  });

  it('cancel drops the waiting values', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const batcher = createFrameBatcher<string, number>(flush, frames);
    batcher.push('EURUSD', 1);
    batcher.cancel();
    frames.flush();
    expect(flush).not.toHaveBeenCalled();
  });
});
