import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/lib/storage';
import { IDLE_LIMIT_MS, useIdleTimeout } from './idle';

function Probe({ onIdle }: { onIdle: () => void }) {
  useIdleTimeout(onIdle);
  return null;
}

/** What another console tab does on input: it records the time in the shared storage. */
const otherTabInput = () => window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle sign-out', () => {
  it('fires once after 30 minutes without input, and input restarts the clock', () => {
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

  it('an idle background tab does not sign out while another tab is in use', () => {
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    // This tab sees no input at all; the other tab is used every 20 minutes.
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(20 * 60_000);
      otherTabInput();
    }
    expect(onIdle).not.toHaveBeenCalled();
    // Then every tab goes quiet: 30 minutes after the last input anywhere, it signs out.
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 30_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(45_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("this tab's input is shared with the other tabs", () => {
    render(<Probe onIdle={() => {}} />);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('keydown'));
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.lastActivity))).toBe(Date.now());
  });
});
