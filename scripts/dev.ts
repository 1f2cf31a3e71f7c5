// npm run dev: Vite (hot reload) on PORT, the API on API_PORT, and the schema generator re-run whenever an analyst
// edits schemas/ or flows/. The API is the server bundle as `npm start` runs it (its route files are found by the
// bundler), rebuilt on every change and restarted by Node; it restarts on schema and flow edits too: it reads the
// schemas (body checks, SaveScreenAnswers screens) and the flow when it starts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, watch } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function buildSchemas(): boolean {
  return spawnSync('npm', ['run', '--silent', 'build:schemas'], { stdio: 'inherit' }).status === 0;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) shutdown(code);
  });
}

function shutdown(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

if (!buildSchemas()) process.exit(1);

let pending: NodeJS.Timeout | undefined;
for (const dir of ['schemas', 'flows']) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(buildSchemas, 150);
  });
}

const apiBundle = 'node_modules/.cache/portal-dev-api';
// From empty, so the API starts on this run's first build, never on an earlier run's bundle.
rmSync(apiBundle, { recursive: true, force: true });
run('npx', ['vite', 'build', '--watch', '--config', 'vite.server.config.ts', '--outDir', apiBundle, '--logLevel', 'warn'], {});
while (!existsSync(`${apiBundle}/main.js`)) await sleep(200);
run(process.execPath, ['--watch-path', apiBundle, '--watch-path', 'schemas', '--watch-path', 'flows', `${apiBundle}/main.js`],
  // The browser is at Vite's address: sign-in comes back there (PUBLIC_URL), and Vite hands the API its calls.
  { PORT: apiPort, STATIC_DIR: '', PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` });
run('npx', ['vite', '--port', port, '--strictPort'], { API_PORT: apiPort });
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
