import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY, type Verified } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { invalidAnswer, requiredMessage, valueAt } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const PROPERTY = 'loan-and-property/property';
const LENDER = 'loan-and-property/lender';
const { call, profileOf } = t;

interface Property { realEstateOwnedId: number; address: { addressId: number }; liabilities: { liabilityId: number }[] }
const propertiesOf = async (s: Verified, applicationId: number): Promise<Property[]> =>
  (await profileOf(s, applicationId)).propertyInfo;
const counts = async () =>
  (await t.testDb.db.query<{ properties: number; lenders: number; addresses: number; links: number }>(
    `SELECT (SELECT count(*)::int FROM real_estate_owned) AS properties, (SELECT count(*)::int FROM lenders) AS lenders,
       (SELECT count(*)::int FROM addresses) AS addresses,
       (SELECT count(*)::int FROM real_estate_owned_applications) + (SELECT count(*)::int FROM lender_applications) AS links`,
  ))[0];

const lakeHouse = {
  address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
  applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 4,
  monthlyRentGross: 2500, monthlyExpense: 300.25, existingLoanInd: true, activeInd: true,
};
const saveProperty = (s: Verified, items: unknown[], offerId = '1002') =>
  call(s, '/api/UpdateBorrowerProperty', { offerId, realEstateOwneds: items });
const mortgage = { holderName: 'Lakeside Bank', account: 'LB-2201', liabilityTypeId: 7, mortgageTypeId: 2,
  monthlyPaymentAmount: 1650.75, unpaidBalanceAmount: 301000, applicationIds: [7002], realEstateOwnedId: 10021, activeInd: true };
const saveLender = (s: Verified, body: unknown) => call(s, '/api/UpdateLenderLiability', body);

