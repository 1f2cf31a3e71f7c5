import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../src/app/engine/types';
import { addressRecord, contextWith } from '../app/engine/binding/fixtures/addresses';
import { listSourceOf } from '../app/engine/helpers/list-source-of';

const SECTIONS: Record<string, string> = {
  'addresses.current': 'current-address', 'addresses.mailing': 'mailing-address', 'addresses.prior': 'previous-addresses',
};
const addressListSources = Object.fromEntries(Object.entries(SECTIONS).map(([name, id]) => [name, listSourceOf('info/address-list', id)]));

const ctx = contextWith([
  addressRecord(11, 1),
  addressRecord(12, 2, { country: 'CA', state: null, zipCode: null, unitNum: null, city: 'Toronto' }),
  addressRecord(14, 2, {}, { activeInd: false }),
  addressRecord(13, 3, { streetAddress: 'PO Box 12', unitNum: null }),
]);

describe('the Your Addresses sections', () => {
  it('list only active records of each type, with street and city lines', () => {
    expect(addressListSources['addresses.current']!.items(ctx)).toEqual([expect.objectContaining({
      id: '11', street: '123 Main St, Unit 4', cityLine: 'Springfield, IL 62701', years: 6, months: 3 })]);
    expect(addressListSources['addresses.prior']!.items(ctx).map((i) => [i.id, i.cityLine])).toEqual([['12', 'Toronto, CA']]);
    expect(addressListSources['addresses.mailing']!.items(ctx).map((i) => i.street)).toEqual(['PO Box 12']);
    expect(addressListSources['addresses.prior']!.items(contextWith([]))).toEqual([]);
  });

  it('only previous addresses delete: the record and its addressInfo with activeInd false through UpdateBorrowerAddress', () => {
    const prior = addressListSources['addresses.prior']!;
    expect(addressListSources['addresses.current']!.deletePayload).toBeUndefined();
    const [item] = prior.items(ctx);
    expect(prior.deletePayload?.(item!, ctx)).toEqual([{ borrowerAddressId: 12, borrowerId: 5001, applicationId: 7001, addressTypeId: 2,
      activeInd: false, addressInfo: { addressId: 120, streetAddress: '123 Main St', city: 'Toronto', country: 'CA', activeInd: false } }]);
    expect(() => prior.deletePayload?.({ id: '14' }, ctx)).toThrow(RecordNotFoundError);
  });
});
