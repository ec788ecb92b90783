/**
 * Local SVG logos for pairs (no external image host): two discs in the colours of the base and
 * quote currencies, with their ISO codes. They only touch (2 units of 64), so the base disc
 * never hides the quote's code (issue 15: it covered half of "USD").
 */
const COLORS: Record<string, [string, string]> = {
  EUR: ['#1f4fbf', '#ffd43b'],
  USD: ['#2f7d32', '#ffffff'],
  GBP: ['#7b1fa2', '#ffffff'],
  JPY: ['#d32f2f', '#ffffff'],
  AUD: ['#00897b', '#ffffff'],
  CHF: ['#c62828', '#ffffff'],
  CAD: ['#e53935', '#ffffff'],
  NZD: ['#283593', '#ffffff'],
  XAU: ['#c9a227', '#3e2c00'],
  XAG: ['#9e9e9e', '#212121'],
};

export const DISC_RADIUS = 16;
/** Centres of the base and quote discs in the 64×48 box. */
export const DISC_CENTRES = { base: 17, quote: 47 } as const;

function disc(cx: number, code: string): string {
  const [fill, ink] = COLORS[code] ?? ['#546e7a', '#ffffff'];
  const label = code.replace(/[^A-Z]/g, '').slice(0, 3);
  return `<circle cx="${cx}" cy="24" r="${DISC_RADIUS}" fill="${fill}" stroke="#fff" stroke-width="2"/><text x="${cx}" y="28" font-family="Arial,Helvetica,sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="${ink}">${label}</text>`;
}

export function pairLogoSvg(code: string): string {
  const base = code.slice(0, 3).toUpperCase();
  const quote = code.slice(3, 6).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48">${disc(DISC_CENTRES.quote, quote)}${disc(DISC_CENTRES.base, base)}</svg>`;
}
