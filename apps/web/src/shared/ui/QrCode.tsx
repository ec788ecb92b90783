import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 2;
/** About this many CSS pixels across. */
const TARGET_PX = 172;

/** The dark modules of a QR symbol as one SVG path, a run of modules per rectangle. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x += 1;
      const run = x - start;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * A deposit address as a QR code (DESIGN §6), drawn as crisp SVG: scans from a phone held to
 * a desktop screen, and needs no canvas.
 */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  // A whole number of pixels per module keeps every module the same width on a 1× screen.
  const pixels = size * Math.max(3, Math.floor(TARGET_PX / size));
  return (
    <svg
      className="fx-qr"
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
