import { describe, expect, it } from 'vitest';
import { verifyBody } from '../../../../../src/app/pages/Verify/logic/verify-body';
import { screenModuleOf } from '../../../engine/helpers/bound-of';

const verify = screenModuleOf('identity/verify');

describe("verifyBody: the identity/verify screen's binding", () => {
  it('sends the answers with the offer link', () => {
    expect(verifyBody(verify, { ssn: '123456', dateOfBirth: '05/14/1980' }, { offerId: '1001', userId: '5001' })).toEqual({
      dateOfBirth: '05/14/1980',
      ssn: '123456',
      customerRecordID: '5001',
      offerID: '1001',
    });
  });
  it('adds the loan number when known', () => {
    const body = verifyBody(verify, { ssn: '1', dateOfBirth: 'x' }, { offerId: '1', userId: '2', loanNumber: '77' });
    expect(body.loanNumber).toBe('77');
  });
});
