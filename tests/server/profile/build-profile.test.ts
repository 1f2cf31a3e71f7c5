import { describe, expect, it } from 'vitest';
import { batchedReads } from '../../../src/server/db/batched-reads';
import type { Db } from '../../../src/server/db/types';
import { buildProfile } from '../../../src/server/profile/build-profile';
import { listApplicationsOfOffer } from '../../../src/server/application/applications';
import { findOffer } from '../../../src/server/offer/offers';
import { piiCipherOf } from '../../../src/server/pii/pii-cipher';
import { recordingDb } from '../helpers/recording-db';
import { testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const ctx = useTestApp();
const pii = piiCipherOf(testConfig());

async function demoApplications(db: Db) {
  const offers = await db.query<{ offerId: number }>('SELECT offer_id AS "offerId" FROM offers ORDER BY offer_id');
  const out = [];
  for (const { offerId } of offers) {
    const offer = await findOffer(db, offerId);
    if (offer) for (const app of await listApplicationsOfOffer(db, offerId)) out.push({ offer, app });
  }
  return out;
}

describe('buildProfile through batched reads', () => {
  it('answers every demo application exactly as statement-by-statement reads do', async () => {
    const { db } = ctx.testDb;
    const applications = await demoApplications(db);
    expect(applications.length).toBeGreaterThanOrEqual(10);
    for (const { offer, app } of applications) {
      expect(await buildProfile(batchedReads(db), pii, offer, app)).toEqual(await buildProfile(db, pii, offer, app));
    }
  });

  it('reads a whole profile in two round trips (sections, then what the lists hold)', async () => {
    const { db } = ctx.testDb;
    const john = (await demoApplications(db)).find(({ app }) => app.applicationId === 7002);
    if (!john) throw new Error('the demo data has no application 7002');
    const { offer, app } = john;
    const { db: counting, sent } = recordingDb(db);
    await buildProfile(batchedReads(counting), pii, offer, app);
    expect(sent).toHaveLength(2);
  });
});
