import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Served by the FXDesk server itself from the web build, removed when the run ends. */
export const BARE_PAGE = 'bench-cold-load-bare.html';

/**
 * The baseline: a static page with no running script, carrying the same bytes as the app's
 * start-up — the same stylesheets, and the start-up JavaScript index.html names as an inert
 * text block (so the wire and the HTML parser see a similar size) — and a visible list like the
 * home page's. Its FCP/LCP are what this machine and browser need for that many bytes.
 */
export function writeBarePage(distDir: string): () => void {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const styles = [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const scripts = [...index.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const payload = [...new Set(scripts)]
    .map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'))
    .join('\n')
    .replace(/<\/script/gi, '<\\/script');
  const rows = Array.from(
    { length: 20 },
    (_, i) => `<li class="fx-market-row"><b>PAIR${i}</b> <span>1.${String(10000 + i * 37)}</span></li>`,
  ).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>FXDesk bench baseline</title>
${styles.join('\n')}
</head><body>
<main><h1>FXDesk</h1><p>Static baseline page: the same stylesheets and bytes as the app, no script runs.</p>
<ul>${rows}</ul></main>
<script type="text/plain">${payload}</script>
</body></html>`;
  const file = path.join(distDir, BARE_PAGE);
  fs.writeFileSync(file, html);
  // The server sends precompressed copies (scripts/precompress.mjs): the baseline is sent the same way.
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  const brotliQuality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: brotliQuality }));
  return () => {
    for (const suffix of ['', '.gz', '.br']) fs.rmSync(`${file}${suffix}`, { force: true });
  };
}
