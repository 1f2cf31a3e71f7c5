import type { BorrowerAddress } from '../../../shared/api/borrower-data';
import { addressNode, portalAddress } from './address';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { amount, count, enumerated } from './mismo-values';

/** Housing status (portal 1 Own, 2 Rent, 3 Living Rent Free) as BorrowerResidencyBasisType. */
const RESIDENCY_BASIS: Readonly<Partial<Record<number, string>>> = { 1: 'Own', 2: 'Rent', 3: 'LivingRentFree' };

const RESIDENCY_TYPE: Readonly<Partial<Record<string, string>>> = { Current: 'Current', Prior: 'Prior' };

/** Years and months at the address as one count of months. */
function durationMonths(a: BorrowerAddress): string | null {
  if (a.years === null && a.months === null) return null;
  return count((a.years ?? 0) * 12 + (a.months ?? 0));
}

function residenceNode(a: BorrowerAddress): MaybeNode {
  return element('RESIDENCE', [
    addressNode(portalAddress(a.addressInfo)),
    element('LANDLORD', [element('LANDLORD_DETAIL', [leaf('MonthlyRentAmount', amount(a.rentAmount))])]),
    element('RESIDENCE_DETAIL', [
      leaf('BorrowerResidencyBasisType', enumerated(RESIDENCY_BASIS, a.housingTypeId)),
      leaf('BorrowerResidencyDurationMonthsCount', durationMonths(a)),
      leaf('BorrowerResidencyType', enumerated(RESIDENCY_TYPE, a.addressTypeInfo.typeOfAddress)),
    ]),
  ]);
}

/** BORROWER/RESIDENCES: the current and prior addresses with housing and time there. */
export function residencesNode(addresses: readonly BorrowerAddress[]): MaybeNode {
  const residences = addresses
    .filter((a) => a.activeInd && a.addressTypeInfo.typeOfAddress !== 'Mailing')
    .map(residenceNode)
    .filter((r): r is MismoNode => r !== null);
  return element('RESIDENCES', sequenced(residences));
}

/** PARTY/ADDRESSES: the mailing address (AddressType Mailing). */
export function mailingAddressesNode(addresses: readonly BorrowerAddress[]): MaybeNode {
  const mailing = addresses
    .filter((a) => a.activeInd && a.addressTypeInfo.typeOfAddress === 'Mailing')
    .map((a) => addressNode({ ...portalAddress(a.addressInfo), type: 'Mailing' }))
    .filter((a): a is MismoNode => a !== null);
  return element('ADDRESSES', sequenced(mailing));
}
