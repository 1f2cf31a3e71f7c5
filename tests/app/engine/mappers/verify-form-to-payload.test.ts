import { describe, expect, it } from 'vitest';
import { verifyFormToPayload } from '../../../../src/app/engine/mappers/verify-form-to-payload';

describe('verifyFormToPayload', () => {
  it('combines the form with the offer link', () => {
    expect(verifyFormToPayload({ ssn: '123456', dateOfBirth: '05/14/1980' }, { offerId: '1001', userId: '5001' })).toEqual({
      dateOfBirth: '05/14/1980',
      ssn: '123456',
      customerRecordID: '5001',
      offerID: '1001',
    });
  });
  it('adds the loan number when known', () => {
    const body = verifyFormToPayload({ ssn: '1', dateOfBirth: 'x' }, { offerId: '1', userId: '2', loanNumber: '77' });
    expect(body.loanNumber).toBe('77');
  });
});
