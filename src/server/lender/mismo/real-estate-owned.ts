import type { BorrowerProfile, LenderInfo, PropertyInfo } from '../../../shared/api/borrower-data';
import { addressNode, portalAddress } from './address';
import { otherExtension } from './extension';
import { creditLimitLeaves } from './liabilities';
import { element, leaf, type MaybeNode, type MismoNode } from './mismo-node';
import { amount, enumerated, indicator } from './mismo-values';
import { type Arc, arcsToRoles, type RoleLabels } from './relationships';
import { distinctBy } from './deal-records';

/** Property status (1 Retained, 2 Sold, 3 Pending Sale, 4 Rental) as OwnedPropertyDispositionStatusType. */
const DISPOSITION: Readonly<Partial<Record<number, string>>> = { 1: 'Retain', 2: 'Sold', 3: 'PendingSale', 4: 'Retain' };
const RENTAL_STATUS = 4;

/** Occupancy (1 Investment Property, 2 Primary, 3 Second Home, 4 Other) as PropertyUsageType. */
const USAGE: Readonly<Partial<Record<number, string>>> = { 1: 'Investment', 2: 'PrimaryResidence', 3: 'SecondHome', 4: 'Other' };

/** Lien or loan type of a property's lender (7 Mortgage Loan, 6 HELOC, 1-5 the portal's) as LiabilityType. */
const LENDER_LIABILITY_TYPE: Readonly<Partial<Record<number, string>>> = {
  7: 'MortgageLoan', 6: 'HELOC', 1: 'Installment', 2: 'Open30DayChargeAccount', 3: 'LeasePayment', 4: 'Revolving', 5: 'Other',
};

/** Mortgage type (1 Conventional, 2 FHA, 3 VA, 4 USDA-RD, 5 Other). */
const MORTGAGE_TYPE: Readonly<Partial<Record<number, string>>> = {
  1: 'Conventional', 2: 'FHA', 3: 'VA', 4: 'USDARuralDevelopment', 5: 'Other',
};

function ownedPropertyNode(p: PropertyInfo): MaybeNode {
  return element('OWNED_PROPERTY', [
    element('OWNED_PROPERTY_DETAIL', [
      leaf('OwnedPropertyDispositionStatusType', enumerated(DISPOSITION, p.propertyStatusTypeId)),
      leaf('OwnedPropertyMaintenanceExpenseAmount', amount(p.monthlyExpense)),
      leaf('OwnedPropertyRentalIncomeGrossAmount', amount(p.monthlyRentGross)),
      leaf('OwnedPropertyRentalIncomeNetAmount', amount(p.monthlyRentNet)),
      leaf('OwnedPropertySubjectIndicator', indicator(p.subjectPropertyInd)),
      otherExtension('PORTAL:OWNED_PROPERTY_DETAIL_EXTENSION', [
        leaf('PORTAL:ExistingLoanIndicator', indicator(p.existingLoanInd)),
        leaf('PORTAL:MonthlyAssociationDuesAmount', amount(p.monthlyAssociationDues)),
        leaf('PORTAL:MonthlyHazardInsuranceAmount', amount(p.monthlyHazardInsurance)),
        leaf('PORTAL:MonthlyTaxesAmount', amount(p.monthlyTaxes)),
      ]),
    ]),
    element('PROPERTY', [
      addressNode(portalAddress(p.address)),
      element('PROPERTY_DETAIL', [
        leaf('InvestmentRentalIncomePresentIndicator', p.propertyStatusTypeId === RENTAL_STATUS ? 'true' : null),
        leaf('PropertyEstimatedValueAmount', amount(p.propertyValue)),
        leaf('PropertyUsageType', enumerated(USAGE, p.occupancyTypeId)),
      ]),
    ]),
  ]);
}

function lenderNode(l: LenderInfo, label: string, subjectProperty: boolean | null): MaybeNode {
  const type = enumerated(LENDER_LIABILITY_TYPE, l.liabilityTypeId);
  const mortgageType = enumerated(MORTGAGE_TYPE, l.mortgageTypeId);
  const limit = creditLimitLeaves(type, l.creditLimit);
  return element('LIABILITY', [
    element('LIABILITY_DETAIL', [
      limit.heloc,
      leaf('LiabilityAccountIdentifier', l.account),
      leaf('LiabilityMonthlyPaymentAmount', amount(l.monthlyPaymentAmount)),
      leaf('LiabilitySecuredBySubjectPropertyIndicator', indicator(subjectProperty)),
      leaf('LiabilityType', type),
      leaf('LiabilityUnpaidBalanceAmount', amount(l.unpaidBalanceAmount)),
      leaf('MortgageType', mortgageType),
      limit.extension,
    ]),
    element('LIABILITY_HOLDER', [element('NAME', [leaf('FullName', l.holderName)])]),
  ], { 'xlink:label': label });
}

export interface RealEstateOwnedSection {
  assets: MismoNode[];
  liabilities: MismoNode[];
  arcs: Arc[];
}

/**
 * URLA section 3: each owned property once as an ASSET with OWNED_PROPERTY (arced to its owners), and each of its
 * lenders as a LIABILITY (arced from the property and to the borrowers who owe it).
 */
export function realEstateOwned(borrowers: readonly BorrowerProfile[], roles: RoleLabels): RealEstateOwnedSection {
  const assets: MismoNode[] = [];
  const liabilities: MismoNode[] = [];
  const arcs: Arc[] = [];
  const properties = distinctBy(borrowers.flatMap((b) => b.propertyInfo.filter((p) => p.activeInd)), (p) => p.realEstateOwnedId);
  for (const p of properties) {
    const assetLabel = `REO_${assets.length + 1}`;
    const asset = element('ASSET', [ownedPropertyNode(p)], { 'xlink:label': assetLabel });
    if (!asset) continue;
    assets.push(asset);
    arcs.push(...arcsToRoles(assetLabel, p.applicationIds, roles, 'ASSET_IsAssociatedWith_ROLE'));
    for (const l of p.liabilities.filter((x) => x.activeInd)) {
      const label = `REO_LIABILITY_${liabilities.length + 1}`;
      const node = lenderNode(l, label, p.subjectPropertyInd);
      if (!node) continue;
      liabilities.push(node);
      arcs.push({ from: assetLabel, to: label, arcrole: 'ASSET_IsAssociatedWith_LIABILITY' });
      arcs.push(...arcsToRoles(label, l.applicationIds, roles, 'LIABILITY_IsAssociatedWith_ROLE'));
    }
  }
  return { assets, liabilities, arcs };
}
