import { describe, expect, it } from 'vitest';
import { addressNode, portalAddress } from '../../../../src/server/lender/mismo/address';

describe('addressNode', () => {
  it('writes the address data points in schema order, leaving out the empty ones', () => {
    const node = addressNode({ ...portalAddress({ streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL',
      zipCode: '62701', country: 'US' }), county: 'Sangamon', additionalLine: 'Rear', type: 'Mailing' });
    expect(node?.children.map((c) => [c.name, c.text])).toEqual([
      ['AddressAdditionalLineText', 'Rear'], ['AddressLineText', '123 Main St'], ['AddressType', 'Mailing'],
      ['AddressUnitIdentifier', 'Unit 4'], ['CityName', 'Springfield'], ['CountryCode', 'US'], ['CountyName', 'Sangamon'],
      ['PostalCode', '62701'], ['StateCode', 'IL'],
    ]);
    expect(addressNode({ line: null, unit: null, city: null, state: null, postalCode: null, country: null })).toBeNull();
  });
});
