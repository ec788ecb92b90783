import { ColorType } from 'lightweight-charts';
import type { Theme } from './theme';

/** Colours of the candlestick chart's frame in each theme (candles keep the up/down colours). */
const PALETTES = {
  light: { background: '#ffffff', text: '#475569', grid: '#f1f4f9', border: '#e4e8f0' },
  dark: { background: '#111827', text: '#a9b4c6', grid: '#1b2434', border: '#2a3547' },
} as const;

/** lightweight-charts options (import only from lazy chart modules: it pulls the library) for a theme: used at creation and applied live on a switch. */
export function chartThemeOptions(theme: Theme) {
  const p = PALETTES[theme];
  return {
    layout: {
      background: { type: ColorType.Solid, color: p.background },
      textColor: p.text,
      panes: { separatorColor: p.border },
    },
    grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
    rightPriceScale: { borderColor: p.border },
    timeScale: { borderColor: p.border },
  };
}
