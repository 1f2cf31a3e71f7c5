import { formatMoney } from '../../../../widgets/format';
import type { LenderInfo, PropertyInfo } from '../../../shared/api';
import type { UpdateBorrowerPropertyBody } from '../../../shared/api/properties';
import { LENDER_CALL, type LenderPayload } from '../mappers/properties/lender-mapper';
import { PROPERTY_CALL } from '../mappers/properties/property-mapper';
import { activeLenders, activeProperties } from '../mappers/properties/property-records';
import type { ListItem, ListSource } from '../mappers/types';

const joined = (parts: (string | null | undefined)[], sep: string): string =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(sep);

const dollars = (value: number | null): string | null =>
  value === null ? null : `${value < 0 ? '-' : ''}$${formatMoney(value)}`;

const street = (p: PropertyInfo): string => joined([p.address.streetAddress, p.address.unitNum], ', ');

function cityLine(p: PropertyInfo): string {
  const a = p.address;
  const us = !a.country || a.country === 'US';
  return joined([a.city, us ? joined([a.state, a.zipCode], ' ') : a.country], ', ');
}

/**
 * 'properties.owned': the application's active properties. Fields: `street`, `cityLine`, `value`, `netRent` and the
 * route parameter `realEstateOwnedId`; `id` is the realEstateOwnedId. The subject property is `readOnly` (it belongs
 * to the loan; its lenders cannot be changed either), so it has no edit or delete.
 */
const owned: ListSource = {
  items: (ctx): ListItem[] =>
    activeProperties(ctx).map((p) => ({
      id: String(p.realEstateOwnedId),
      realEstateOwnedId: p.realEstateOwnedId,
      street: street(p),
      cityLine: cityLine(p),
      value: dollars(p.propertyValue),
      netRent: dollars(p.monthlyRentNet),
      propertyValue: p.propertyValue,
      readOnly: p.subjectPropertyInd === true,
    })),
  call: PROPERTY_CALL,
  /** Removal: the property is saved again with activeInd false. */
  deletePayload: (item, ctx): UpdateBorrowerPropertyBody => ({
    offerId: ctx.profile.offerId,
    realEstateOwneds: [{ realEstateOwnedId: Number(item.realEstateOwnedId ?? item.id), activeInd: false }],
  }),
};

const lenderItem = (p: PropertyInfo, l: LenderInfo): ListItem => ({
  id: String(l.liabilityId),
  realEstateOwnedId: p.realEstateOwnedId,
  lenderId: l.liabilityId,
  holderName: l.holderName,
  propertyStreet: street(p),
  account: l.account,
  payment: dollars(l.monthlyPaymentAmount),
  balance: dollars(l.unpaidBalanceAmount),
  readOnly: p.subjectPropertyInd === true,
});

/**
 * 'properties.lenders': each active property's active lenders (property order, then lender order). Fields:
 * `holderName`, `propertyStreet`, `account`, `payment`, `balance` and the route parameters `realEstateOwnedId`,
 * `lenderId`; `id` is the liabilityId. Lenders of the subject property are `readOnly`.
 */
const lenders: ListSource = {
  items: (ctx): ListItem[] => activeProperties(ctx).flatMap((p) => activeLenders(p).map((l) => lenderItem(p, l))),
  call: LENDER_CALL,
  /** Removal: the lender is saved again with activeInd false. */
  deletePayload: (item): LenderPayload => ({
    liabilityId: Number(item.lenderId ?? item.id),
    holderName: null,
    account: null,
    liabilityTypeId: null,
    mortgageTypeId: null,
    monthlyPaymentAmount: null,
    unpaidBalanceAmount: null,
    creditLimit: null,
    applicationIds: null,
    realEstateOwnedId: Number(item.realEstateOwnedId),
    activeInd: false,
  }),
};

export const propertyListSources: Record<string, ListSource> = {
  'properties.owned': owned,
  'properties.lenders': lenders,
};
