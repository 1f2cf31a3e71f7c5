import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import { borrowerExtensionNode } from './borrower-extension';
import { bankruptciesNode, declarationNode } from './declarations';
import { governmentMonitoringNode } from './demographics';
import { employmentSection } from './employment';
import { additionalIncomeNodes, currentIncomeNode } from './income';
import { individualNode } from './individual';
import { languagesNode } from './languages';
import { militaryDetailLeaves, militaryServicesNode } from './military';
import { element, frame, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { count, enumerated, isoDate } from './mismo-values';
import type { Arc } from './relationships';
import { mailingAddressesNode, residencesNode } from './residences';

/** Credit type (1 individual, 2 joint, URLA 1a "Type of Credit"). */
const CREDIT_TYPE: Readonly<Partial<Record<number, string>>> = { 1: 'NotJointly', 2: 'Jointly' };

function dependents(p: BorrowerProfile): { count: MaybeNode; list: MaybeNode } {
  const answered = p.borrowerInfo.dependentsInd;
  const active = answered === false ? [] : p.borrowerInfo.dependentInfo.filter((d) => d.activeInd);
  return {
    count: leaf('DependentCount', answered === null ? null : count(active.length)),
    list: element('DEPENDENTS', sequenced(active.flatMap((d) => {
      const node = element('DEPENDENT', [leaf('DependentAgeYearsCount', count(d.dependentAge))]);
      return node ? [node] : [];
    }))),
  };
}

function borrowerDetail(p: BorrowerProfile, dependentCount: MaybeNode): MaybeNode {
  const military = militaryDetailLeaves(p.militaryInfo);
  return element('BORROWER_DETAIL', [
    leaf('BorrowerBirthDate', isoDate(p.borrowerInfo.dateOfBirth)),
    dependentCount,
    leaf('JointAssetLiabilityReportingType', enumerated(CREDIT_TYPE, p.creditTypeId)),
    leaf('MaritalStatusType', p.borrowerInfo.maritalStatus),
    military.selfDeclaredService,
    military.survivingSpouse,
  ]);
}

/**
 * ROLE/PARTY_ROLE_IDENTIFIERS: the lender's own id of the borrower (CreateOffer's `borrowerId`, the customer record
 * id), so the lender matches each PARTY to its record by id, not by name. MISMO 3.4 puts it between the role's
 * BORROWER and its ROLE_DETAIL.
 */
function partyRoleIdentifiersNode(borrowerId: number): MaybeNode {
  return element('PARTY_ROLE_IDENTIFIERS', [
    element('PARTY_ROLE_IDENTIFIER', [leaf('PartyRoleIdentifier', String(borrowerId))], { SequenceNumber: '1' }),
  ]);
}

/**
 * One borrower's PARTY: the person (INDIVIDUAL, mailing ADDRESSES, preferred LANGUAGES) and the ROLE labelled
 * `roleLabel` whose BORROWER holds what the borrower told the portal about themselves and whose PARTY_ROLE_IDENTIFIERS
 * carry the lender's id of the borrower, in MISMO 3.4's order. Arcs tie their income items to their employers.
 */
export function borrowerParty(p: BorrowerProfile, roleLabel: string): { party: MismoNode; arcs: Arc[] } {
  const employment = employmentSection(p.employmentInfo, roleLabel);
  const deps = dependents(p);
  const borrower = element('BORROWER', [
    bankruptciesNode(p.declarationsInfo),
    borrowerDetail(p, deps.count),
    currentIncomeNode([...employment.incomeItems, ...additionalIncomeNodes(p.additionalIncomeInfo)]),
    declarationNode(p.declarationsInfo, p.borrowerInfo.citizenshipStatus),
    deps.list,
    employment.employers,
    governmentMonitoringNode(p.demographicInfo),
    militaryServicesNode(p.militaryInfo),
    residencesNode(p.borrowerInfo.borrowerAddressInfo),
    borrowerExtensionNode(p),
  ]);
  const role = frame('ROLE', [
    borrower,
    partyRoleIdentifiersNode(p.borrowerId),
    element('ROLE_DETAIL', [leaf('PartyRoleType', 'Borrower')]),
  ], { 'xlink:label': roleLabel });
  const party = frame('PARTY', [
    individualNode(p.borrowerInfo, p.contactInfo),
    mailingAddressesNode(p.borrowerInfo.borrowerAddressInfo),
    languagesNode(p.languagePreferenceInfo),
    element('ROLES', [role]),
  ]);
  return { party, arcs: employment.arcs };
}
