import { describe, expect, it } from 'vitest';
import { pairLogoSvg } from './logos';

/** The discs and labels of a logo, in drawing order (the later one is on top). */
function parts(svg: string) {
  const circles = [...svg.matchAll(/<circle cx="(\d+)" cy="\d+" r="(\d+)"/g)].map((m) => ({
    cx: Number(m[1]),
    r: Number(m[2]),
  }));
  const labels = [...svg.matchAll(/<text x="(\d+)"[^>]*font-size="(\d+)"[^>]*>([A-Z]+)<\/text>/g)].map(
    (m) => ({
      x: Number(m[1]),
      size: Number(m[2]),
      text: m[3]!,
    }),
  );
  return { circles, labels };
}

describe('pair logos (issue 15: the icon hid half of the second currency)', () => {
  it.each(['EURUSD', 'GBPJPY', 'XAUUSD', 'USDCHF'])(
    '%s: neither code is covered by the other disc',
    (code) => {
      const { circles, labels } = parts(pairLogoSvg(code));
      expect(labels.map((l) => l.text)).toEqual([code.slice(3, 6), code.slice(0, 3)]);
      const [quoteDisc, baseDisc] = circles as [{ cx: number; r: number }, { cx: number; r: number }];
      const quote = labels[0]!;
      // Arial bold capitals are at most ~0.72 em wide: the quote's code must start right of the
      // base disc (drawn on top of it), and every disc must lie inside the 64-unit box.
      const halfWidth = (quote.text.length * 0.72 * quote.size) / 2;
      expect(quote.x - halfWidth).toBeGreaterThanOrEqual(baseDisc.cx + baseDisc.r + 1);
      for (const c of circles) {
        expect(c.cx - c.r).toBeGreaterThanOrEqual(0);
        expect(c.cx + c.r).toBeLessThanOrEqual(64);
      }
      expect(quoteDisc.cx).toBeGreaterThan(baseDisc.cx);
    },
  );
});
