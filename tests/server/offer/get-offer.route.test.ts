import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const getOffer = (offerId: string, CustomerRecordId: string) =>
  t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId, CustomerRecordId } });

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /api/GetOffer', () => {
  it('returns the figures of offer 1001 for Jane', async () => {
    const res = await getOffer('1001', '5001');
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      loanType: 'Conventional', mortgageType: 'Conventional', occupancyType: 'Primary Residence',
      loanPurpose: 'Refinance', loanAmount: 310000, appraisedValue: 450000, currentPrincipalAndInterest: 2150,
      offerStatusID: 1, currentBorrowerFirstName: 'Jane', currentBorrowerLastName: 'Doe',
      loanOfficerName: 'Sam Carter', brokerageName: 'Bluebird Home Loans', hasSignedConsent: false,
      maintenanceMode: false, isAccountLocked: false, currentCustomerRecordId: 5001, isNonServicedLoan: false,
      address: { line1: '123 Main St', unit: 'Unit 4', city: 'Springfield', state: 'IL', zipcode: '62701' },
    });
    expect(offer.options[0].offerDetails.offer.payment).toBe(1825.5);
    expect(offer.options[0].offerDetails.benefit).toEqual({ monthlySavings: 324.5, lifetimeSavings: 38940 });
  });

  it('reports negative lifetime savings for the Smiths and a locked account for Pat', async () => {
    expect((await getOffer('1002', '5003')).json().options[0].offerDetails.benefit.lifetimeSavings).toBeLessThan(0);
    expect((await getOffer('1006', '5007')).json().isAccountLocked).toBe(true);
    expect((await getOffer('1004', '5005')).json().offerStatusID).toBe(4);
    expect((await getOffer('1005', '5006')).json().offerStatusID).toBe(5);
    expect((await getOffer('1007', '5009')).json()).toMatchObject({ offerStatusID: 6, hasSignedConsent: false });
  });

  it.each([
    ['9999', '5001'],
    ['1001', '5002'],
    ['1001', '9999'],
  ])('answers 404 LOAN_NOT_FOUND for offer %s / borrower %s', async (offerId, borrowerId) => {
    const res = await getOffer(offerId, borrowerId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404, code: 'LOAN_NOT_FOUND', error: 'Not Found',
      message: 'We were not able to find a loan associated with the information provided.',
    });
  });

  it('rejects a body of the wrong type with 400 fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: 1001 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['offerId', 'CustomerRecordId']),
    );
  });

  it('rejects an id that no link could hold with 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/GetOffer', payload: { offerId: 'x'.repeat(65), CustomerRecordId: '5001' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ field: 'offerId', message: 'is not a known identifier.' });
  });

  it('answers unknown /api paths with a 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
