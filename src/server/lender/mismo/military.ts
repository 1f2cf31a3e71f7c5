import type { MilitaryRecord as MilitaryInfo } from '../../../shared/api/generated/types';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { indicator, isoDate } from './mismo-values';

/** BORROWER/MILITARY_SERVICES: one MILITARY_SERVICE per status checked (URLA section 7). */
export function militaryServicesNode(m: MilitaryInfo | null): MaybeNode {
  if (!m?.militaryServiceInd) return null;
  const services = [
    m.currentlyOnActiveDutyInd
      ? element('MILITARY_SERVICE', [
        leaf('MilitaryServiceExpectedCompletionDate', isoDate(m.serviceTourExpirationDate)),
        leaf('MilitaryStatusType', 'ActiveDuty'),
      ])
      : null,
    m.veteranInd ? element('MILITARY_SERVICE', [leaf('MilitaryStatusType', 'Veteran')]) : null,
    m.reserveOrNationalGuardInd ? element('MILITARY_SERVICE', [leaf('MilitaryStatusType', 'ReserveNationalGuardNeverActivated')]) : null,
  ].filter((s): s is MismoNode => s !== null);
  return element('MILITARY_SERVICES', sequenced(services));
}

/** The BORROWER_DETAIL data points of section 7: ever served, and surviving spouse. */
export function militaryDetailLeaves(m: MilitaryInfo | null): { selfDeclaredService: MaybeNode; survivingSpouse: MaybeNode } {
  return {
    selfDeclaredService: leaf('SelfDeclaredMilitaryServiceIndicator', indicator(m?.militaryServiceInd)),
    survivingSpouse: leaf('SpousalVABenefitsEligibilityIndicator', indicator(m?.militaryServiceInd ? m.survivingSpouseInd : null)),
  };
}
