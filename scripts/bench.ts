// npm run bench: figures for the closing notes, never pass/fail. Each portal figure is printed beside an anchor
// measured in the same run (a bare Fastify server, `SELECT 1` through pg, a stock one-field RJSF app), as a ratio.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipBytes, readManifest, routeJs, servedBrotliBytes } from './bench/bundle-sizes';
import { type PageFigures, portalFormFigures, stockRjsfFigures } from './bench/client-figures';
import { createBenchDatabase } from './bench/databases';
import { layoutShifts } from './bench/layout-shifts';
import { borrowerSession, describeLoad, load, type Load } from './bench/load';
import { median, startAndTime, stop } from './bench/process';
import { launchBrowser } from '../tests/e2e/helpers/browser';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (ours: number, anchor: number) => `${((100 * ours) / anchor).toFixed(1)}%`;
const JANE = { offerId: '1001', userId: '5001', ssn: '123456', dateOfBirth: '01/15/1980', applicationId: 7001 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const medianLoad = (loads: Load[]): Load => [...loads].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(loads.length / 2)]!;

if (!existsSync(join(clientDir, '.vite/manifest.json')) || !existsSync(join(root, 'dist/server/main.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const manifest = readManifest(clientDir);
const landing = routeJs(manifest, ['pages/OfferLanding']);
const personal = routeJs(manifest, ['routing/FlowGate', 'engine/flow-screen', 'generated/screens/info/personal']);
console.log(`gzip JS, offer landing (/offer/1001/5001): ${kb(gzipBytes(clientDir, landing))} in ${landing.length} files`);
console.log(`gzip JS, personal screen (/info/personal): ${kb(gzipBytes(clientDir, personal))} in ${personal.length} files`);
console.log(`JS as served (brotli copies), landing / personal: ${kb(servedBrotliBytes(clientDir, landing))} / ${kb(servedBrotliBytes(clientDir, personal))}`);

let nextPort = 3900 + Math.floor(Math.random() * 50);
const portal = (env: Record<string, string>) => {
  const port = nextPort++;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, start: () => startAndTime('node', [join(root, 'dist/server/main.js')], { ...env, PORT: String(port), HOST: '127.0.0.1' }, baseUrl) };
};
const bare = (mode: 'json' | 'select1', databaseUrl = '') => {
  const port = nextPort++;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, start: () => startAndTime('node', [join(root, 'scripts/bench/bare-server.mjs'), mode, String(port), databaseUrl], {}, baseUrl) };
};
const line = (what: string, ours: Load, anchor?: { name: string; load: Load }) =>
  console.log(
    `${what}: ${describeLoad(ours)}` +
      (anchor ? ` | ${anchor.name}: ${describeLoad(anchor.load)} | ratio ${pct(ours.reqPerSec, anchor.load.reqPerSec)}` : '') +
      ` | p99/p50 ${(ours.p99 / Math.max(ours.p50, 1)).toFixed(1)}`,
  );

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const embedded = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_RATE_LIMIT: '100000', VERIFY_RATE_LIMIT: '100000' };
const pgDatabase = await createBenchDatabase();
try {
  // Start-up: the portal's warm start (database and route code already there) against a bare Fastify start.
  const cold = await startAndTime('node', [join(root, 'scripts/start.mjs')], { ...embedded, PORT: String(nextPort), HOST: '127.0.0.1' }, `http://127.0.0.1:${nextPort}`);
  await stop(cold.child);
  console.log(`cold start of npm start (new database, migrations, demo seed): ${cold.startupMs.toFixed(0)} ms`);
  const warm: number[] = [];
  const bareStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await startAndTime('node', [join(root, 'scripts/start.mjs')], { ...embedded, PORT: String(nextPort), HOST: '127.0.0.1' }, `http://127.0.0.1:${nextPort}`);
    warm.push(run.startupMs);
    await stop(run.child);
    const anchor = await bare('json').start();
    bareStarts.push(anchor.startupMs);
    await stop(anchor.child);
  }
  console.log(
    `warm start of npm start to the first 200 (median of 3): ${median(warm).toFixed(0)} ms [${warm.map((w) => w.toFixed(0)).join(', ')}]` +
      ` | bare Fastify: ${median(bareStarts).toFixed(0)} ms | ratio ${(median(warm) / median(bareStarts)).toFixed(1)}x`,
  );

  // Throughput: the portal on each database against the bare anchors, one after the other on this machine.
  const jsonAnchor = bare('json');
  const jsonServer = await jsonAnchor.start();
  const jsonLoad = await load(`${jsonAnchor.baseUrl}/api/anchor`, {}, { connections: 10, seconds: SECONDS });
  await stop(jsonServer.child);
  console.log(`bare Fastify JSON, 10 connections: ${describeLoad(jsonLoad)}`);

  const databases: { name: string; env: Record<string, string>; select1?: string }[] = [{ name: 'PGlite', env: embedded }];
  if (pgDatabase) {
    const secrets = { SESSION_SECRET: 'bench-session-secret-0123456789abcdef', PII_HASH_KEY: 'bench-pii-hash-key-0123456789abcdef!', PII_ENCRYPTION_KEY: 'bench-pii-encryption-key-0123456789abcd' };
    databases.push({ name: 'PostgreSQL', env: { ...embedded, ...secrets, DATABASE_URL: pgDatabase.url }, select1: pgDatabase.url });
  } else {
    console.log('PostgreSQL: no server answers at BENCH_PG_URL; its figures are skipped');
  }
  for (const database of databases) {
    const app = portal(database.env);
    const server = await app.start();
    const select1 = database.select1 ? bare('select1', database.select1) : undefined;
    const select1Server = await select1?.start();
    const offer = await load(`${app.baseUrl}/api/GetOffer`, { offerId: JANE.offerId, CustomerRecordId: JANE.userId }, { connections: 10, seconds: SECONDS });
    line(`GetOffer on ${database.name}, 10 connections`, offer, { name: 'bare Fastify JSON', load: jsonLoad });
    const headers = await borrowerSession(app.baseUrl, JANE);
    for (const connections of [10, 50]) {
      const readProfile = () => load(`${app.baseUrl}/api/GetBorrowerData`, { applicationId: JANE.applicationId }, { connections, seconds: SECONDS, headers });
      if (!select1) {
        line(`GetBorrowerData on ${database.name}, ${connections} connections`, await readProfile());
        continue;
      }
      // Alternating rounds, the median round of each: the machine's other load falls on both sides alike.
      const ours: Load[] = [];
      const anchors: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        anchors.push(await load(`${select1.baseUrl}/api/anchor`, {}, { connections, seconds: SECONDS }));
        ours.push(await readProfile());
      }
      line(`GetBorrowerData on ${database.name}, ${connections} connections (median of ${ROUNDS} alternating rounds)`, medianLoad(ours), {
        name: 'bare Fastify + pg SELECT 1',
        load: medianLoad(anchors),
      });
    }
    if (select1Server) await stop(select1Server.child);
    const rss = spawnSync('ps', ['-o', 'rss=', '-p', String(server.child.pid)]).stdout.toString().trim();
    console.log(`server resident memory after the load (${database.name}): ${(Number(rss) / 1024).toFixed(0)} MiB`);
    if (database.name === 'PGlite') {
      const browser = await launchBrowser();
      const stockDir = mkdtempSync(join(tmpdir(), 'stock-rjsf-'));
      try {
        for (const m of await layoutShifts(browser, app.baseUrl)) console.log(`CLS, ${m.page} at ${m.width} (4x CPU, slow 4G): ${m.cls.toFixed(3)}`);
        const stock = await stockRjsfFigures(browser, stockDir);
        const typing = (f: PageFigures) => (f.typing ? `, keystroke to next paint p50 ${f.typing.p50.toFixed(0)} ms, p95 ${f.typing.p95.toFixed(0)} ms` : '');
        console.log(`${stock.page}: gzip JS ${kb(stock.gzipJs)} in ${stock.jsFiles} files${typing(stock)}`);
        for (const f of await portalFormFigures(browser, app.baseUrl, clientDir)) {
          const p95 = f.typing && stock.typing ? ` | p95 vs stock ${(f.typing.p95 / stock.typing.p95).toFixed(2)}x` : '';
          console.log(`${f.page}: gzip JS ${kb(f.gzipJs)} in ${f.jsFiles} files (${pct(f.gzipJs, stock.gzipJs)} of the stock app)${typing(f)}${p95}`);
        }
      } finally {
        await browser.close();
        rmSync(stockDir, { recursive: true, force: true });
      }
    }
    await stop(server.child);
  }
} finally {
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
