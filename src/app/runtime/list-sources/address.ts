import type { BorrowerAddress, UpdateBorrowerAddressBody } from '../../../shared/api';
import { activeOfType, ADDRESS_TYPE, SAVE_CALL } from '../mappers/address/address-form';
import { RecordNotFoundError, type ListItem, type ListSource, type ScreenContext } from '../mappers/types';

const joined = (parts: (string | null | undefined)[], separator: string): string =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(separator);

/**
 * One address as a list item: `id` is the borrowerAddressId; `street` ("123 Main St, Unit 4") and `cityLine`
 * ("Springfield, IL 62701" or "Toronto, CA") for the templates, plus the raw fields.
 */
export function addressItem(a: BorrowerAddress): ListItem {
  const info = a.addressInfo;
  const us = !info.country || info.country === 'US';
  return {
    id: String(a.borrowerAddressId),
    borrowerAddressId: a.borrowerAddressId,
    addressTypeId: a.addressTypeId,
    street: joined([info.streetAddress, info.unitNum], ', '),
    cityLine: joined([info.city, us ? joined([info.state, info.zipCode], ' ') : info.country], ', '),
    streetAddress: info.streetAddress,
    unitNum: info.unitNum,
    city: info.city,
    state: info.state,
    zipCode: info.zipCode,
    country: info.country,
    years: a.years,
    months: a.months,
    housingTypeId: a.housingTypeId,
  };
}

const listOf = (typeId: 1 | 2 | 3): ListSource['items'] => (ctx) => activeOfType(ctx.profile, typeId).map(addressItem);

/** Soft delete: the record and its addressInfo saved again with activeInd false. */
function deletePayload(item: ListItem, ctx: ScreenContext): UpdateBorrowerAddressBody {
  const record = activeOfType(ctx.profile, ADDRESS_TYPE.prior).find((a) => String(a.borrowerAddressId) === item.id);
  if (!record) throw new RecordNotFoundError('previous address', item.id);
  const info = Object.fromEntries(Object.entries(record.addressInfo).filter(([, v]) => v !== null && v !== ''));
  return [
    {
      borrowerAddressId: record.borrowerAddressId,
      borrowerId: record.borrowerId,
      applicationId: ctx.profile.applicationId,
      addressTypeId: ADDRESS_TYPE.prior,
      addressInfo: { ...info, addressId: record.addressInfo.addressId, activeInd: false },
      activeInd: false,
    },
  ];
}

/** Sections of `info/address-list` "Your Addresses" (active records only). */
export const addressListSources: Record<string, ListSource> = {
  'addresses.current': { items: listOf(ADDRESS_TYPE.current) },
  'addresses.mailing': { items: listOf(ADDRESS_TYPE.mailing) },
  'addresses.prior': { items: listOf(ADDRESS_TYPE.prior), call: SAVE_CALL, deletePayload },
};
