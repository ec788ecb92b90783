import type { KlinePoint } from '@fxdesk/contract';
import {
  CandlestickSeries,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useLang } from '../../../shared/i18n';
import { socket } from '../../../shared/socket';
import { chartThemeOptions } from '../../../shared/theme/chart-theme';
import { themeController, useTheme } from '../../../shared/theme/theme';
import type { Period } from '../api/trading.api';
import { startKlineFeed } from './kline-feed';
import { timeFormats } from './time-labels';
import { DOWN_COLOR, priceFormat, toCandle, toVolume, UP_COLOR } from './kline-series';

/*
 * The candlestick chart (SPEC §2 trade screen), the only module that imports lightweight-charts:
 * it is loaded as its own chunk when the trade screen first draws a chart. The library's
 * attribution logo stays on, as its licence asks.
 */

interface KlineChartProps {
  code: string;
  precision: number;
  period: Period;
  /** History for `code` and `period`, oldest first; undefined while it loads. */
  bars: readonly KlinePoint[] | undefined;
  /** Live updates run only while the screen is visible. */
  live: boolean;
}

interface ChartParts {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

/**
 * What the chart really draws, as data attributes on its container (bars, first and last bar
 * time, last close, period), so a browser test can tell a broken chart from a working one. Set
 * directly on the element: no React render per live bar.
 */
function markDrawn(
  el: HTMLElement | null,
  drawn: { bars: number; firstTime: number; lastTime: number; last: number | undefined; period: string },
): void {
  if (!el) return;
  el.dataset.bars = String(drawn.bars);
  el.dataset.firstTime = String(drawn.firstTime);
  el.dataset.lastTime = String(drawn.lastTime);
  el.dataset.last = drawn.last === undefined ? '' : String(drawn.last);
  el.dataset.period = drawn.period;
}

function createParts(
  container: HTMLElement,
  { locale, precision, period }: { locale: string; precision: number; period: Period },
): ChartParts {
  const colours = chartThemeOptions(themeController.theme());
  const formats = timeFormats(locale, period);
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      ...colours.layout,
      fontSize: 11,
      attributionLogo: true,
      panes: { ...colours.layout.panes, enableResize: false },
    },
    localization: { locale, timeFormatter: formats.crosshair },
    grid: colours.grid,
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: colours.rightPriceScale,
    timeScale: {
      ...colours.timeScale,
      timeVisible: true,
      secondsVisible: false,
      rightOffset: 4,
      tickMarkFormatter: formats.tick,
    },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: UP_COLOR,
    downColor: DOWN_COLOR,
    wickUpColor: UP_COLOR,
    wickDownColor: DOWN_COLOR,
    borderVisible: false,
    priceFormat: priceFormat(precision, locale),
  });
  // The volume pane below the candles (lightweight-charts 5 panes).
  const volume = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: 'volume' }, lastValueVisible: false },
    1,
  );
  chart.panes()[0]?.setStretchFactor(4);
  chart.panes()[1]?.setStretchFactor(1);
  return { chart, candles, volume };
}

export default function KlineChart({ code, precision, period, bars, live }: KlineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const partsRef = useRef<ChartParts | null>(null);
  /** Start of the newest bar drawn; an older live bar would make the library throw. */
  const lastTimeRef = useRef(0);
  /** `code|period` whose history is on the chart; live bars of anything else are dropped. */
  const drawnRef = useRef('');
  /** Bars on the chart and the oldest one's start, for the data attributes. */
  const countRef = useRef({ bars: 0, firstTime: 0 });
  const lang = useLang();
  const theme = useTheme();

  // What the chart is made with when its first history arrives (the effects below apply changes).
  const optionsRef = useRef({ locale: lang.locale, precision, period });
  useEffect(() => {
    optionsRef.current = { locale: lang.locale, precision, period };
  }, [lang.locale, precision, period]);

  useEffect(
    () => () => {
      partsRef.current?.chart.remove();
      partsRef.current = null;
      drawnRef.current = '';
    },
    [],
  );

  // Issue 15: the chart follows the theme, switched live.
  useEffect(() => {
    partsRef.current?.chart.applyOptions(chartThemeOptions(theme));
    if (containerRef.current) containerRef.current.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    const formats = timeFormats(lang.locale, period);
    partsRef.current?.chart.applyOptions({
      localization: { locale: lang.locale, timeFormatter: formats.crosshair },
      timeScale: { tickMarkFormatter: formats.tick },
    });
  }, [lang.locale, period]);

  useEffect(() => {
    partsRef.current?.candles.applyOptions({ priceFormat: priceFormat(precision, lang.locale) });
  }, [precision, lang.locale]);

  useEffect(() => {
    let parts = partsRef.current;
    if (!parts) {
      // Issue 15: the chart is made with its first history, so a phone draws it once (its
      // canvases sized for the real price labels) instead of empty first and again with bars.
      const container = containerRef.current;
      if (!bars || !container) return;
      parts = createParts(container, optionsRef.current);
      partsRef.current = parts;
    }
    if (!bars) {
      // Another pair or period is loading: never leave the old one's candles on screen.
      if (drawnRef.current !== `${code}|${period}`) {
        parts.candles.setData([]);
        parts.volume.setData([]);
        drawnRef.current = '';
        countRef.current = { bars: 0, firstTime: 0 };
        markDrawn(containerRef.current, { bars: 0, firstTime: 0, lastTime: 0, last: undefined, period: '' });
      }
      return;
    }
    parts.candles.setData(bars.map(toCandle));
    parts.volume.setData(bars.map(toVolume));
    lastTimeRef.current = bars.at(-1)?.Time ?? 0;
    countRef.current = { bars: bars.length, firstTime: bars[0]?.Time ?? 0 };
    markDrawn(containerRef.current, {
      ...countRef.current,
      lastTime: lastTimeRef.current,
      last: bars.at(-1)?.Close,
      period,
    });
    if (drawnRef.current !== `${code}|${period}`) parts.chart.timeScale().scrollToRealTime();
    drawnRef.current = `${code}|${period}`;
  }, [bars, code, period]);

  useEffect(() => {
    if (!live) return undefined;
    const key = `${code}|${period}`;
    return startKlineFeed(socket, code, period, (next) => {
      const parts = partsRef.current;
      if (!parts || drawnRef.current !== key) return;
      let last: number | undefined;
      for (const bar of next) {
        if (bar.Time < lastTimeRef.current) continue;
        parts.candles.update(toCandle(bar));
        parts.volume.update(toVolume(bar));
        if (bar.Time > lastTimeRef.current || countRef.current.bars === 0) {
          if (countRef.current.bars === 0) countRef.current.firstTime = bar.Time;
          countRef.current.bars += 1;
        }
        lastTimeRef.current = bar.Time;
        last = bar.Close;
      }
      if (last !== undefined)
        markDrawn(containerRef.current, { ...countRef.current, lastTime: lastTimeRef.current, last, period });
    });
  }, [code, period, live]);

  return <div ref={containerRef} className="fx-kline-canvas" data-testid="kline-canvas" />;
}
