import { describe, expect, it } from 'vitest';
import type { ListSource } from '../../src/app/engine/types';
import { cleanBody } from '../../src/shared/clean-body';
import { listSourceOf } from '../app/engine/helpers/list-source-of';
import { ctxOf, secondHome } from '../app/engine/binding/fixtures/properties';

const source = (name: string): ListSource =>
  listSourceOf('loan-and-property/properties-list', name === 'properties.owned' ? 'properties' : 'lenders');

describe('the Real Estate Properties section', () => {
  const owned = source('properties.owned');

  it('lists the active properties; the subject property is read-only', () => {
    const rental = secondHome({ realEstateOwnedId: 10031, monthlyRentGross: 3400, monthlyExpense: 650, monthlyRentNet: 2750,
      address: { addressId: 10031, streetAddress: '88 Harbor View Rd', unitNum: '2', city: 'Toronto', state: null, zipCode: null, country: 'CA' } });
    const ctx = ctxOf({}, { properties: [secondHome(), rental, secondHome({ realEstateOwnedId: 10024, activeInd: false }), { ...secondHome(), realEstateOwnedId: 10029, subjectPropertyInd: true }] });
    const items = owned.items(ctx);
    expect(items).toEqual([
      expect.objectContaining({ id: '10021', realEstateOwnedId: 10021, street: '14 Bluff Rd', cityLine: 'Galena, IL 61036',
        value: '$285,000.00', netRent: null, propertyValue: 285000 }),
      expect.objectContaining({ id: '10031', realEstateOwnedId: 10031, street: '88 Harbor View Rd, 2', cityLine: 'Toronto, CA',
        value: '$285,000.00', netRent: '$2,750.00', propertyValue: 285000 }),
      expect.objectContaining({ id: '10029', realEstateOwnedId: 10029, street: '14 Bluff Rd', cityLine: 'Galena, IL 61036',
        value: '$285,000.00', netRent: null, propertyValue: 285000, readOnly: true }),
    ]);
    expect(items.map((item) => item.readOnly === true)).toEqual([false, false, true]);
  });

  it('delete: UpdateBorrowerProperty with the property removed (activeInd false)', () => {
    const ctx = ctxOf();
    const [item] = owned.items(ctx);
    if (!item) throw new Error('no item');
    expect(cleanBody(owned.deletePayload?.(item, ctx))).toEqual({ offerId: '1002', realEstateOwneds: [{ realEstateOwnedId: 10021, activeInd: false }] });
  });
});

describe('the lenders section', () => {
  const lenders = source('properties.lenders');

  it("lists each active property's active lenders with the route params; the subject property's are read-only", () => {
    const items = lenders.items(ctxOf());
    expect(items.map((i) => [i.id, i.realEstateOwnedId, i.lenderId, i.readOnly === true])).toEqual([
      ['10021', 10021, 10021, false],
      ['10022', 10021, 10022, false],
      ['10029', 10029, 10029, true],
    ]);
    expect(items[0]).toMatchObject({ id: '10021', realEstateOwnedId: 10021, lenderId: 10021, holderName: 'Heartland Savings Bank',
      propertyStreet: '14 Bluff Rd', account: '5512098', payment: '$1,215.40', balance: '$168,900.00' });
  });

  it('delete: UpdateLenderLiability with the lender removed (activeInd false)', () => {
    const ctx = ctxOf();
    const item = lenders.items(ctx)[1];
    if (!item) throw new Error('no item');
    expect(lenders.call).toBe('UpdateLenderLiability');
    expect(cleanBody(lenders.deletePayload?.(item, ctx))).toEqual({ liabilityId: 10022, realEstateOwnedId: 10021, activeInd: false });
  });
});
