import { describe, expect, it } from 'vitest';
import { accountLiabilities, creditLimitLeaves } from '../../../../src/server/lender/mismo/liabilities';
import { text } from './mismo-tree';
import { profile } from './profile-fixture';

const roles = new Map([[7002, 'BORROWER_1'], [7003, 'BORROWER_2']]);

describe('accountLiabilities', () => {
  it('writes each account with holder, number, type, payment, balance and paid-off answer, arced to its borrower', () => {
    const p = profile({ applicationId: 7002, liabilityInfo: [
      { liabilityAccountId: 1, applicationId: 7002, companyName: 'Gym Co', accountNumber: 'G-1', type: 'OtherAccounts', otherType: 'Membership',
        monthlyPayment: 20, unpaidBalance: 100, paidOff: true, activeInd: true },
      { liabilityAccountId: 2, applicationId: 7002, companyName: 'Gone', accountNumber: null, type: 'Lease', otherType: null,
        monthlyPayment: 1, unpaidBalance: 1, paidOff: null, activeInd: false },
    ] });
    const s = accountLiabilities([p], roles);
    expect(s.nodes.map((n) => [n.attributes['xlink:label'], text(n, 'LIABILITY_HOLDER/NAME/FullName'), text(n, 'LIABILITY_DETAIL/LiabilityAccountIdentifier'),
      text(n, 'LIABILITY_DETAIL/LiabilityType'), text(n, 'LIABILITY_DETAIL/LiabilityTypeOtherDescription'), text(n, 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount'),
      text(n, 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount'), text(n, 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator')])).toEqual([
      ['LIABILITY_1', 'Gym Co', 'G-1', 'Other', 'Membership', '20.00', '100.00', 'true'],
    ]);
    expect(s.arcs).toEqual([{ from: 'LIABILITY_1', to: 'BORROWER_1', arcrole: 'LIABILITY_IsAssociatedWith_ROLE' }]);
  });

  it('writes a shared other liability once, arced to every borrower owing it', () => {
    const shared = { otherLiabilityId: 9, applicationId: 7002, holderName: 'Lakeside CU', liabilityTypeId: 3, creditLimit: 10000,
      monthlyPaymentAmount: 150, unpaidBalanceAmount: 4200.5, applicationIds: [7002, 7003], activeInd: true };
    const s = accountLiabilities([profile({ applicationId: 7002, otherLiabilityInfo: [shared] }), profile({ applicationId: 7003, otherLiabilityInfo: [shared] })], roles);
    expect(s.nodes).toHaveLength(1);
    expect([text(s.nodes[0], 'LIABILITY_DETAIL/LiabilityType'), text(s.nodes[0], 'LIABILITY_DETAIL/HELOCMaximumBalanceAmount')]).toEqual(['HELOC', '10000.00']);
    expect(s.arcs.map((a) => a.to)).toEqual(['BORROWER_1', 'BORROWER_2']);
  });

  it('keeps a HELOC limit in MISMO and any other credit limit in the portal extension', () => {
    expect(creditLimitLeaves('HELOC', 500).heloc?.text).toBe('500.00');
    const revolving = creditLimitLeaves('Revolving', 500);
    expect(revolving.heloc).toBeNull();
    expect(text(revolving.extension, 'OTHER/PORTAL:LIABILITY_DETAIL_EXTENSION/PORTAL:CreditLimitAmount')).toBe('500.00');
    expect(creditLimitLeaves('Revolving', null).extension).toBeNull();
  });
});
