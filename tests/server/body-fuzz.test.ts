// Every POST route with a body schema, fuzzed: never a 5xx, and a 4xx stores nothing.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analystCopy } from '../helpers/analyst-copy';
import { anyJsonBody, fuzzedBody, type Json } from './helpers/body-mutations';
import { changedTables, databaseFingerprinter, type Fingerprint } from './helpers/db-fingerprint';
import { postRoutesWithBody } from './helpers/route-recorder';
import { JANE, JOHN, verify, type Verified } from './helpers/test-app';
import { collectTimeTestApp } from './helpers/use-test-app';
import { lenderAuth } from './helpers/lender';
import { type Sender, validBodies } from './helpers/valid-bodies';

vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-recorder')).withRouteRecording(await importOriginal<{ default: unknown }>()));

const SEED = 20_240_611;
/** Per valid body of a route (or, for a route without one, of any JSON). */
const RUNS = 40;

// The routes are read from the app itself, so the app is built while the file is collected.
// The analyst's copy has a screen saved through SaveScreenAnswers, so that call has valid bodies too.
const { app, testDb } = await collectTimeTestApp({
  config: { PUBLIC_RATE_LIMIT: '100000' }, schemasDir: join(analystCopy(), 'schemas'),
});
const routes = postRoutesWithBody();
const fingerprint = await databaseFingerprinter(testDb.db);
const sessions = {} as Record<Exclude<Sender, 'lender'>, Verified>;
let lenderAuthorization = '';
let baseline: Fingerprint;

beforeAll(async () => {
  sessions.jane = await verify(app, JANE);
  sessions.john = await verify(app, JOHN);
  lenderAuthorization = (await lenderAuth(testDb.db, 'fuzz-lender')).authorization;
  baseline = await fingerprint();
});

const send = (url: string, as: Sender, body: Json): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: as === 'lender'
      ? { authorization: lenderAuthorization, 'content-type': 'application/json' }
      : { cookie: sessions[as].cookie, 'x-csrf-token': sessions[as].csrfToken, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const shown = (text: string): string => (text.length > 600 ? `${text.slice(0, 600)}... (${text.length} chars)` : text);

/** Sends the body and checks the answer against the database: never 5xx; on 4xx no table changed. */
async function sendAndCheck(url: string, as: Sender, body: Json): Promise<LightMyRequestResponse> {
  const res = await send(url, as, body);
  const after = await fingerprint();
  const changed = changedTables(baseline, after);
  baseline = after;
  const context = `${url} with ${shown(JSON.stringify(body))}\nanswered ${res.statusCode} ${shown(res.body)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode >= 400) expect(changed, `tables changed by a ${res.statusCode}: ${context}`).toEqual([]);
  return res;
}

describe('every POST route with a body schema, fuzzed', () => {
  it('the app registers them and each has a valid body to mutate', () => {
    expect(routes.length).toBeGreaterThan(20);
    // Not needed to fuzz a route (one without gets any JSON), but mutations of a valid body reach further.
    expect(routes.map((r) => r.url).filter((url) => !validBodies[url]?.length)).toEqual([]);
  });

  it.each(routes.map((route, index) => ({ url: route.url, index })))(
    '$url: never 5xx, and a 4xx stores nothing',
    async ({ url, index }) => {
      const valid = validBodies[url] ?? [];
      const fuzz = async (as: Sender, bodies: fc.Arbitrary<Json>, seed: number) => {
        const property = fc.asyncProperty(bodies, async (body) => {
          await sendAndCheck(url, as, body);
        });
        await fc.assert(property, { seed, numRuns: RUNS });
      };
      if (valid.length === 0) await fuzz('jane', anyJsonBody, SEED + index);
      for (const [n, { as, body }] of valid.entries()) {
        const res = await sendAndCheck(url, as, body as Json);
        // ExportMismo answers XML: only a JSON answer can be a validation failure.
        const code = String(res.headers['content-type']).includes('json') ? res.json().code : undefined;
        expect(code, `a valid body of ${url} fails its schema: ${res.body}`).not.toBe('VALIDATION_FAILED');
        await fuzz(as, fuzzedBody(body as Json), SEED + 100 * index + n);
      }
    },
  );
});
