import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { cleanBody } from '../../src/shared/clean-body';
import { errorCatalogue, isErrorCode } from '../../src/shared/errors/catalogue';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);

describe('error catalogue', () => {
  it('holds every code the server emits', () => {
    const emitted = new Set<string>();
    for (const file of files('src/server')) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/(?:AppError|errorBody)\('([A-Z_]+)'/g)) emitted.add(m[1] ?? '');
      for (const m of src.matchAll(/return '([A-Z_]+)';/g)) emitted.add(m[1] ?? '');
    }
    expect(emitted.size).toBeGreaterThan(5);
    for (const code of emitted) expect(isErrorCode(code), code).toBe(true);
    expect(errorCatalogue.UNAUTHENTICATED.message).toBe('Session ended. Re-verify your identity.');
  });
});

describe('cleanBody', () => {
  it('drops null and empty strings at the top level only', () => {
    expect(cleanBody({ a: null, b: '', c: 0, d: false, e: { f: null } })).toEqual({ c: 0, d: false, e: { f: null } });
    expect(cleanBody([{ a: null, b: 1 }, { c: '' }])).toEqual([{ b: 1 }, {}]);
  });
});

describe('config', () => {
  it('lists every missing or invalid variable in one error', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'postgres://x/y', PORT: 'abc', COOKIE_SECURE: 'maybe' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'COOKIE_SECURE', 'SESSION_SECRET', 'PII_HASH_KEY']) expect(message).toContain(name);
  });

  it('generates embedded secrets once, kept with mode 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.sessionSecret).toBe(b.sessionSecret);
    expect(a.piiHashKey).not.toBe(a.sessionSecret);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(a).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: null, sessionIdleMinutes: 5, seedDemoData: true });
  });
});
