/**
 * Display formatting. Amounts arrive as JSON numbers or as exact decimal strings (numeric
 * columns); both are only formatted here, never used in arithmetic that is sent back.
 */

type Numeric = number | string | null | undefined;

const toNumber = (value: Numeric): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(min: number, max: number, sign: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${sign}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: sign ? 'exceptZero' : 'auto',
    });
    formatters.set(key, f);
  }
  return f;
}

/** 12345.6 → "12,345.60"; missing → "—". */
export function formatMoney(value: Numeric, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? '—' : formatter(decimals, decimals, false).format(n);
}

/** Signed amount for P&L and adjustments: "+12.50", "-3.00". */
export function formatSigned(value: Numeric, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? '—' : formatter(decimals, decimals, true).format(n);
}

/** A number with up to `max` decimals and no trailing zeros: "0.0100" → "0.01". */
export function formatNumber(value: Numeric, max = 8): string {
  const n = toNumber(value);
  return n === null ? '—' : formatter(0, max, false).format(n);
}

export function formatPercent(value: Numeric, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? '—' : `${formatter(decimals, decimals, false).format(n)}%`;
}

/** The CSS class of a signed figure. */
export function signClass(value: Numeric): string {
  const n = toNumber(value);
  if (n === null || n === 0) return '';
  return n > 0 ? 'up' : 'down';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO timestamp → local "2026-05-01 14:03:22"; missing → "—". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "100.000000" → "100", "12.500000" → "12.5": a decimal string for an editable field. */
export function trimDecimal(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}
