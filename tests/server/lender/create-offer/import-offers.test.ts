import { describe, expect, it } from 'vitest';
import { importOffers, OfferImportError } from '../../../../src/server/lender/create-offer/import-offers';
import { databaseFingerprinter } from '../../helpers/db-fingerprint';
import { exampleOffer } from '../../helpers/offer-document';
import { testKeys } from '../../helpers/test-app';
import { useTestDb } from '../../helpers/use-test-app';

const t = useTestDb();

const options = () => ({ ...testKeys(), source: 'offer-import:offers.json' });

describe('importOffers', () => {
  it('imports nothing when one document is bad, naming its fields by position', async () => {
    const fingerprint = await databaseFingerprinter(t.testDb.db);
    const before = await fingerprint();
    const bad = exampleOffer((d) => { d.offerId = 9102; d.loan.loanNumber = 'LN-9102'; d.brokerageName = ''; });
    const error = await importOffers(t.testDb.db, [exampleOffer(), bad], options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfferImportError);
    expect((error as OfferImportError).fields.map((f) => f.field)).toEqual(['[1].brokerageName']);
    expect(await fingerprint()).toEqual(before);
  });

  it('imports a list of offers through CreateOffer in one go, the file named in the audit trail', async () => {
    const second = exampleOffer((d) => {
      d.offerId = 9103;
      d.loan.loanNumber = 'LN-9103';
      d.borrowers = d.borrowers.slice(0, 1).map((b) => ({ ...b, borrowerId: 91031, otherLiabilities: [] }));
      d.properties = [];
    });
    const results = await importOffers(t.testDb.db, [exampleOffer(), second], options());
    expect(results.map((r) => [r.offerId, r.outcome, r.applications.length])).toEqual([[740021, 'created', 2], [9103, 'created', 1]]);
    const again = await importOffers(t.testDb.db, exampleOffer(), options());
    expect(again.map((r) => r.outcome)).toEqual(['unchanged']);
    const audit = await t.testDb.db.query<{ actor: string }>("SELECT actor FROM audit_events WHERE call = 'CreateOffer' AND offer_id = 9103");
    expect(audit).toEqual([{ actor: 'offer-import:offers.json' }]);
  });
});
