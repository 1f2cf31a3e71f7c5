import type { AddressInfo, BorrowerAddress } from '../../../../../src/shared/api';
import type { ScreenContext } from '../../../../../src/app/engine/mappers/types';
import { profileFixture } from '../../fixtures';

const TYPES = { 1: 'Current', 2: 'Prior', 3: 'Mailing' } as const;

export function addressRecord(
  borrowerAddressId: number,
  addressTypeId: 1 | 2 | 3,
  info: Partial<AddressInfo> = {},
  rest: Partial<BorrowerAddress> = {},
): BorrowerAddress {
  return {
    borrowerAddressId,
    borrowerId: 5001,
    addressTypeId,
    addressTypeInfo: { typeOfAddress: TYPES[addressTypeId] },
    addressInfo: {
      addressId: borrowerAddressId * 10, streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield',
      state: 'IL', zipCode: '62701', country: 'US', activeInd: true, ...info,
    },
    years: 6,
    months: 3,
    housingTypeId: 1,
    rentAmount: null,
    activeInd: true,
    ...rest,
  };
}

export function contextWith(addresses: BorrowerAddress[], params: Record<string, string> = {}): ScreenContext {
  return { profile: profileFixture({ borrowerAddressInfo: addresses }), params, lookups: {} };
}
