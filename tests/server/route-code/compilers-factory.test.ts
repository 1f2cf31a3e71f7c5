import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type CodeStore, directoryCodeStore } from '../../../src/server/route-code/code-store';
import { storedCompilersFactory } from '../../../src/server/route-code/compilers-factory';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function countingStore(dir: string): CodeStore & { saves: number } {
  const inner = directoryCodeStore(dir);
  const store = {
    saves: 0,
    load: (key: string) => inner.load(key),
    save(key: string, code: string) {
      store.saves += 1;
      inner.save(key, code);
    },
  };
  return store;
}

async function appWith(store: CodeStore, maxLength = 5): Promise<FastifyInstance> {
  const app = Fastify({ schemaController: { compilersFactory: storedCompilersFactory(store) } });
  app.post(
    '/echo',
    {
      schema: {
        body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength } }, additionalProperties: false },
        response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'not in the response schema' }),
  );
  await app.ready();
  return app;
}

describe('storedCompilersFactory', () => {
  it('compiles a route schema once, then reads the generated validator and serializer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-code-'));
    dirs.push(dir);
    const first = countingStore(dir);
    const app1 = await appWith(first);
    expect(first.saves).toBe(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.cjs'))).toHaveLength(2);
    await app1.close();

    const second = countingStore(dir);
    const app2 = await appWith(second);
    expect(second.saves).toBe(0);
    const ok = await app2.inject({ method: 'POST', url: '/echo', payload: { name: 'Jane' } });
    expect(ok.json()).toEqual({ name: 'Jane' });
    const bad = await app2.inject({ method: 'POST', url: '/echo', payload: { name: 'Jane Doe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body/name must NOT have more than 5 characters');
    await app2.close();
  });

  it('a changed schema is new code, never the stale file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-code-'));
    dirs.push(dir);
    await (await appWith(countingStore(dir))).close();
    const changed = countingStore(dir);
    const app = await appWith(changed, 10);
    expect(changed.saves).toBe(1);
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Jane Doe' } });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
