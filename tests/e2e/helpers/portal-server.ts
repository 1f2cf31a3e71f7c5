// Starts the built portal (dist/) as `npm start` runs it: its own process, a fresh embedded
// database in a temp DATA_DIR, a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PortalServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const root = new URL('../../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`portal did not become healthy:\n${output()}`);
}

/** Runs against the portal's database before the server starts (operator scripts such as `npm run lender-key`). */
export type BeforeStart = (portalEnv: Record<string, string>) => Promise<void>;

/** Starts the portal built in `dir` (default: this repo), with `env` added. */
export async function startPortal(env: Record<string, string> = {}, dir = root, beforeStart?: BeforeStart): Promise<PortalServer> {
  const entry = join(dir, 'dist/server/main.js');
  if (!existsSync(entry) || !existsSync(join(dir, 'dist/client/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  let log = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const portalEnv = {
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, STATIC_DIR: join(dir, 'dist/client'),
    RENDER_DIR: join(dir, 'dist/render'), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env,
  };
  await beforeStart?.(portalEnv);
  const child = spawn(process.execPath, [entry], {
    cwd: dir,
    env: { ...process.env, ...portalEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
