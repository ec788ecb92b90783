import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LIMIT_MS, useIdleTimeout } from './idle';

function Probe({ onIdle }: { onIdle: () => void }) {
  useIdleTimeout(onIdle);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('idle sign-out', () => {
  it('fires once after 30 minutes without input, and input restarts the clock', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(90_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
