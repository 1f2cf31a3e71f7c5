import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { type Config, loadConfig } from '../../../src/server/config';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { piiCipherOf } from '../../../src/server/pii/pii-cipher';
import type { Db } from '../../../src/server/db/types';
import { type DbTemplates, prepareDb } from './db-templates';
import { adminQuery, databaseUrl } from './pg-admin';

export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const usePostgres = process.env.TEST_DB === 'postgres';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: join(tmpdir(), 'portal-test-data'),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    PII_HASH_KEY: 'test-pii-hash-key-0123456789abcdef!!',
    PII_ENCRYPTION_KEY: 'test-pii-encryption-key-0123456789abcdef',
    STATIC_DIR: join(tmpdir(), 'portal-no-static-dir'),
    RENDER_DIR: join(tmpdir(), 'portal-no-render-dir'),
    LOG_LEVEL: 'silent',
    VERIFY_RATE_LIMIT: '100000',
    PUBLIC_RATE_LIMIT: '100000',
    LENDER_RATE_LIMIT: '100000',
    LENDER_REFUSED_RATE_LIMIT: '100000',
    // A test that delivers webhooks turns its dispatcher on.
    WEBHOOK_DISPATCH: 'false',
    ...overrides,
  });
}

export interface TestDb {
  /** Opens a connection (a new adapter on PostgreSQL; the same in-memory instance on PGlite). */
  open(): Promise<Db>;
  db: Db;
  drop(): Promise<void>;
}

/**
 * PGlite in memory, or a throw-away PostgreSQL database `portal_test_<random>` when TEST_DB=postgres; migrated and
 * seeded unless told otherwise, copied from the run's templates when the server project's global setup made them.
 */
export async function createTestDb(opts: { migrate?: boolean; seed?: boolean } = {}): Promise<TestDb> {
  const template = templateFor(opts);
  let db: Db;
  let drop: () => Promise<void>;
  let open: () => Promise<Db>;
  if (usePostgres) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(TEST_PG_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const opened: Db[] = [];
    open = async () => {
      // DROP DATABASE ... WITH (FORCE) ends the pools' idle connections on purpose: nothing to report.
      const conn = openPostgres(databaseUrl(TEST_PG_URL, name), () => undefined);
      opened.push(conn);
      return conn;
    };
    db = await open();
    drop = async () => {
      for (const conn of opened) await conn.close().catch(() => undefined);
      await adminQuery(TEST_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  } else {
    db = await openPglite(null, template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
    open = async () => db;
    drop = () => db.close();
  }
  if (!template && opts.migrate !== false) await prepareDb(db, opts.seed !== false);
  return { db, open, drop };
}

/** The template this database starts from (a tarball on PGlite, a database on PostgreSQL), if the run has one. */
function templateFor(opts: { migrate?: boolean; seed?: boolean }): string | undefined {
  if (opts.migrate === false) return undefined;
  // Outside a vitest run (a profiling script) there is no global setup and no template.
  const templates = process.env.VITEST ? (inject('dbTemplates') as DbTemplates | undefined) : undefined;
  if (!templates || templates.kind !== (usePostgres ? 'postgres' : 'pglite')) return undefined;
  return opts.seed === false ? templates.migrated : templates.seeded;
}

export async function buildTestApp(
  db: Db,
  opts: { config?: Record<string, string>; logStream?: DestinationStream; schemasDir?: string } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(opts.config), db, logStream: opts.logStream, schemasDir: opts.schemasDir });
  await app.ready();
  return app;
}

export const JANE = { offerId: '1001', userId: '5001', borrowerId: 5001, applicationId: 7001, ssn: '123456', dateOfBirth: '01/15/1980' };
export const JOHN = { offerId: '1002', userId: '5002', borrowerId: 5002, applicationId: 7002, ssn: '234567', dateOfBirth: '03/02/1975' };
export const MARY = { offerId: '1002', userId: '5003', borrowerId: 5003, applicationId: 7003, ssn: '345678', dateOfBirth: '07/19/1978' };
export const PAT = { offerId: '1006', userId: '5007', borrowerId: 5007, applicationId: 7007, ssn: '789012', dateOfBirth: '02/28/1972' };

/** A borrower's offer link: the offer's id in the API and the borrower's id in the link. */
export interface LinkOf {
  offerId: string;
  userId: string;
}

export interface Verified {
  cookie: string;
  csrfToken: string;
  setCookie: string;
}

/** The test configuration's keys, as the server builds them (seeding, migrating). */
export function testKeys(): { piiHashKey: string; pii: ReturnType<typeof piiCipherOf> } {
  const config = testConfig();
  return { piiHashKey: config.piiHashKey, pii: piiCipherOf(config) };
}

/**
 * The borrower agrees to the soft credit check from their offer link, unless they already have (identity
 * verification needs it).
 */
export async function consent(app: FastifyInstance, who: LinkOf): Promise<void> {
  const offer = await app.inject({
    method: 'POST',
    url: '/api/GetOffer',
    payload: { offerId: who.offerId, CustomerRecordId: who.userId },
  });
  if (offer.statusCode === 200 && offer.json().hasSignedConsent === true) return;
  const res = await app.inject({
    method: 'POST',
    url: '/api/UpdateBorrowerConsent',
    payload: { offerID: who.offerId, borrowerId: who.userId },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.body}`);
}

/** Records the demo borrower's consent, then verifies them; returns the session cookie pair and the CSRF token. */
export async function verify(
  app: FastifyInstance,
  who: LinkOf & { ssn: string; dateOfBirth: string },
): Promise<Verified> {
  await consent(app, who);
  const res = await app.inject({
    method: 'POST',
    url: '/api/VerifyContact',
    payload: { offerID: who.offerId, customerRecordID: who.userId, ssn: who.ssn, dateOfBirth: who.dateOfBirth },
  });
  if (res.statusCode !== 200 || !res.json().isPIIVerified) throw new Error(`verify failed: ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] ?? '', csrfToken: res.json().csrfToken as string, setCookie };
}
