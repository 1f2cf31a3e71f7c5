import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../helpers/jane-and-john';
import { MARY } from '../helpers/test-app';

const t = useJaneAndJohn();
const { call, profileOf } = t;
const janeContact = { applicationId: 7001, borrowerId: 5001, emailAddress: 'jane.doe@example.com' };

describe('a save answers with the saver’s profile as committed', () => {
  it('UpdateBorrowerContact: the spec’s answer plus borrowerData, equal to a GetBorrowerData after it', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, cellPhoneNumber: '3125550456' });
    expect(res.statusCode).toBe(200);
    const { borrowerData, ...answer } = res.json();
    expect(answer).toEqual({ homePhoneNumber: null, cellPhoneNumber: '3125550456', workPhoneNumber: null,
      workPhoneExtn: null, emailAddress: 'jane.doe@example.com' });
    expect(borrowerData.contactInfo.cellPhoneNumber).toBe('3125550456');
    expect(borrowerData).toEqual(await profileOf(t.jane, 7001));
  });

  it('is the session’s own application when a borrower saves a co-borrower’s', async () => {
    const res = await call(t.john, '/api/UpdateBorrowerContact', {
      applicationId: MARY.applicationId, borrowerId: MARY.borrowerId, emailAddress: 'mary.smith@example.com', cellPhoneNumber: '3125550999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().borrowerData.applicationId).toBe(7002);
    expect((await profileOf(t.john, MARY.applicationId)).contactInfo.cellPhoneNumber).toBe('3125550999');
  });

  it('a refused save answers the error alone', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerContact', { applicationId: 7001, borrowerId: 5001 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('borrowerData');
  });

  it('a list answer keeps the spec’s shape (the client refetches after it)', async () => {
    const mailing = { applicationId: 7001, borrowerId: 5001, addressTypeId: 3, activeInd: true,
      addressInfo: { streetAddress: 'PO Box 12', city: 'Springfield', state: 'IL', zipCode: '62705', country: 'US', activeInd: true } };
    const res = await call(t.jane, '/api/UpdateBorrowerAddress', [mailing]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ addressTypeId: 3 })]);
  });
});
