import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced';

afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    function Probe({ text }: { text: string }) {
      seen.push(useDebounced(text, 250));
      return null;
    }
    const { rerender } = render(<Probe text="e" />);
    rerender(<Probe text="eu" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Probe text="eur" />);
    act(() => vi.advanceTimersByTime(200));
    expect(seen.at(-1)).toBe('e');
    act(() => vi.advanceTimersByTime(60));
    expect(seen.at(-1)).toBe('eur');
    expect(seen).not.toContain('eu');
  });

  it('an object rebuilt with the same fields on every render settles once and stays quiet', () => {
    vi.useFakeTimers();
    let renders = 0;
    function Probe({ amount }: { amount: string }) {
      renders++;
      useDebounced({ amount, multiple: '1.0' }, 300);
      return null;
    }
    const { rerender } = render(<Probe amount="1000" />);
    rerender(<Probe amount="2000" />);
    act(() => vi.advanceTimersByTime(300));
    const settled = renders;
    act(() => vi.advanceTimersByTime(3_000));
    // By identity, each settle would re-render and start a new wait: ten more renders here.
    expect(renders).toBe(settled);
  });
});
