// Writes brotli (.br) and gzip (.gz) copies of every text asset of the given build folders, so
// the server sends hashed assets compressed at the highest levels without compressing them on
// every request (@fastify/static `preCompressed`). Run by `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for (const dir of process.argv.slice(2)) {
  if (!fs.existsSync(dir)) continue;
  for (const file of files(dir)) {
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    count++;
  }
}
console.log(`precompressed ${count} files (brotli + gzip)`);
