import { describe, expect, it } from 'vitest';
import { fullFlow } from '../../../../src/app/generated/flow';
import { holds } from '../../../../src/app/engine/conditions';
import { RecordNotFoundError, type ScreenContext } from '../../../../src/app/engine';
import { cleanBody } from '../../../../src/shared/clean-body';
import { nextRoute } from '../../../../src/shared/flow/next-route';
import { boundOf } from '../helpers/bound-of';
import { ctxOf, secondHome, subjectHome } from './fixtures/properties';

const bound = boundOf('loan-and-property/property');
const complete = { complete: true };
const sent = (form: Record<string, unknown>, ctx: ScreenContext) => cleanBody(bound.body(form, ctx, complete));

const newForm = {
  address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
  applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 4,
  monthlyRentGross: 2500, monthlyExpense: 300.25, monthlyRentNet: 2199.75, existingLoanInd: false,
};

/** Where Next goes from a property node after the save answered `response` (the flow's next, with the saved params). */
function after(node: 'add-property' | 'edit-property', ctx: ScreenContext, form: Record<string, unknown>, response: unknown): string {
  const params = { ...ctx.params, ...(bound.savedParams(response, ctx) ?? {}) };
  return nextRoute(fullFlow, 'loan-and-property', node, bound.nextDocument(ctx, form, response), params, holds);
}

