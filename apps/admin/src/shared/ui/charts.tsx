import { useId, type ReactNode } from 'react';

export interface Point {
  label: string;
  value: number;
}

interface ChartProps {
  points: readonly Point[];
  /** Formats an axis or tooltip value. */
  format: (value: number) => string;
  height?: number;
  testId?: string;
  ariaLabel: string;
}

const WIDTH = 560;
const PAD = { top: 14, right: 12, bottom: 24, left: 56 };

/** Round maxima for the axis: 0, 1, 2, 2.5, 5 × 10^k. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const exponent = Math.floor(Math.log10(max));
  const base = 10 ** exponent;
  const step = [1, 2, 2.5, 5, 10].find((s) => s * base >= max) ?? 10;
  return step * base;
}

function Axis({ max, height, format }: { max: number; height: number; format: (v: number) => string }) {
  const inner = height - PAD.top - PAD.bottom;
  const labels = [0, 0.5, 1].map((f) => format(max * f));
  return (
    <g className="chart-axis">
      {[0, 0.5, 1].map((f, i) => {
        const y = PAD.top + inner * (1 - f);
        // A midpoint that rounds to an end label (0.5 as "1" in whole dollars) would read 0, 1, 1.
        const duplicate = i === 1 && (labels[1] === labels[0] || labels[1] === labels[2]);
        return (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
            {duplicate ? null : (
              <text x={PAD.left - 8} y={y + 4} textAnchor="end">
                {labels[i]}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The value axis's top (a round number), the plot's inner height and each point's slot width. */
function scaleOf(points: readonly Point[], height: number) {
  return {
    max: niceMax(Math.max(0, ...points.map((p) => p.value))),
    inner: height - PAD.top - PAD.bottom,
    slot: (WIDTH - PAD.left - PAD.right) / Math.max(points.length, 1),
  };
}

/** The SVG of a chart, an image named by `ariaLabel`, with the value axis under its marks. */
function ChartFrame({
  max,
  height,
  format,
  ariaLabel,
  testId,
  children,
}: {
  max: number;
  height: number;
  format: (value: number) => string;
  ariaLabel: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={ariaLabel}
      data-testid={testId}
    >
      <Axis max={max} height={height} format={format} />
      {children}
    </svg>
  );
}

/** A bar per point, the value on hover; plain SVG, scales with its container. */
export function BarChart({ points, format, height = 200, testId, ariaLabel }: ChartProps) {
  const { max, inner, slot } = scaleOf(points, height);
  const bar = Math.min(36, slot * 0.6);
  return (
    <ChartFrame max={max} height={height} format={format} ariaLabel={ariaLabel} testId={testId}>
      {points.map((p, i) => {
        const h = (Math.max(0, p.value) / max) * inner;
        const x = PAD.left + slot * i + (slot - bar) / 2;
        return (
          <g key={p.label}>
            <rect
              className="chart-bar"
              x={x}
              y={PAD.top + inner - h}
              width={bar}
              height={Math.max(h, 0)}
              rx={3}
            >
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </rect>
            <text className="chart-label" x={x + bar / 2} y={height - 6} textAnchor="middle">
              {p.label}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** A line with a soft area under it and a dot per point. */
export function LineChart({ points, format, height = 200, testId, ariaLabel }: ChartProps) {
  const gradient = useId();
  // Points sit in the middle of equal slots, like the bars, so the end labels are never clipped.
  const { max, inner, slot } = scaleOf(points, height);
  const xy = points.map((p, i) => ({
    ...p,
    x: PAD.left + slot * i + slot / 2,
    y: PAD.top + inner - (Math.max(0, p.value) / max) * inner,
  }));
  const line = xy.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const first = xy[0];
  const last = xy.at(-1);
  const area = first && last ? `${line} L${last.x},${PAD.top + inner} L${first.x},${PAD.top + inner} Z` : '';
  return (
    <ChartFrame max={max} height={height} format={format} ariaLabel={ariaLabel} testId={testId}>
      <defs>
        <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="var(--c-primary)" stopOpacity="0.25" />
          <stop offset="100%" stopColor="var(--c-primary)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {area && <path d={area} fill={`url(#${gradient})`} />}
      <path className="chart-line" d={line} />
      {xy.map((p) => (
        <g key={p.label}>
          <circle className="chart-dot" cx={p.x} cy={p.y} r={3.5}>
            <title>{`${p.label}: ${format(p.value)}`}</title>
          </circle>
          <text className="chart-label" x={p.x} y={height - 6} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}

/** The last `days` calendar days (UTC, as the server groups them), missing ones as zero. */
export function lastDays<T extends { day: string }>(
  rows: readonly T[],
  value: (row: T) => number,
  now: Date,
  days = 7,
): Point[] {
  const byDay = new Map(rows.map((r) => [r.day, value(r)]));
  const out: Point[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 86_400_000);
    const key = d.toISOString().slice(0, 10);
    out.push({ label: key.slice(5), value: byDay.get(key) ?? 0 });
  }
  return out;
}
