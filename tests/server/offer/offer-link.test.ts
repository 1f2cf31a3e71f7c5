import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMigrationFiles } from '../../../src/server/db/migration-files';
import { resolveOfferLink } from '../../../src/server/offer/offer-link';
import { LUIS } from '../helpers/journey';
import { type LinkOf, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

// 64 hex digits: two version-4 UUIDs without their dashes, 244 random bits.
const RANDOM_LINK_ID = /^[0-9a-f]{64}$/;

/** Gives Luis's offer the random link ids a lender's offer gets (demo offers keep short ones). */
async function lenderLinkForLuis(): Promise<LinkOf> {
  await t.testDb.db.query('UPDATE offers SET link_id = DEFAULT WHERE offer_id = $1', [1003]);
  await t.testDb.db.query('UPDATE applications SET link_id = DEFAULT WHERE offer_id = $1', [1003]);
  const [row] = await t.testDb.db.query<{ offer_link: string; user_link: string }>(
    `SELECT o.link_id AS offer_link, a.link_id AS user_link FROM offers o JOIN applications a USING (offer_id)
      WHERE a.borrower_id = $1`, [LUIS.borrowerId]);
  if (!row) throw new Error("Luis's application is missing");
  return { offerId: row.offer_link, userId: row.user_link };
}

const getOffer = (link: LinkOf) =>
  t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: link.offerId, CustomerRecordId: link.userId } });
const consent = (link: LinkOf) =>
  t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload: { offerID: link.offerId, borrowerId: link.userId } });
const verifyContact = (link: LinkOf) => t.app.inject({ method: 'POST', url: '/api/VerifyContact',
  payload: { offerID: link.offerId, customerRecordID: link.userId, ssn: LUIS.ssn, dateOfBirth: LUIS.dateOfBirth } });
const statusByLink = (link: LinkOf) =>
  t.app.inject({ method: 'GET', url: `/api/GetOfferStatus/?offerID=${link.offerId}&customerRecordId=${link.userId}` });

describe('offer links of a lender offer', () => {
  it('carry random ids, different for every offer and every borrower', async () => {
    const link = await lenderLinkForLuis();
    expect(link.offerId).toMatch(RANDOM_LINK_ID);
    expect(link.userId).toMatch(RANDOM_LINK_ID);
    expect(link.userId).not.toBe(link.offerId);
    await t.testDb.db.query('UPDATE offers SET link_id = DEFAULT WHERE offer_id IN (1001, 1002)');
    const others = await t.testDb.db.query<{ link_id: string }>('SELECT link_id FROM offers WHERE offer_id IN (1001, 1002)');
    expect(new Set([link.offerId, ...others.map((o) => o.link_id)]).size).toBe(3);
  });

  it("refuse the lender's own offer and borrower ids in every public call, and answer to the link", async () => {
    const link = await lenderLinkForLuis();
    const internal = { offerId: String(1003), userId: String(LUIS.borrowerId) };
    for (const res of [await getOffer(internal), await consent(internal), await verifyContact(internal), await statusByLink(internal)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LOAN_NOT_FOUND');
    }
    const offer = await getOffer(link);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ currentBorrowerFirstName: 'Luis', currentCustomerRecordId: LUIS.borrowerId });
    expect((await statusByLink(link)).json()).toMatchObject({ offerId: link.offerId });
    const session = await verify(t.app, { ...LUIS, ...link });
    const status = await t.app.inject({ method: 'GET', url: `/api/GetOfferStatus/?offerID=${link.offerId}`,
      headers: { cookie: session.cookie } });
    expect(status.json()).toMatchObject({ offerId: link.offerId, borrowerInfo: [{ borrowerId: LUIS.borrowerId }] });
  });

  it("refuse one borrower's link id on another offer", async () => {
    const link = await lenderLinkForLuis();
    const [jane] = await t.testDb.db.query<{ link_id: string }>('SELECT link_id FROM offers WHERE offer_id = 1001');
    const crossed = { offerId: jane?.link_id ?? '', userId: link.userId };
    expect((await getOffer(crossed)).json().code).toBe('LOAN_NOT_FOUND');
    expect(await resolveOfferLink(t.testDb.db, { offerLinkId: crossed.offerId, borrowerLinkId: crossed.userId })).toBeNull();
  });
});

describe('the offer-link migration', () => {
  it('gives offers and applications that already exist random, distinct link ids', async () => {
    const db = t.testDb.db;
    await db.query('ALTER TABLE applications DROP COLUMN link_id');
    await db.query('ALTER TABLE offers DROP COLUMN link_id');
    const offerLinks = readMigrationFiles().find((m) => m.label === '009_offer_links');
    await db.exec(readFileSync(offerLinks!.path, 'utf8'));
    const offers = await db.query<{ link_id: string }>('SELECT link_id FROM offers');
    const applications = await db.query<{ link_id: string }>('SELECT link_id FROM applications');
    expect(offers.length).toBeGreaterThan(1);
    const ids = [...offers, ...applications].map((r) => r.link_id);
    for (const id of ids) expect(id).toMatch(RANDOM_LINK_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
