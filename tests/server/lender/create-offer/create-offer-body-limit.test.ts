import { beforeAll, describe, expect, it } from 'vitest';
import { createOfferBodyLimit } from '../../../../src/server/lender/create-offer/create-offer.route';
import { lenderAuth } from '../../helpers/lender';
import { maximalOffer } from '../../helpers/maximal-offer';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
const OTHER_ROUTES_LIMIT = 64 * 1024;
let authorization = '';

beforeAll(async () => {
  ({ authorization } = await lenderAuth(t.testDb.db, 'limits-lender'));
});

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'application/json' }, payload });

describe("CreateOffer's body limit", () => {
  it('takes a body at every list limit of the schema, nine borrowers, far above the other calls\' limit: 201', async () => {
    const body = JSON.stringify(maximalOffer(990001));
    const limit = createOfferBodyLimit(t.app);
    expect(Buffer.byteLength(body)).toBeGreaterThan(OTHER_ROUTES_LIMIT * 4);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(limit);
    const res = await post('/api/CreateOffer', body);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    expect(res.json().borrowers).toHaveLength(9);
  });

  it('bounds the maximal body even with every character at its longest JSON escape', () => {
    const body = JSON.stringify(maximalOffer(990002), (_key, value: unknown) =>
      (typeof value === 'string' ? value.replace(/x/g, '\u{1F600}') : value));
    const escaped = body.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(Buffer.byteLength(escaped)).toBeLessThanOrEqual(createOfferBodyLimit(t.app));
  });

  it('answers a larger body 413 PAYLOAD_TOO_LARGE naming the limit, and documents it in the OpenAPI description', async () => {
    const limit = createOfferBodyLimit(t.app);
    const res = await post('/api/CreateOffer', JSON.stringify({ offerId: 1, pad: 'x'.repeat(limit) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: [{ field: '', message: `must be at most ${limit} bytes` }] });
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/CreateOffer'].post.description).toContain(`up to ${limit} bytes`);
  });

  it("keeps the other calls' 64 KiB limit, and names it", async () => {
    const res = await post('/api/ExportMismo', JSON.stringify({ offerId: 1004, pad: 'x'.repeat(OTHER_ROUTES_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toEqual([{ field: '', message: `must be at most ${OTHER_ROUTES_LIMIT} bytes` }]);
  });
});
