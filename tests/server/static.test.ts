import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/lib/compress-assets';
import { buildTestApp } from './helpers/test-app';
import { useTestDb } from './helpers/use-test-app';

const t = useTestDb({ seed: false });

describe('static client', () => {
  it('serves STATIC_DIR with an SPA fallback and a CSP without unsafe-eval or unsafe-inline, a fresh style nonce per page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const app = await buildTestApp(t.testDb.db, { config: { STATIC_DIR: dir } });
    const page = await app.inject({ method: 'GET', url: '/offer/1001/5001', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    const again = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(again.body).toContain('csp-nonce');
    expect(again.body).not.toContain(`nonce="${nonce}"`);
    const asFile = await app.inject({ method: 'GET', url: '/index.html', headers: { accept: 'text/html' } });
    expect(asFile.body).toContain('csp-nonce');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console.log');
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    await app.close();
  });
});

describe('the client bundle, served as a CDN would', () => {
  it('sends the brotli or gzip copy a browser accepts, hashed assets immutable for a year, other files revalidated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const script = `export const figures = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `figure ${i}`))};`;
    writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
    writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    expect(compressAssets(dir).map((f) => f.path.slice(dir.length))).toEqual(['/assets/index-Ab12Cd34.js', '/favicon.svg']);
    const app = await buildTestApp(t.testDb.db, { config: { STATIC_DIR: dir } });
    const get = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await app.close();
  });
});

describe('API answers', () => {
  it('are never stored by a browser or proxy cache; the client bundle may be', async () => {
    const app = await buildTestApp(t.testDb.db);
    const offer = await app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: '1001', CustomerRecordId: '5001' } });
    expect(offer.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'POST', url: '/api/GetBorrowerData', payload: { applicationId: 7001 } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const agent = await app.inject({ method: 'GET', url: '/oauth-agent/userInfo' });
    expect(agent.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
