import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { LiabilityAccountType } from '../../../shared/api/finances';
import type { LiabilityAccount as LiabilityAccountInfo, OtherLiability as OtherLiabilityInfo } from '../../../shared/api/generated/types';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode } from './mismo-node';
import { amount, enumerated, indicator } from './mismo-values';
import type { RoleLabels } from './relationships';
import { dealRecords, type DealRecords, distinctBy } from './deal-records';

/** URLA 2c account types as MISMO LiabilityType. */
const ACCOUNT_TYPE: Readonly<Record<LiabilityAccountType, string>> = {
  Revolving: 'Revolving', Installment: 'Installment', Open30Day: 'Open30DayChargeAccount', Lease: 'LeasePayment', OtherAccounts: 'Other',
};

/** The other-liability types of the portal (1-6) as MISMO LiabilityType. */
const OTHER_LIABILITY_TYPE: Readonly<Partial<Record<number, string>>> = {
  1: 'Installment', 2: 'Revolving', 3: 'HELOC', 4: 'CollectionsJudgmentsAndLiens', 5: 'Taxes', 6: 'Other',
};

/**
 * A credit limit: HELOCMaximumBalanceAmount is MISMO's for a HELOC; any other type's limit goes to the portal's
 * extension, MISMO having no liability element for it.
 */
export function creditLimitLeaves(liabilityType: string | null, creditLimit: number | null): { heloc: MaybeNode; extension: MaybeNode } {
  const heloc = liabilityType === 'HELOC';
  return {
    heloc: leaf('HELOCMaximumBalanceAmount', heloc ? amount(creditLimit) : null),
    extension: otherExtension('PORTAL:LIABILITY_DETAIL_EXTENSION', [leaf('PORTAL:CreditLimitAmount', heloc ? null : amount(creditLimit))]),
  };
}

function accountNode(a: LiabilityAccountInfo, label: string): MaybeNode {
  const type = a.type ? ACCOUNT_TYPE[a.type] : null;
  return element('LIABILITY', [
    element('LIABILITY_DETAIL', [
      leaf('LiabilityAccountIdentifier', a.accountNumber),
      leaf('LiabilityMonthlyPaymentAmount', amount(a.monthlyPayment)),
      leaf('LiabilityPayoffStatusIndicator', indicator(a.paidOff)),
      leaf('LiabilityType', type),
      leaf('LiabilityTypeOtherDescription', type === 'Other' ? a.otherType : null),
      leaf('LiabilityUnpaidBalanceAmount', amount(a.unpaidBalance)),
    ]),
    element('LIABILITY_HOLDER', [element('NAME', [leaf('FullName', a.companyName)])]),
  ], { 'xlink:label': label });
}

function otherLiabilityNode(l: OtherLiabilityInfo, label: string): MaybeNode {
  const type = enumerated(OTHER_LIABILITY_TYPE, l.liabilityTypeId);
  const limit = creditLimitLeaves(type, l.creditLimit);
  return element('LIABILITY', [
    element('LIABILITY_DETAIL', [
      limit.heloc,
      leaf('LiabilityMonthlyPaymentAmount', amount(l.monthlyPaymentAmount)),
      leaf('LiabilityType', type),
      leaf('LiabilityUnpaidBalanceAmount', amount(l.unpaidBalanceAmount)),
      limit.extension,
    ]),
    element('LIABILITY_HOLDER', [element('NAME', [leaf('FullName', l.holderName)])]),
  ], { 'xlink:label': label });
}

/** LIABILITIES of URLA 2c: each borrower's accounts, and the other liabilities once with every borrower owing them. */
export function accountLiabilities(borrowers: readonly BorrowerProfile[], roles: RoleLabels): DealRecords {
  const liabilities = dealRecords('LIABILITY', 'LIABILITY_IsAssociatedWith_ROLE', roles);
  for (const b of borrowers) {
    for (const a of b.liabilityInfo.filter((x) => x.activeInd)) liabilities.add((label) => accountNode(a, label), [b.applicationId]);
  }
  const others = distinctBy(borrowers.flatMap((b) => b.otherLiabilityInfo.filter((x) => x.activeInd)), (l) => l.otherLiabilityId);
  for (const l of others) {
    liabilities.add((label) => otherLiabilityNode(l, label), l.applicationIds.length > 0 ? l.applicationIds : [l.applicationId]);
  }
  return liabilities.records;
}
