import { describe, expect, it } from 'vitest';
import { partiesSection } from '../../../../src/server/lender/mismo/parties';
import { all } from './mismo-tree';
import { profile } from './profile-fixture';

describe('partiesSection', () => {
  const ana = profile({ applicationId: 7008, borrowerId: 5008, creditTypeId: 2, jointCreditBorrowerId: 5009 });
  const carlos = profile({ applicationId: 7009, borrowerId: 5009, creditTypeId: 2, jointCreditBorrowerId: 5008 });
  const solo = profile({ applicationId: 7010, borrowerId: 5010, creditTypeId: 1 });

  it('writes one PARTY per borrower in loan order, labelling their ROLEs by application', () => {
    const s = partiesSection([ana, carlos, solo]);
    expect(all(s.parties, 'PARTY')).toHaveLength(3);
    expect([...s.roles]).toEqual([[7008, 'BORROWER_1'], [7009, 'BORROWER_2'], [7010, 'BORROWER_3']]);
  });

  it('ties joint-credit borrowers once, from the additional borrower to the primary one', () => {
    expect(partiesSection([ana, carlos, solo]).arcs).toEqual([
      { from: 'BORROWER_2', to: 'BORROWER_1', arcrole: 'ROLE_SharesJointCreditReportWith_ROLE' },
    ]);
    expect(partiesSection([ana]).arcs).toEqual([]);
  });
});