describe('demo data: John and Mary share a second home with a mortgage and a HELOC', () => {
  it('both see it with its lenders, the net rent computed', async () => {
    for (const applicationId of [7002, MARY.applicationId]) {
      const [home] = await propertiesOf(t.john, applicationId);
      expect(home).toMatchObject({
        realEstateOwnedId: 10021, applicationIds: [7002, 7003], occupancyTypeId: 3, propertyStatusTypeId: 1,
        existingLoanInd: true, subjectPropertyInd: false, monthlyRentNet: null,
        address: { addressId: 10021, streetAddress: '14 Bluff Rd', city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
      });
      expect(home?.liabilities).toEqual([
        { liabilityId: 10021, holderName: 'Heartland Savings Bank', account: '5512098', liabilityTypeId: 7, mortgageTypeId: 1,
          creditLimit: null, monthlyPaymentAmount: 1215.4, unpaidBalanceAmount: 168900, applicationIds: [7002, 7003],
          realEstateOwnedId: 10021, activeInd: true },
        { liabilityId: 10022, holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
          mortgageTypeId: null, creditLimit: 40000, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500,
          applicationIds: [7002, 7003], realEstateOwnedId: 10021, activeInd: true },
      ]);
    }
    expect(await propertiesOf(t.jane, 7001)).toEqual([]);
  });
});

describe('UpdateBorrowerProperty', () => {
  it('adds a property (status default 1, net rent computed), updates it, and removes it; GetBorrowerData follows', async () => {
    const { propertyStatusTypeId: _status, ...noStatus } = lakeHouse;
    const added = await saveProperty(t.john, [noStatus]);
    expect(added.statusCode).toBe(200);
    const [saved] = added.json() as (Property & Record<string, unknown>)[];
    expect(saved?.realEstateOwnedId).toBeGreaterThanOrEqual(100000);
    expect(saved).toMatchObject({
      address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
      applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 1,
      monthlyRentGross: 2500, monthlyExpense: 300.25, monthlyRentNet: 2199.75, monthlyHazardInsurance: null,
      existingLoanInd: true, subjectPropertyInd: false, activeInd: true, liabilities: [],
    });
    const id = saved?.realEstateOwnedId;
    expect((await propertiesOf(t.john, MARY.applicationId)).map((p) => p.realEstateOwnedId)).toEqual([10021, id]);

    const addressId = saved?.address.addressId;
    const updated = await saveProperty(t.john, [{
      realEstateOwnedId: id, address: { addressId, streetAddress: '14 Rue de Rivoli', city: 'Paris', country: 'FR', state: 'IL' },
      applicationIds: [7002], propertyValue: 500000, occupancyTypeId: 4, propertyStatusTypeId: 4, activeInd: true,
    }]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()[0]).toMatchObject({
      realEstateOwnedId: id, address: { addressId, streetAddress: '14 Rue de Rivoli', unitNum: null, city: 'Paris', state: null,
        zipCode: null, country: 'FR' },
      applicationIds: [7002], propertyValue: 500000, occupancyTypeId: 4, monthlyRentGross: null, monthlyRentNet: null,
      existingLoanInd: null,
    });
    expect((await propertiesOf(t.john, MARY.applicationId)).map((p) => p.realEstateOwnedId)).toEqual([10021]);

    const removed = await saveProperty(t.john, [{ realEstateOwnedId: id, activeInd: false }]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()[0]).toMatchObject({ realEstateOwnedId: id, activeInd: false });
    expect((await propertiesOf(t.john, 7002)).map((p) => p.realEstateOwnedId)).toEqual([10021]);
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const before = await counts();
    const empty = await saveProperty(t.john, [lakeHouse, { activeInd: true }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(empty.json().fields).toEqual([
      { field: 'realEstateOwneds.1.address', message: requiredMessage(PROPERTY, '.address') },
      { field: 'realEstateOwneds.1.applicationIds', message: requiredMessage(PROPERTY, '.applicationIds') },
      { field: 'realEstateOwneds.1.propertyValue', message: requiredMessage(PROPERTY, '.propertyValue') },
      { field: 'realEstateOwneds.1.occupancyTypeId', message: requiredMessage(PROPERTY, '.occupancyTypeId') },
    ]);
    // Status defaults to 1 only on add: an edit must name it.
    const { propertyStatusTypeId: _status, ...noStatus } = lakeHouse;
    const edit = await saveProperty(t.john, [{ ...noStatus, realEstateOwnedId: 10021 }]);
    expect(edit.json().fields).toEqual([
      { field: 'realEstateOwneds.0.propertyStatusTypeId', message: requiredMessage(PROPERTY, '.propertyStatusTypeId') },
    ]);
    const street = invalidAnswer(PROPERTY, '.address.streetAddress');
    const city = invalidAnswer(PROPERTY, '.address.city');
    const zip = invalidAnswer(PROPERTY, '.address.zipCode');
    const borrowers = invalidAnswer(PROPERTY, '.applicationIds');
    const value = invalidAnswer(PROPERTY, '.propertyValue');
    const bad = await saveProperty(t.john, [{ ...lakeHouse, applicationIds: borrowers.value, propertyValue: value.value,
      address: { streetAddress: street.value, city: city.value, country: 'US', zipCode: zip.value } }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(expect.arrayContaining([
      { field: 'realEstateOwneds.0.address.streetAddress', message: street.message },
      { field: 'realEstateOwneds.0.address.city', message: city.message },
      { field: 'realEstateOwneds.0.address.state', message: requiredMessage(PROPERTY, '.address.state') },
      { field: 'realEstateOwneds.0.address.zipCode', message: zip.message },
      { field: 'realEstateOwneds.0.applicationIds', message: borrowers.message },
      { field: 'realEstateOwneds.0.propertyValue', message: value.message },
    ]));
    const removalWithoutId = await saveProperty(t.john, [{ activeInd: false }]);
    expect(removalWithoutId.json().fields).toEqual([{ field: 'realEstateOwneds.0.realEstateOwnedId', message: expect.any(String) }]);
    expect((await saveProperty(t.john, [])).statusCode).toBe(400);
    expect((await call(t.john, '/api/UpdateBorrowerProperty', [lakeHouse])).statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerProperty', payload: '{"offerId": ',
      headers: { cookie: t.john.cookie, 'x-csrf-token': t.john.csrfToken, 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("answers 403 for another loan's offer, property, address or applications, storing nothing", async () => {
    const before = await counts();
    const home = (await propertiesOf(t.john, 7002))[0];
    const cases = [
      await saveProperty(t.john, [lakeHouse], '1001'),
      await saveProperty(t.john, [lakeHouse, { ...lakeHouse, applicationIds: [7001] }]),
      await saveProperty(t.john, [lakeHouse, { ...lakeHouse, realEstateOwnedId: 10031 }]),
      await saveProperty(t.john, [lakeHouse, { realEstateOwnedId: 10031, activeInd: false }]),
      await saveProperty(t.john, [lakeHouse, { ...lakeHouse, realEstateOwnedId: 10021, address: { ...lakeHouse.address, addressId: 50011 } }]),
      await saveProperty(t.john, [{ ...lakeHouse, address: { ...lakeHouse.address, addressId: 10021 } }]),
      await saveProperty(t.jane, [{ ...lakeHouse, applicationIds: [7001], realEstateOwnedId: 10021 }], '1001'),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
    expect((await propertiesOf(t.john, 7002))[0]).toEqual(home);
  });

  it('needs the CSRF header and a session', async () => {
    const res = await call(t.john, '/api/UpdateBorrowerProperty', { offerId: '1002', realEstateOwneds: [lakeHouse] }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    const none = await t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerProperty', payload: { offerId: '1002', realEstateOwneds: [lakeHouse] } });
    expect(none.statusCode).toBe(401);
  });
});

describe('UpdateLenderLiability', () => {
  it('adds, updates and removes a lender; credit limit kept only for loan types 4 and 6', async () => {
    const added = await saveLender(t.john, { ...mortgage, creditLimit: 9000 });
    expect(added.statusCode).toBe(200);
    const lender = specAnswer(added);
    expect(lender.liabilityId).toBeGreaterThanOrEqual(100000);
    expect(lender).toEqual({ ...mortgage, liabilityId: lender.liabilityId, creditLimit: null });
    let home = (await propertiesOf(t.john, MARY.applicationId))[0];
    expect(home?.liabilities.map((l) => l.liabilityId)).toEqual([10021, 10022, lender.liabilityId]);

    const heloc = await saveLender(t.john, { liabilityId: lender.liabilityId, holderName: 'Lakeside Bank HELOC', liabilityTypeId: 6,
      creditLimit: 25000, applicationIds: [7002, 7003], realEstateOwnedId: 10021, activeInd: true });
    expect(heloc.statusCode).toBe(200);
    expect(specAnswer(heloc)).toEqual({ liabilityId: lender.liabilityId, holderName: 'Lakeside Bank HELOC', account: null,
      liabilityTypeId: 6, mortgageTypeId: null, creditLimit: 25000, monthlyPaymentAmount: null, unpaidBalanceAmount: null,
      applicationIds: [7002, 7003], realEstateOwnedId: 10021, activeInd: true });

    const removed = await saveLender(t.john, { liabilityId: lender.liabilityId, realEstateOwnedId: 10021, activeInd: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ liabilityId: lender.liabilityId, holderName: 'Lakeside Bank HELOC', activeInd: false });
    home = (await propertiesOf(t.john, 7002))[0];
    expect(home?.liabilities.map((l) => l.liabilityId)).toEqual([10021, 10022]);
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const before = await counts();
    const empty = await saveLender(t.john, { realEstateOwnedId: 10021, activeInd: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { field: 'holderName', message: requiredMessage(LENDER, '.holderName') },
      { field: 'liabilityTypeId', message: requiredMessage(LENDER, '.liabilityTypeId') },
      { field: 'applicationIds', message: requiredMessage(LENDER, '.applicationIds') },
    ]);
    const holder = invalidAnswer(LENDER, '.holderName');
    const account = invalidAnswer(LENDER, '.account');
    const borrowers = invalidAnswer(LENDER, '.applicationIds');
    // The credit limit is asked for the loan types of its example.
    const credit = invalidAnswer(LENDER, '.creditLimit');
    const payment = invalidAnswer(LENDER, '.monthlyPaymentAmount');
    const bad = await saveLender(t.john, { ...mortgage, holderName: holder.value, account: account.value,
      applicationIds: borrowers.value, liabilityTypeId: valueAt(credit.formData, '.liabilityTypeId'), creditLimit: credit.value,
      monthlyPaymentAmount: payment.value });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(expect.arrayContaining([
      { field: 'holderName', message: holder.message },
      { field: 'account', message: account.message },
      { field: 'applicationIds', message: borrowers.message },
      { field: 'creditLimit', message: credit.message },
      { field: 'monthlyPaymentAmount', message: payment.message },
    ]));
    const noProperty = await saveLender(t.john, { holderName: 'x', liabilityTypeId: 7, applicationIds: [7002], activeInd: true });
    expect(noProperty.json().fields).toEqual([{ field: 'realEstateOwnedId', message: expect.any(String) }]);
    expect(await counts()).toEqual(before);
  });

  it("answers 403 for another loan's property, lender or applications, and for a lender of another property", async () => {
    const before = await counts();
    const cases = [
      await saveLender(t.john, { ...mortgage, realEstateOwnedId: 10031 }),
      await saveLender(t.john, { ...mortgage, liabilityId: 10031, realEstateOwnedId: 10031 }),
      await saveLender(t.john, { ...mortgage, liabilityId: 10031 }),
      await saveLender(t.john, { liabilityId: 10031, realEstateOwnedId: 10021, activeInd: false }),
      await saveLender(t.john, { ...mortgage, applicationIds: [7002, 7001] }),
      await saveLender(t.jane, { ...mortgage, applicationIds: [7001] }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await saveLender({ ...t.john, csrfToken: 'nope' }, mortgage);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });
});

describe('a loan with one borrower (the screens show no borrower picker)', () => {
  it("saves a property and its lender sent without borrowers, or with others, as the borrower's own", async () => {
    const { applicationIds: _borrowers, ...noBorrowers } = lakeHouse;
    const added = await saveProperty(t.jane, [noBorrowers], '1001');
    expect(added.statusCode).toBe(200);
    const [home] = added.json() as (Property & { applicationIds: number[] })[];
    expect(home?.applicationIds).toEqual([7001]);
    const again = await saveProperty(t.jane, [{ ...lakeHouse, applicationIds: [7003], realEstateOwnedId: home?.realEstateOwnedId,
      address: { ...lakeHouse.address, addressId: home?.address.addressId } }], '1001');
    expect(again.statusCode).toBe(200);
    expect(again.json()[0]).toMatchObject({ applicationIds: [7001] });

    const { applicationIds: _lenderBorrowers, ...lenderWithout } = mortgage;
    const lender = await saveLender(t.jane, { ...lenderWithout, realEstateOwnedId: home?.realEstateOwnedId });
    expect(lender.statusCode).toBe(200);
    expect(specAnswer(lender)).toMatchObject({ applicationIds: [7001] });
  });
});

describe('the subject property', () => {
  it('its lenders cannot be changed (403) and it cannot be removed; it can be listed', async () => {
    const db = t.testDb.db;
    await db.query(`INSERT INTO addresses (address_id, street_address, city, state, zip_code, country)
      VALUES (90021, '77 Oak Ave', 'Peoria', 'IL', '61602', 'US')`);
    await db.query(`INSERT INTO real_estate_owned (real_estate_owned_id, offer_id, address_id, property_value, occupancy_type_id,
      existing_loan_ind, subject_property_ind) VALUES (90021, 1002, 90021, 340000, 2, true, true)`);
    await db.query('INSERT INTO real_estate_owned_applications VALUES (90021, 7002), (90021, 7003)');
    await db.query(`INSERT INTO lenders (liability_id, real_estate_owned_id, holder_name, liability_type_id)
      VALUES (90021, 90021, 'Bluebird Servicing', 7)`);
    await db.query('INSERT INTO lender_applications VALUES (90021, 7002)');
    const before = await counts();

    const subject = (await propertiesOf(t.john, 7002)).find((p) => p.realEstateOwnedId === 90021);
    expect(subject).toMatchObject({ subjectPropertyInd: true, liabilities: [{ liabilityId: 90021 }] });
    const cases = [
      await saveLender(t.john, { ...mortgage, realEstateOwnedId: 90021 }),
      await saveLender(t.john, { ...mortgage, liabilityId: 90021, realEstateOwnedId: 90021 }),
      await saveLender(t.john, { liabilityId: 90021, realEstateOwnedId: 90021, activeInd: false }),
      await saveProperty(t.john, [{ realEstateOwnedId: 90021, activeInd: false }]),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
    expect((await propertiesOf(t.john, 7002)).find((p) => p.realEstateOwnedId === 90021)).toEqual(subject);
  });
});