describe('the loan-and-property/property binding', () => {
  it('an edit screen only with :realEstateOwnedId', () => {
    expect(bound.isEdit(ctxOf())).toBe(false);
    expect(bound.isEdit(ctxOf({ realEstateOwnedId: '10021' }))).toBe(true);
  });

  it('add: US address, the user as borrower and status 1 (Retained) by default', () => {
    expect(bound.formData(ctxOf())).toEqual({ address: { country: 'US' }, applicationIds: [7002], propertyStatusTypeId: 1 });
  });

  it('add: payload is offerId plus one new property, no empty fields, net rent left to the server', () => {
    expect(sent(newForm, ctxOf())).toEqual({
      offerId: '1002',
      realEstateOwneds: [{
        address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
        applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 4,
        monthlyRentGross: 2500, monthlyExpense: 300.25, existingLoanInd: false, activeInd: true,
      }],
    });
  });

  it('edit: profile -> form -> payload round trip keeps the ids', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' });
    const form = bound.formData(ctx);
    expect(form).toEqual({
      address: { streetAddress: '14 Bluff Rd', city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
      applicationIds: [7002, 7003], propertyValue: 285000, occupancyTypeId: 3, propertyStatusTypeId: 1,
      monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0, existingLoanInd: true,
    });
    expect(sent(form, ctx)).toEqual({
      offerId: '1002',
      realEstateOwneds: [{
        realEstateOwnedId: 10021,
        address: { addressId: 10021, streetAddress: '14 Bluff Rd', city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
        applicationIds: [7002, 7003], propertyValue: 285000, occupancyTypeId: 3, propertyStatusTypeId: 1,
        monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0, existingLoanInd: true, activeInd: true,
      }],
    });
  });

  it('a non-US address drops state and ZIP', () => {
    const form = { ...newForm, address: { streetAddress: 'Calle 1', city: 'Madrid', state: 'IL', zipCode: '60610', country: 'ES' } };
    const body = sent(form, ctxOf()) as { realEstateOwneds: { address: unknown }[] };
    expect(body.realEstateOwneds[0]?.address).toEqual({ streetAddress: 'Calle 1', city: 'Madrid', country: 'ES' });
  });

  it('an unknown or removed :realEstateOwnedId is a RecordNotFoundError', () => {
    expect(() => bound.formData(ctxOf({ realEstateOwnedId: '999' }))).toThrow(RecordNotFoundError);
    expect(() => bound.formData(ctxOf({ realEstateOwnedId: '10024' }))).toThrow(RecordNotFoundError);
  });

  it('net rent = gross - expense, read-only: computed on load and on every change', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' }, { properties: [secondHome({ monthlyRentGross: 1800, monthlyExpense: 250.5 })] });
    expect(bound.formData(ctx).monthlyRentNet).toBe(1549.5);
    expect(bound.applyRules({ monthlyRentGross: 1000, monthlyExpense: 1200 }, ctx)).toEqual({
      monthlyRentGross: 1000, monthlyExpense: 1200, monthlyRentNet: -200 });
    expect(bound.applyRules({ monthlyRentGross: 1000 }, ctx)).toEqual({ monthlyRentGross: 1000, monthlyRentNet: 1000 });
    expect(bound.applyRules({ monthlyExpense: 50, monthlyRentNet: 900 }, ctx)).toEqual({ monthlyExpense: 50 });
    expect(bound.applyRules({ monthlyRentGross: 0.3, monthlyExpense: 0.1 }, ctx).monthlyRentNet).toBe(0.2);
  });

  it('borrower picker: the loan borrowers as choices; hidden for a single borrower, whose own application the server saves', () => {
    expect(bound.uiOverrides(ctxOf(), {}).applicationIds).toEqual({
      'ui:options': { choices: [{ label: 'John Smith', value: 7002 }, { label: 'Mary Smith', value: 7003 }] },
    });
    const single = ctxOf({}, { single: true });
    expect(bound.uiOverrides(single, {}).applicationIds).toMatchObject({ 'ui:widget': 'hidden' });
    expect(bound.formData(single).applicationIds).toEqual([7002]);
    const body = sent({ ...newForm, applicationIds: [7003] }, single) as { realEstateOwneds: Record<string, unknown>[] };
    expect(body.realEstateOwneds[0]).not.toHaveProperty('applicationIds');
  });

  it('occupancy types 1 and 4 relabel the rental status option "Rental Held for Income"; others leave it', () => {
    const relabel = { oneOf: [{}, {}, {}, { 'ui:title': 'Rental Held for Income' }] };
    for (const occupancyTypeId of [1, 4]) {
      expect(bound.uiOverrides(ctxOf(), { occupancyTypeId }).propertyStatusTypeId).toEqual(relabel);
    }
    for (const occupancyTypeId of [2, 3, undefined]) {
      expect(bound.uiOverrides(ctxOf(), { occupancyTypeId }).propertyStatusTypeId).toBeUndefined();
    }
  });

  describe('after a save (the flow file reads the saved property)', () => {
    const saved = (over = {}) => [secondHome({ realEstateOwnedId: 100005, liabilities: [], ...over })];

    it('the new id replaces :realEstateOwnedId; no existing loan -> the list', () => {
      expect(bound.savedParams(saved(), ctxOf())).toEqual({ realEstateOwnedId: '100005' });
      expect(after('add-property', ctxOf(), { ...newForm, existingLoanInd: false }, saved())).toBe('/loan-and-property/properties-list');
    });

    it('an existing loan without lenders -> add-lender with the id', () => {
      expect(after('add-property', ctxOf(), { ...newForm, existingLoanInd: true }, saved())).toBe('/loan-and-property/add-lender/100005');
    });

    it('an existing loan with lenders on file -> edit-lender of its first active lender', () => {
      const ctx = ctxOf({ realEstateOwnedId: '10021' });
      const response = [secondHome({ liabilities: [secondHome().liabilities[2]!, ...secondHome().liabilities] })];
      expect(after('edit-property', ctx, { existingLoanInd: true }, response)).toBe('/loan-and-property/edit-lender/10021/10021');
      expect(after('edit-property', ctx, { existingLoanInd: false }, response)).toBe('/loan-and-property/properties-list');
      // Without a save (Cancel on an unchanged form) the flow goes on as the answer says.
      expect(after('edit-property', ctx, { existingLoanInd: true }, undefined)).toBe('/loan-and-property/add-lender/10021');
    });

    it('the subject property goes back to the list (its lenders are read-only)', () => {
      expect(after('edit-property', ctxOf({ realEstateOwnedId: '10029' }), { existingLoanInd: true }, [subjectHome()])).toBe(
        '/loan-and-property/properties-list');
    });
  });
});
