import { describe, expect, it } from 'vitest';
import type { MilitaryRecord as MilitaryInfo } from '../../../../src/shared/api/generated/types';
import { militaryDetailLeaves, militaryServicesNode } from '../../../../src/server/lender/mismo/military';
import { all, text } from './mismo-tree';

const served: MilitaryInfo = { applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: true,
  reserveOrNationalGuardInd: true, survivingSpouseInd: true, serviceTourExpirationDate: '06/30/2027' };

describe('military service', () => {
  it('writes one MILITARY_SERVICE per status, with the tour expiration on active duty', () => {
    expect(all(militaryServicesNode(served), 'MILITARY_SERVICE').map((s) => [text(s, 'MilitaryStatusType'),
      text(s, 'MilitaryServiceExpectedCompletionDate')])).toEqual([
      ['ActiveDuty', '2027-06-30'], ['Veteran', null], ['ReserveNationalGuardNeverActivated', null],
    ]);
  });

  it('writes whether the borrower served and the surviving spouse answer to BORROWER_DETAIL', () => {
    const leaves = militaryDetailLeaves(served);
    expect([leaves.selfDeclaredService?.text, leaves.survivingSpouse?.text]).toEqual(['true', 'true']);
    const never = militaryDetailLeaves({ ...served, militaryServiceInd: false, survivingSpouseInd: null });
    expect([never.selfDeclaredService?.text, never.survivingSpouse]).toEqual(['false', null]);
    expect(militaryServicesNode({ ...served, militaryServiceInd: false })).toBeNull();
    expect(militaryDetailLeaves(null).selfDeclaredService).toBeNull();
  });
});
