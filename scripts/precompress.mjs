// `node scripts/precompress.mjs <dir>`: writes a brotli (.br) and a gzip (.gz) copy beside every
// text file of a front-end build, at the highest levels, once per build. The server sends the
// copy the browser accepts (Accept-Encoding) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a response fits in one packet either way. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

const dir = process.argv[2];
if (!dir || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('Usage: node scripts/precompress.mjs <build directory>');
  process.exit(2);
}
let before = 0;
let after = 0;
for (const path of files(dir)) {
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  // A copy that saves nothing is not written: the server then sends the file itself.
  if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
  before += bytes.length;
  after += Math.min(brotli.length, bytes.length);
}
console.log(
  `Compressed ${process.env.npm_package_name ?? dir}: ${Math.round(before / 1024)} KB of text, ${Math.round(after / 1024)} KB as brotli.`,
);
