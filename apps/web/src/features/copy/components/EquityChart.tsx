import {
  AreaSeries,
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type Time,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/*
 * A trader's daily equity (or a back-test's capital) as an area, with its drawdown below as a
 * line, on the chart library the trade screen already uses. Loaded as its own chunk. The
 * library's attribution logo stays on, as its licence asks.
 */

interface EquityChartProps {
  equity: readonly [number, number][];
  /** Drawdown in percent (≤ 0) per point; drawn on its own scale when given. */
  drawdown?: readonly [number, number][];
  height?: number;
  testId?: string;
}

const toPoints = (series: readonly [number, number][]) => {
  const byTime = new Map<number, number>();
  for (const [ms, value] of series) byTime.set(Math.floor(ms / 1000), value);
  return [...byTime].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time: time as Time, value }));
};

export default function EquityChart({ equity, drawdown, height = 220, testId }: EquityChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = createChart(el, {
      height,
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#7a8194',
        fontSize: 11,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(120,130,150,0.12)' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    chartRef.current = chart;
    const area = chart.addSeries(AreaSeries, {
      lineColor: '#1677ff',
      topColor: 'rgba(22,119,255,0.28)',
      bottomColor: 'rgba(22,119,255,0.02)',
      lineWidth: 2,
      priceLineVisible: false,
    });
    area.setData(toPoints(equity));
    if (drawdown && drawdown.length > 0) {
      const dd = chart.addSeries(LineSeries, {
        color: '#e5484d',
        lineWidth: 1,
        priceScaleId: 'drawdown',
        priceLineVisible: false,
        priceFormat: { type: 'custom', formatter: (v: number) => `${v.toFixed(1)}%` },
      });
      chart.priceScale('drawdown').applyOptions({ scaleMargins: { top: 0.75, bottom: 0 } });
      area.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.3 } });
      dd.setData(toPoints(drawdown));
    }
    chart.timeScale().fitContent();
    el.dataset.points = String(equity.length);
    return () => {
      chart.remove();
      chartRef.current = null;
    };
  }, [equity, drawdown, height]);

  return <div ref={box} className="fx-copy-chart" style={{ height }} data-testid={testId} />;
}
