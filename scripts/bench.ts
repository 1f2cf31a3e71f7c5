// npm run bench: figures for the closing notes, never pass/fail, one line each: "figure | anchor | ratio | target".
// Each portal figure is printed beside an anchor measured in the same run (a bare Fastify server, `SELECT 1` through
// pg, an app built from the portal's own libraries as their docs show, a stock one-field RJSF app), as a ratio, with
// its target where it has one. BENCH_ONLY=client prints the client figures alone (no start-up or throughput).
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipBytes, readManifest, routeJs, servedBrotliBytes } from './bench/bundle-sizes';
import { clientFigures } from './bench/client';
import { createBenchDatabase } from './bench/databases';
import { borrowerSession, describeLoad, load, type Load } from './bench/load';
import { median, startAndTime, stop } from './bench/process';
import { header, kb, ms, ratio, row } from './bench/rows';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');
const JANE = { offerId: '1001', userId: '5001', ssn: '123456', dateOfBirth: '01/15/1980', applicationId: 7001 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'client') throw new Error(`BENCH_ONLY=${ONLY}: the only part that runs alone is "client"`);
const medianLoad = (loads: Load[]): Load => [...loads].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(loads.length / 2)]!;

if (['dist/client/.vite/manifest.json', 'dist/render/render-page.js', 'dist/server/main.js'].some((built) => !existsSync(join(root, built)))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

header();
const manifest = readManifest(clientDir);
const landing = routeJs(manifest, ['pages/OfferLanding']);
const personal = routeJs(manifest, ['routing/FlowGate', 'engine/flow-screen', 'generated/screens/info/personal.ts']);
row(`gzip JS by the build manifest, offer landing (/offer/1001/5001): ${kb(gzipBytes(clientDir, landing))} in ${landing.length} files`);
row(`gzip JS by the build manifest, personal screen (/info/personal): ${kb(gzipBytes(clientDir, personal))} in ${personal.length} files`);
row(`JS as served (brotli copies), landing / personal: ${kb(servedBrotliBytes(clientDir, landing))} / ${kb(servedBrotliBytes(clientDir, personal))}`);

let nextPort = 3900 + Math.floor(Math.random() * 50);
const portal = (env: Record<string, string>) => {
  const port = nextPort++;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, start: () => startAndTime('node', [join(root, 'dist/server/main.js')], { STATIC_DIR: clientDir, RENDER_DIR: join(root, 'dist/render'), ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl }, baseUrl) };
};
const bare = (mode: 'json' | 'select1', databaseUrl = '') => {
  const port = nextPort++;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, start: () => startAndTime('node', [join(root, 'scripts/bench/bare-server.mjs'), mode, String(port), databaseUrl], {}, baseUrl) };
};
const line = (what: string, ours: Load, anchor?: { name: string; load: Load }) =>
  row(
    `${what}: ${describeLoad(ours)}, p99/p50 ${(ours.p99 / Math.max(ours.p50, 1)).toFixed(1)}`,
    anchor ? `${anchor.name}: ${describeLoad(anchor.load)}` : '-',
    anchor ? ratio(ours.reqPerSec, anchor.load.reqPerSec) : '-',
  );

/** The portal on PGlite in `dataDir`, quiet, with no rate limit in the way of the load. */
const embeddedIn = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_RATE_LIMIT: '100000', VERIFY_RATE_LIMIT: '100000' });
/** `npm start`, timed to its first 200: the first start on a data folder migrates and seeds the demo borrowers. */
const npmStart = (env: Record<string, string>, port = nextPort) =>
  startAndTime('node', [join(root, 'scripts/start.mjs')], { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` }, `http://127.0.0.1:${port}`);

/** The client figures, on a portal of their own with a new database: Jane has not consented there yet. */
async function clientPart(): Promise<void> {
  const clientData = mkdtempSync(join(tmpdir(), 'portal-bench-client-'));
  const port = nextPort++;
  try {
    const started = await npmStart(embeddedIn(clientData), port);
    try {
      await clientFigures(`http://127.0.0.1:${port}`, clientDir, nextPort++);
    } finally {
      await stop(started.child);
    }
  } finally {
    rmSync(clientData, { recursive: true, force: true });
  }
}

if (ONLY === 'client') {
  await clientPart();
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const embedded = embeddedIn(dataDir);
const pgDatabase = await createBenchDatabase();
try {
  // Start-up: the portal's warm start (database and route code already there) against a bare Fastify start.
  const cold = await npmStart(embedded);
  await stop(cold.child);
  row(`cold start of npm start (new database, migrations, demo seed): ${ms(cold.startupMs)}`);
  const warm: number[] = [];
  const bareStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await npmStart(embedded);
    warm.push(run.startupMs);
    await stop(run.child);
    const anchor = await bare('json').start();
    bareStarts.push(anchor.startupMs);
    await stop(anchor.child);
  }
  row(
    `warm start of npm start to the first 200 (median of 3): ${ms(median(warm))} [${warm.map((w) => w.toFixed(0)).join(', ')}]`,
    `bare Fastify: ${ms(median(bareStarts))}`,
    ratio(median(warm), median(bareStarts)),
  );

  // Throughput: the portal on each database against the bare anchors, one after the other on this machine.
  const jsonAnchor = bare('json');
  const jsonServer = await jsonAnchor.start();
  const jsonLoad = await load(`${jsonAnchor.baseUrl}/api/anchor`, {}, { connections: 10, seconds: SECONDS });
  await stop(jsonServer.child);
  row(`bare Fastify JSON, 10 connections: ${describeLoad(jsonLoad)}`);

  const databases: { name: string; env: Record<string, string>; select1?: string }[] = [{ name: 'PGlite', env: embedded }];
  if (pgDatabase) {
    const secrets = {
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef', PII_HASH_KEY: 'bench-pii-hash-key-0123456789abcdef!',
      PII_ENCRYPTION_KEY: 'bench-pii-encryption-key-0123456789abcd',
      OIDC_SIGNING_KEY: JSON.stringify(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })),
    };
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
    row(`server resident memory after the load (${database.name}): ${(Number(rss) / 1024).toFixed(0)} MiB`);
    await stop(server.child);
  }
  await clientPart();
} finally {
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
