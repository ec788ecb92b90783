import { useState } from 'react';
import { useLang } from '../i18n';
import { useQuotesStale } from '../socket';
import { formatPercent, formatPrice, toneOf, type Tone } from '../ui/figures';
import { useQuote } from './quotes.store';

interface PriceTextProps {
  code: string;
  precision: number;
  /** Shown until the first quote arrives. */
  fallback?: number;
  /** Which side of the book: the last (bid) price by default. */
  field?: 'close' | 'bid' | 'ask' | 'high' | 'low' | 'open';
  className?: string;
  testId?: string;
  /** Flash on every move (lists); off for secondary figures. */
  flash?: boolean;
  /**
   * The steady colour: the home list passes the day change's tone (useChangeTone) so price, chip
   * and mini chart follow one rule; without it the last move colours the price.
   */
  tone?: Tone;
}

/**
 * A live price: coloured by its last move, flashing on each tick, and greyed when the socket
 * is down so an old price never passes for a live one.
 */
export function PriceText({
  code,
  precision,
  fallback,
  field = 'close',
  className,
  testId,
  flash = true,
  tone,
}: PriceTextProps) {
  const quote = useQuote(code);
  const stale = useQuotesStale();
  const lang = useLang();
  const value = quote ? quote[field] : fallback;
  const text = value === undefined ? '--' : formatPrice(value, precision, lang.locale);
  const dir = quote?.dir;
  // Only the headline price is coloured; secondary figures stay neutral.
  const steady = tone ?? (flash ? dir : undefined);
  const classes = [
    'fx-num',
    'fx-price',
    steady && steady !== 'flat' ? `fx-price--${steady}` : '',
    stale ? 'fx-stale' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  // Only a flashing price re-renders on the toggle; secondary figures never flash.
  const again = useToggleOnChange(flash ? quote?.seq : undefined);
  const flashClass = [
    'fx-flash',
    flash && dir && quote && quote.seq > 0 && !stale ? `fx-flash--${dir}` : '',
    again ? 'fx-flash--again' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-testid={testId} data-stale={stale ? 'true' : undefined}>
      <span className={flashClass}>{text}</span>
    </span>
  );
}

/**
 * Flips on every change of `value`. The flash restarts its animation by switching between two
 * identical keyframes instead of remounting the element on each tick: a new element per tick
 * cost a DOM node a quote and counted as a new largest paint, so LCP followed the ticks.
 */
function useToggleOnChange(value: unknown): boolean {
  const [seen, setSeen] = useState(value);
  const [on, setOn] = useState(false);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setOn(!on);
  }
  return on;
}

interface ChangeTextProps {
  code: string;
  fallback?: number;
  /** A filled badge (lists) or plain coloured text (headers). */
  variant?: 'badge' | 'text';
  testId?: string;
}

/** The day change in percent, green up and red down (SPEC §3 quote label "24H change"). */
export function ChangeText({ code, fallback, variant = 'text', testId }: ChangeTextProps) {
  const quote = useQuote(code);
  const stale = useQuotesStale();
  const lang = useLang();
  const change = quote?.change ?? fallback;
  const tone = toneOf(change);
  const classes = ['fx-num', `fx-change fx-change--${variant} fx-change--${tone}`, stale ? 'fx-stale' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-testid={testId}>
      {change === undefined ? '--' : formatPercent(change, lang.locale)}
    </span>
  );
}

/** The one up/down rule of a market row: the day change's sign colours price, chip and chart. */
export function useChangeTone(code: string, fallback?: number): Tone {
  return toneOf(useQuote(code)?.change ?? fallback);
}
