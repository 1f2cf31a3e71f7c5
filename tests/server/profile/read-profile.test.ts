import { describe, expect, it } from 'vitest';
import { profileReader } from '../../../src/server/profile/read-profile';
import { piiCipherOf } from '../../../src/server/pii/pii-cipher';
import { readProfileVersion } from '../../../src/server/profile/profile-versions';
import { recordingDb } from '../helpers/recording-db';
import { JANE, testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const ctx = useTestApp();
const JANE_OFFER = 1001;
const session = {
  sessionId: 0, csrfTokenHash: '', borrowerId: JANE.borrowerId, offerId: JANE_OFFER, offerLinkId: JANE.offerId,
  applicationId: JANE.applicationId,
};

const counting = () => recordingDb(ctx.testDb.db);

describe('profileReader', () => {
  it('reads once, answers again from memory while the version stands, and reads again once it moves', async () => {
    const { db, sent } = counting();
    const profiles = profileReader(db, piiCipherOf(testConfig()));
    const seen = await readProfileVersion(ctx.testDb.db, JANE_OFFER);
    const first = await profiles.read(session, JANE.applicationId, seen);
    const reads = sent.length;
    expect(reads).toBeGreaterThan(0);
    expect(await profiles.read(session, JANE.applicationId, seen)).toEqual(first);
    expect(sent).toHaveLength(reads);

    await ctx.testDb.db.query("UPDATE contacts SET email_address = 'jane.moved@example.com' WHERE borrower_id = $1", [JANE.borrowerId]);
    const moved = await readProfileVersion(ctx.testDb.db, JANE_OFFER);
    expect(moved).toBeGreaterThan(seen);
    const fresh = await profiles.read(session, JANE.applicationId, moved);
    expect(fresh.contactInfo?.emailAddress).toBe('jane.moved@example.com');
    expect(sent.length).toBeGreaterThan(reads);
  });

  it('reads without a seen version (after a save) and keeps what it read for the next request', async () => {
    const { db, sent } = counting();
    const profiles = profileReader(db, piiCipherOf(testConfig()));
    await profiles.read(session, JANE.applicationId);
    const reads = sent.length;
    await profiles.read(session, JANE.applicationId, await readProfileVersion(ctx.testDb.db, JANE_OFFER));
    expect(sent).toHaveLength(reads);
  });

  it('writes the serialized answer once per version kept', async () => {
    const profiles = profileReader(ctx.testDb.db, piiCipherOf(testConfig()));
    let written = 0;
    const serialize = (p: unknown) => { written += 1; return JSON.stringify(p); };
    const seen = await readProfileVersion(ctx.testDb.db, JANE_OFFER);
    const first = await profiles.readSerialized(session, JANE.applicationId, seen, serialize);
    expect(await profiles.readSerialized(session, JANE.applicationId, seen, serialize)).toBe(first);
    expect(JSON.parse(first.toString()).applicationId).toBe(JANE.applicationId);
    expect(written).toBe(1);
    await ctx.testDb.db.query("UPDATE contacts SET email_address = 'jane.again@example.com' WHERE borrower_id = $1", [JANE.borrowerId]);
    const again = await profiles.readSerialized(session, JANE.applicationId, await readProfileVersion(ctx.testDb.db, JANE_OFFER), serialize);
    expect(written).toBe(2);
    expect(JSON.parse(again.toString()).contactInfo.emailAddress).toBe('jane.again@example.com');
  });

  it('checks access before anything is kept: an application of another offer is forbidden', async () => {
    const profiles = profileReader(ctx.testDb.db, piiCipherOf(testConfig()));
    await expect(profiles.read(session, 7002, 0)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
