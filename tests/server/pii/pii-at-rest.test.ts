// Personal data at rest: the date of birth only sealed (AES-GCM, key from configuration), CSRF tokens only hashed.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { createPiiCipher } from '../../../src/server/pii/pii-cipher';
import { resealDatesOfBirth } from '../../../src/server/pii/reseal-dates-of-birth';
import { post } from '../helpers/journey';
import { JANE, testKeys, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

/** Every text and date value of every table, as one string. */
async function wholeDatabase(): Promise<string> {
  const tables = await t.testDb.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const dumps = await Promise.all(tables.map(({ name }) => t.testDb.db.query(`SELECT * FROM "${name}"`)));
  return JSON.stringify(dumps);
}

describe('the date of birth at rest', () => {
  it('is stored only sealed, and the profile still shows it', async () => {
    const jane = await verify(t.app, JANE);
    const dump = await wholeDatabase();
    for (const plain of ['01/15/1980', '1980-01-15', '1980-01-14T', '03/02/1975', '1975-03-02']) expect(dump).not.toContain(plain);
    const columns = await t.testDb.db.query(`SELECT 1 FROM information_schema.columns WHERE column_name = 'date_of_birth'`);
    expect(columns).toEqual([]);
    const profile = (await post(t.app, '/api/GetBorrowerData', { applicationId: JANE.applicationId }, jane, { csrf: false })).json();
    expect(profile.borrowerInfo.dateOfBirth).toBe('01/15/1980');
  });

  it('is sealed again when a borrower saves a new one', async () => {
    const jane = await verify(t.app, JANE);
    const profile = (await post(t.app, '/api/GetBorrowerData', { applicationId: JANE.applicationId }, jane, { csrf: false })).json();
    const { borrowerAddressInfo: _addresses, ...info } = profile.borrowerInfo;
    // As the client sends it: null fields left out.
    const { alternateNameInfo: _alternate, dependentInfo: _dependents, ...fields } = info;
    const onFile = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    const body = { ...onFile, maritalStatus: 'Married', applicationId: JANE.applicationId, borrowerId: JANE.borrowerId,
      creditTypeId: 1, dateOfBirth: '02/29/1984', alternateNameInd: false, dependentsInd: false };
    const saved = await post(t.app, '/api/UpdateBorrowerData', body, jane);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().borrowerInfo.dateOfBirth).toBe('02/29/1984');
    const dump = await wholeDatabase();
    expect(dump).not.toContain('02/29/1984');
    expect(dump).not.toContain('1984-02-29');
  });

  it('does not open with another key or under another borrower', () => {
    const sealed = createPiiCipher('key-one-0123456789abcdef0123456789').seal('01/15/1980', 5001);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(() => createPiiCipher('key-two-0123456789abcdef0123456789').open(sealed, 5001)).toThrow();
    expect(() => createPiiCipher('key-one-0123456789abcdef0123456789').open(sealed, 5002)).toThrow();
    expect(createPiiCipher('key-one-0123456789abcdef0123456789').open(sealed, 5001)).toBe('01/15/1980');
  });

  it('is sealed again under a new key when the old one becomes a previous key', async () => {
    const { pii: old } = testKeys();
    const rotated = createPiiCipher('rotated-key-0123456789abcdef0123456789', ['test-pii-encryption-key-0123456789abcdef']);
    const count = (await t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM borrowers WHERE date_of_birth_sealed IS NOT NULL'))[0]?.n;
    expect(await resealDatesOfBirth(t.testDb.db, rotated)).toBe(count);
    expect(await resealDatesOfBirth(t.testDb.db, rotated)).toBe(0);
    const [row] = await t.testDb.db.query<{ sealed: string }>('SELECT date_of_birth_sealed AS sealed FROM borrowers WHERE borrower_id = 5002');
    expect(rotated.open(row?.sealed ?? '', 5002)).toBe('03/02/1975');
    expect(() => old.open(row?.sealed ?? '', 5002)).toThrow();
  });

  it('needs PII_ENCRYPTION_KEY from the environment with DATABASE_URL or in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PII_HASH_KEY: 'y'.repeat(32) }))
      .toThrow(/PII_ENCRYPTION_KEY is required/);
  });
});

describe('CSRF tokens at rest', () => {
  it('are stored only as hashes', async () => {
    const jane = await verify(t.app, JANE);
    expect(await wholeDatabase()).not.toContain(jane.csrfToken);
    expect((await post(t.app, '/api/UpdateApplicationStatus',
      { offerId: JANE.offerId, applicationId: JANE.applicationId, applicationStatusId: 2 }, jane)).statusCode).toBe(200);
  });
});
