// npm start: build when the bundle is missing or older than its sources, then run the server
// on the built client. Plain JS so the launcher itself costs no compile time on a warm start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/client/index.html', 'dist/render/render-page.js', 'dist/server/main.js'].map((p) => join(root, p));
const sources = ['src', 'schemas', 'flows', 'messages', 'index.html', 'package-lock.json', 'vite.config.ts', 'vite.render.config.ts', 'vite.server.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'generated' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function needsBuild() {
  if (outputs.some((p) => !existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

if (needsBuild()) {
  console.log('Building the portal (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process: a second Node start would cost the launch about 60 ms.
process.chdir(root);
process.env.STATIC_DIR ??= join(root, 'dist/client');
process.env.RENDER_DIR ??= join(root, 'dist/render');
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
