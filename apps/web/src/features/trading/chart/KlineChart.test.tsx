import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartMock } from '../../../test/lightweight-charts.mock';
import KlineChart from './KlineChart';

const bars = (n: number, from = 1_790_000_000) =>
  Array.from({ length: n }, (_, i) => ({
    Time: from + i * 60,
    Open: 1.1,
    High: 1.2,
    Low: 1,
    Close: 1.15,
    Volume: 10 + i,
  }));

describe('KlineChart', () => {
  it('is made with its first history (one draw on a phone, not empty first), then kept across loads', () => {
    const before = chartMock.charts.length;
    const props = { code: 'EURUSD', precision: 5, period: '1min' as const, live: false };
    const view = render(<KlineChart {...props} bars={undefined} />);
    expect(chartMock.charts.length).toBe(before);

    view.rerender(<KlineChart {...props} bars={bars(3)} />);
    expect(chartMock.charts.length).toBe(before + 1);
    const chart = chartMock.charts.at(-1);
    expect(chart?.series.map((s) => s.data.length)).toEqual([3, 3]);
    expect(view.getByTestId('kline-canvas').dataset.bars).toBe('3');

    // Another period loading, then its history: the same chart, its candles cleared meanwhile.
    view.rerender(<KlineChart {...props} period="5min" bars={undefined} />);
    expect(chart?.series.map((s) => s.data.length)).toEqual([0, 0]);
    view.rerender(<KlineChart {...props} period="5min" bars={bars(5)} />);
    expect(chartMock.charts.length).toBe(before + 1);
    expect(chart?.series.map((s) => s.data.length)).toEqual([5, 5]);

    view.unmount();
    expect(chart?.removed).toBe(true);
  });
});
