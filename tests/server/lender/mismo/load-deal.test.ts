import { describe, expect, it } from 'vitest';
import { loadDeal } from '../../../../src/server/lender/mismo/load-deal';
import { testKeys } from '../../helpers/test-app';
import { useTestDb } from '../../helpers/use-test-app';

const t = useTestDb();

describe('loadDeal', () => {
  it('reads the offer and each active borrower in loan order, with the date of birth opened', async () => {
    const deal = await loadDeal(t.testDb.db, testKeys().pii, 1002);
    expect(deal.offer.offerId).toBe(1002);
    expect(deal.borrowers.map((b) => [b.borrowerId, b.borrowerInfo.firstName])).toEqual([[5002, 'John'], [5003, 'Mary']]);
    expect(deal.borrowers[0]?.borrowerInfo.dateOfBirth).toBe('03/02/1975');
  });

  it('leaves out an application no longer active', async () => {
    await t.testDb.db.query('UPDATE applications SET active_ind = false WHERE application_id = 7003');
    expect((await loadDeal(t.testDb.db, testKeys().pii, 1002)).borrowers.map((b) => b.borrowerId)).toEqual([5002]);
  });

  it('answers LOAN_NOT_FOUND for an unknown offer', async () => {
    await expect(loadDeal(t.testDb.db, testKeys().pii, 987654)).rejects.toMatchObject({ code: 'LOAN_NOT_FOUND' });
  });
});
