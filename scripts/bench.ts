// npm run bench: figures for the closing notes, never pass/fail. Builds if needed, then prints
// gzip JS per route, warm start time of `npm start`, GetOffer throughput on PGlite and memory.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipBytes, readManifest, routeJs, servedBrotliBytes } from './bench/bundle-sizes';
import { layoutShifts } from './bench/layout-shifts';
import { median, startAndTime, stop } from './bench/process';
import { launchBrowser } from '../tests/e2e/helpers/browser';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!existsSync(join(clientDir, '.vite/manifest.json')) || !existsSync(join(root, 'dist/server/main.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const manifest = readManifest(clientDir);
const landing = routeJs(manifest, ['pages/OfferLanding']);
const personal = routeJs(manifest, ['routing/FlowGate', 'pages/FlowScreen', 'generated/screens/info/personal']);
console.log(`gzip JS, offer landing (/offer/1001/5001): ${kb(gzipBytes(clientDir, landing))} in ${landing.length} files`);
console.log(`gzip JS, personal screen (/info/personal): ${kb(gzipBytes(clientDir, personal))} in ${personal.length} files`);
console.log(`JS as served (brotli copies), landing / personal: ${kb(servedBrotliBytes(clientDir, landing))} / ${kb(servedBrotliBytes(clientDir, personal))}`);

const port = 3900 + Math.floor(Math.random() * 90);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_RATE_LIMIT: '100000' };
try {
  const cold = await startAndTime('node', [join(root, 'scripts/start.mjs')], env, baseUrl);
  await stop(cold.child);
  console.log(`cold start of npm start (new database, migrations, demo seed): ${cold.startupMs.toFixed(0)} ms`);
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await startAndTime('node', [join(root, 'scripts/start.mjs')], env, baseUrl);
    warm.push(run.startupMs);
    await stop(run.child);
  }
  console.log(`warm start of npm start (median of 3): ${median(warm).toFixed(0)} ms [${warm.map((w) => w.toFixed(0)).join(', ')}]`);

  const server = await startAndTime('node', [join(root, 'dist/server/main.js')], env, baseUrl);
  const result = await autocannon({
    url: `${baseUrl}/api/GetOffer`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offerId: 1001, CustomerRecordId: 5001 }),
    connections: 10,
    duration: 10,
  });
  console.log(`GetOffer on PGlite: ${result.requests.average.toFixed(0)} req/s (10 connections, 10 s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  const rss = spawnSync('ps', ['-o', 'rss=', '-p', String(server.child.pid)]).stdout.toString().trim();
  console.log(`server resident memory after the load: ${(Number(rss) / 1024).toFixed(0)} MiB`);
  const browser = await launchBrowser();
  try {
    for (const m of await layoutShifts(browser, baseUrl)) console.log(`CLS, ${m.page} at ${m.width} (4x CPU, slow 4G): ${m.cls.toFixed(3)}`);
  } finally {
    await browser.close();
  }
  await stop(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
