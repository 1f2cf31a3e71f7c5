// After `vite build`: brotli and gzip copies of the client's text files (see scripts/lib/compress-assets.ts).
import { join } from 'node:path';
import { compressAssets } from './lib/compress-assets';
import { repoRoot } from './lib/paths';

const files = compressAssets(join(repoRoot, 'dist/client'));
const sum = (pick: (f: (typeof files)[number]) => number): number => files.reduce((n, f) => n + pick(f), 0);
const kb = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;
process.stdout.write(
  `compress-client: ${files.length} files, ${kb(sum((f) => f.bytes))} -> brotli ${kb(sum((f) => f.brotli))}, gzip ${kb(sum((f) => f.gzip))}\n`,
);
