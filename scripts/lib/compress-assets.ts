// Precompresses the built client as a CDN would serve it: a .br and a .gz beside each text file worth compressing,
// which @fastify/static serves to browsers that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_TYPES = new Set(['.js', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml']);
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface CompressedFile {
  path: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes `file.br` and `file.gz` for each text file of at least 1 KiB whose copies are smaller; returns what it wrote. */
export function compressAssets(dir: string): CompressedFile[] {
  const written: CompressedFile[] = [];
  for (const path of filesUnder(dir)) {
    if (!TEXT_TYPES.has(extname(path))) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length >= content.length && gzip.length >= content.length) continue;
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    written.push({ path, bytes: content.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}
