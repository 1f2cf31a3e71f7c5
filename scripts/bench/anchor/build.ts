// Builds the anchor app into a folder of the caller's choosing, with brotli and gzip copies beside its files as the
// portal's build writes them (scripts/compress-client.ts), so both are served alike.
import { compressAssets } from '../../lib/compress-assets';
import { buildBenchApp } from '../build-app';

export async function buildAnchor(outDir: string): Promise<void> {
  await buildBenchApp(new URL('.', import.meta.url).pathname, outDir);
  compressAssets(outDir);
}
