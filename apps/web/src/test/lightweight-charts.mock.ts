/**
 * Stand-in for lightweight-charts in component tests: happy-dom has no canvas. Charts and
 * series record what they were given (`chartMock.charts`), so a test can check the data drawn;
 * any method the stub does not know is a no-op returning the stub, so code that builds a chart
 * runs unchanged.
 */
type Stub = { [key: string]: (...args: unknown[]) => Stub };

const stub: Stub = new Proxy({} as Stub, {
  get: () => () => stub,
});

export interface SeriesMock {
  kind: unknown;
  options: unknown;
  paneIndex: number | undefined;
  data: unknown[];
  updates: unknown[];
}

export interface ChartMock {
  series: SeriesMock[];
  removed: boolean;
  options: unknown[];
}

export const chartMock = { charts: [] as ChartMock[] };

function makeSeries(kind: unknown, options: unknown, paneIndex: number | undefined): SeriesMock & Stub {
  const record: SeriesMock = { kind, options, paneIndex, data: [], updates: [] };
  return new Proxy(record as SeriesMock & Stub, {
    get(target, key) {
      if (key === 'setData') return (data: unknown[]) => void (target.data = [...data]);
      if (key === 'update') return (bar: unknown) => void target.updates.push(bar);
      if (key in target) return target[key as keyof SeriesMock];
      return () => stub;
    },
  });
}

export const createChart = (): Stub => {
  const record: ChartMock = { series: [], removed: false, options: [] };
  chartMock.charts.push(record);
  const pane = { setStretchFactor: () => undefined, setHeight: () => undefined };
  return new Proxy({} as Stub, {
    get(_target, key) {
      if (key === 'addSeries')
        return (kind: unknown, options: unknown, paneIndex?: number) => {
          const series = makeSeries(kind, options, paneIndex);
          record.series.push(series);
          return series;
        };
      if (key === 'panes') return () => [pane, pane];
      if (key === 'remove') return () => void (record.removed = true);
      if (key === 'applyOptions') return (options: unknown) => void record.options.push(options);
      return () => stub;
    },
  });
};

export const CandlestickSeries = { type: 'Candlestick' };
export const AreaSeries = { type: 'Area' };
export const LineSeries = { type: 'Line' };
export const HistogramSeries = { type: 'Histogram' };
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const CrosshairMode = { Normal: 0, Magnet: 1, Hidden: 2 } as const;
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } as const;
