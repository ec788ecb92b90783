import type { Tone } from '../../shared/ui/Badge';

export interface Levels {
  stopOut: number;
  marginCall: number;
}

/** Where a risk rate stands against the stop-out and margin-call levels. */
export function riskTone(rate: number | null, levels: Levels): Tone {
  if (rate === null) return 'muted';
  if (rate <= levels.stopOut) return 'danger';
  if (rate <= levels.marginCall) return 'warning';
  if (rate <= levels.marginCall * 1.5) return 'info';
  return 'success';
}

/** The bar length: 0 at stop-out, full at three times the margin-call level. */
export function riskFill(rate: number | null, levels: Levels): number {
  if (rate === null) return 0;
  const top = Math.max(levels.marginCall * 3, levels.stopOut + 1);
  return Math.min(1, Math.max(0, (rate - levels.stopOut) / (top - levels.stopOut)));
}
