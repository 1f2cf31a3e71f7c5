// `npm run build`'s last step, run from the server bundle (dist/server/compile-route-code.js), where the bundler has
// found the route files: every route's validator and serializer written as generated code (src/server/route-code), so
// `npm start` compiles no schema. Building the app is what registers the routes, and the app needs a database.
import { readdirSync, rmSync } from 'node:fs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/pglite';
import { defaultRouteCodeDir } from '../src/server/route-code/code-store';

const started = performance.now();
const dir = defaultRouteCodeDir();
// From empty: what an earlier schema generated is not kept.
rmSync(dir, { recursive: true, force: true });
const db = await openPglite(null);
const app = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' }), db });
await app.ready();
await app.close();
await db.close();
const files = readdirSync(dir).filter((f) => f.endsWith('.cjs')).length;
process.stdout.write(`compile-route-code: ${files} files in ${dir} (${Math.round(performance.now() - started)} ms)\n`);
