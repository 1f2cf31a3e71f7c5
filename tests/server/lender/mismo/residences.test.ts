import { describe, expect, it } from 'vitest';
import { mailingAddressesNode, residencesNode } from '../../../../src/server/lender/mismo/residences';
import { all, text } from './mismo-tree';
import { address } from './profile-fixture';

describe('residences', () => {
  const current = address('Current', { years: 6, months: 3, housingTypeId: 1 });
  const prior = address('Prior', { years: 0, months: 8, housingTypeId: 2, rentAmount: 950.5,
    addressInfo: { ...address('Prior').addressInfo, streetAddress: '5 Old Rd', unitNum: 'Apt 2' } });
  const mailing = address('Mailing', { addressInfo: { ...address('Mailing').addressInfo, streetAddress: 'PO Box 7' } });

  it('writes the current and prior addresses as RESIDENCEs with housing, months there and rent', () => {
    const node = residencesNode([current, prior, mailing, address('Prior', { activeInd: false })]);
    expect(all(node, 'RESIDENCE').map((r) => [
      text(r, 'ADDRESS/AddressLineText'), text(r, 'ADDRESS/AddressUnitIdentifier'), text(r, 'RESIDENCE_DETAIL/BorrowerResidencyType'),
      text(r, 'RESIDENCE_DETAIL/BorrowerResidencyBasisType'), text(r, 'RESIDENCE_DETAIL/BorrowerResidencyDurationMonthsCount'),
      text(r, 'LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount'),
    ])).toEqual([
      ['9 Elm St', null, 'Current', 'Own', '75', null],
      ['5 Old Rd', 'Apt 2', 'Prior', 'Rent', '8', '950.50'],
    ]);
    expect(text(residencesNode([address('Current', { housingTypeId: 3 })]), 'RESIDENCE/RESIDENCE_DETAIL/BorrowerResidencyBasisType'))
      .toBe('LivingRentFree');
  });

  it('writes the mailing address as the party ADDRESS of type Mailing, and nothing without one', () => {
    const node = mailingAddressesNode([current, mailing]);
    expect(all(node, 'ADDRESS').map((a) => [text(a, 'AddressLineText'), text(a, 'AddressType')])).toEqual([['PO Box 7', 'Mailing']]);
    expect(mailingAddressesNode([current])).toBeNull();
  });
});
