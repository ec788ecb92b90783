import type { KlinePoint } from '@fxdesk/contract';
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';
import { formatPrice } from '../../../shared/ui/figures';

export const UP_COLOR = '#12b76a';
export const DOWN_COLOR = '#f04438';

export const toCandle = (p: KlinePoint): CandlestickData<UTCTimestamp> => ({
  time: p.Time as UTCTimestamp,
  open: p.Open,
  high: p.High,
  low: p.Low,
  close: p.Close,
});

export const toVolume = (p: KlinePoint): HistogramData<UTCTimestamp> => ({
  time: p.Time as UTCTimestamp,
  value: p.Volume,
  color: p.Close >= p.Open ? 'rgba(18, 183, 106, 0.45)' : 'rgba(240, 68, 56, 0.45)',
});

/**
 * The chart's price format for a pair: its precision and the matching smallest move, written in
 * the user's marks like every other price on the screen ("1,08781" in German, not "1.08781").
 */
export function priceFormat(precision: number, locale: string) {
  return {
    type: 'custom' as const,
    formatter: (price: number) => formatPrice(price, precision, locale),
    minMove: Number((10 ** -precision).toFixed(precision)),
  };
}
