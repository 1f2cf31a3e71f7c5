// npm run dev: Vite (hot reload) on PORT, the API under tsx watch on API_PORT, and the schema
// generator re-run whenever an analyst edits schemas/ or flows/. The API restarts on those edits too: it reads the
// schemas (body checks, SaveScreenAnswers screens) and the flow when it starts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';

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

run('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'schemas/**/*.json', '--include', 'flows/**/*.json',
  'src/server/main.ts'], { PORT: apiPort, STATIC_DIR: '' });
run('npx', ['vite', '--port', port, '--strictPort'], { API_PORT: apiPort });
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
