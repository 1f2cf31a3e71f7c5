import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { useTestDb } from './helpers/use-test-app';

const t = useTestDb({ seed: false });

const SECURITY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster',
  'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control',
  'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];
const withoutNonces = (value: unknown) => String(value).replace(/ 'nonce-[0-9a-f]+'/g, '');

describe('security headers', () => {
  it('JSON answers, errors included, carry the pages’ headers without their nonces', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-headers-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const app = await buildTestApp(t.testDb.db, { config: { STATIC_DIR: dir } });
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toMatch(/'nonce-[0-9a-f]{32}'/);
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/GetBorrowerData', payload: { applicationId: 7001 } }),
      await app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: 7 } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400]);
    for (const answer of answers) {
      expect(String(answer.headers['content-security-policy'])).not.toContain('nonce');
      for (const name of SECURITY_HEADERS) expect([name, answer.headers[name]]).toEqual([name, withoutNonces(page.headers[name])]);
    }
    await app.close();
  });
});
