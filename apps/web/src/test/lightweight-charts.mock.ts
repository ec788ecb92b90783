/**
 * Stand-in for lightweight-charts in component tests: happy-dom has no canvas. Every chart
 * method is a no-op that returns the same stub, so code that builds a chart runs unchanged.
 */
type Stub = { [key: string]: (...args: unknown[]) => Stub };

const stub: Stub = new Proxy({} as Stub, {
  get: () => () => stub,
});

export const createChart = (): Stub => stub;
export const CandlestickSeries = {};
export const AreaSeries = {};
export const LineSeries = {};
export const HistogramSeries = {};
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const CrosshairMode = { Normal: 0, Magnet: 1, Hidden: 2 } as const;
