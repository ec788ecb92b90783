import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useQuote } from '../../../shared/market/quotes.store';
import type { Tone } from '../../../shared/ui/figures';
import { fetchMiniKline, homeQueryKeys } from '../api/market.api';

const WIDTH = 72;
const HEIGHT = 30;

/** SVG path of closes scaled into the box; the last point follows the live price. */
export function sparkPath(closes: readonly number[], width = WIDTH, height = HEIGHT) {
  if (closes.length < 2) return null;
  const min = Math.min(...closes);
  const max = Math.max(...closes);
  const span = max - min || 1;
  const step = width / (closes.length - 1);
  const points = closes.map((c, i) => {
    const x = i * step;
    const y = height - 2 - ((c - min) / span) * (height - 4);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join('L')}`;
  return { line, area: `${line}L${width},${height}L0,${height}Z` };
}

/**
 * The home row's mini area chart (SPEC §2): a plain SVG, so the home screen does not pull the
 * charting library into the first download.
 */
export function MiniChart({ forexId, code, tone }: { forexId: number; code: string; tone: Tone }) {
  const gradientId = `fx-spark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const bars = useQuery({
    queryKey: homeQueryKeys.mini(forexId),
    queryFn: () => fetchMiniKline(forexId),
    staleTime: 5 * 60_000,
  });
  const live = useQuote(code)?.close;
  const closes = (bars.data ?? []).map((b) => b.Close);
  if (live !== undefined && closes.length > 1) closes[closes.length - 1] = live;
  const path = sparkPath(closes);
  if (!path) return <span className="fx-spark fx-spark--empty" aria-hidden="true" />;
  // Coloured by the row's day change, like its price and change chip (one rule, not the first bar).
  return (
    <svg
      className={tone === 'flat' ? 'fx-spark' : `fx-spark fx-spark--${tone}`}
      data-tone={tone}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      data-testid={`market-spark-${code}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.28" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={path.area} fill={`url(#${gradientId})`} stroke="none" />
      <path d={path.line} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
