import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './within';

describe('within', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value of a promise that settles in time', async () => {
    await expect(within(Promise.resolve(7), 1_000)).resolves.toBe(7);
  });

  it('gives undefined for a failure, without throwing', async () => {
    await expect(within(Promise.reject(new Error('offline')), 1_000)).resolves.toBeUndefined();
  });

  it('gives undefined once the time is up, for a promise that never settles', async () => {
    vi.useFakeTimers();
    const result = within(new Promise<number>(() => {}), 1_500);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
  });
});
