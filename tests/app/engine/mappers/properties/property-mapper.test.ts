import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import propertyUi from '../../../../../schemas/loan-and-property/property.ui.json';
import { propertyMappers } from '../../../../../src/app/engine/mappers/properties';
import type { PropertyFormData } from '../../../../../src/app/engine/mappers/properties/property-mapper';
import { RecordNotFoundError, type ContextMapper } from '../../../../../src/app/engine/mappers/types';
import { ctxOf, secondHome, subjectHome } from './property-fixtures';

const mapper = propertyMappers['loan-and-property/property'] as ContextMapper<PropertyFormData>;
if (!mapper) throw new Error('no loan-and-property/property mapper');
const ui = propertyUi as UiSchema;
const complete = { complete: true };

const newForm: PropertyFormData = {
  address: { streetAddress: '1200 Lake Shore Dr', unitNum: '8B', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' },
  applicationIds: [7002, 7003], propertyValue: 410000, occupancyTypeId: 1, propertyStatusTypeId: 4,
  monthlyRentGross: 2500, monthlyExpense: 300.25, monthlyRentNet: 2199.75, existingLoanInd: false,
};

describe("propertyMappers['loan-and-property/property']", () => {
  it('saves through UpdateBorrowerProperty; an edit screen only with :realEstateOwnedId', () => {
    expect(mapper.isEdit?.(ctxOf())).toBe(false);
    expect(mapper.isEdit?.(ctxOf({ realEstateOwnedId: '10021' }))).toBe(true);
  });

  it('add: US address, the user as borrower and status 1 (Retained) by default', () => {
    expect(mapper.toFormData(ctxOf())).toEqual({ address: { country: 'US' }, applicationIds: [7002], propertyStatusTypeId: 1 });
  });

  it('add: payload is offerId plus one new property, no empty fields, net rent left to the server', () => {
    expect(mapper.toPayload(newForm, ctxOf(), complete)).toEqual({
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
    const form = mapper.toFormData(ctx);
    expect(form).toEqual({
      address: { streetAddress: '14 Bluff Rd', city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
      applicationIds: [7002, 7003], propertyValue: 285000, occupancyTypeId: 3, propertyStatusTypeId: 1,
      monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0, existingLoanInd: true,
    });
    expect(mapper.toPayload(form, ctx, complete)).toEqual({
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
    const body = mapper.toPayload(form, ctxOf(), complete) as { realEstateOwneds: { address: unknown }[] };
    expect(body.realEstateOwneds[0]?.address).toEqual({ streetAddress: 'Calle 1', city: 'Madrid', country: 'ES' });
  });

  it('an unknown or removed :realEstateOwnedId is a RecordNotFoundError', () => {
    expect(() => mapper.toFormData(ctxOf({ realEstateOwnedId: '999' }))).toThrow(RecordNotFoundError);
    expect(() => mapper.toFormData(ctxOf({ realEstateOwnedId: '10024' }))).toThrow(RecordNotFoundError);
  });

  it('net rent = gross - expense, read-only: computed on load and on every change', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' }, { properties: [secondHome({ monthlyRentGross: 1800, monthlyExpense: 250.5 })] });
    expect(mapper.toFormData(ctx).monthlyRentNet).toBe(1549.5);
    const onChange = mapper.onChange;
    if (!onChange) throw new Error('no onChange');
    expect(onChange({ monthlyRentGross: 1000, monthlyExpense: 1200 }, {}, ctx)).toEqual({
      monthlyRentGross: 1000, monthlyExpense: 1200, monthlyRentNet: -200 });
    expect(onChange({ monthlyRentGross: 1000 }, {}, ctx)).toEqual({ monthlyRentGross: 1000, monthlyRentNet: 1000 });
    expect(onChange({ monthlyExpense: 50, monthlyRentNet: 900 }, {}, ctx)).toEqual({ monthlyExpense: 50 });
    expect(onChange({ monthlyRentGross: 0.3, monthlyExpense: 0.1 }, {}, ctx).monthlyRentNet).toBe(0.2);
  });

  it('borrower picker: the loan borrowers as choices; hidden for a single borrower, who is sent', () => {
    expect(mapper.toUiSchema?.(ctxOf(), ui, {}).applicationIds).toEqual({
      'ui:options': { choices: [{ label: 'John Smith', value: 7002 }, { label: 'Mary Smith', value: 7003 }] },
    });
    const single = ctxOf({}, { single: true });
    expect(mapper.toUiSchema?.(single, ui, {}).applicationIds).toEqual({ 'ui:widget': 'hidden' });
    expect(mapper.toFormData(single).applicationIds).toEqual([7002]);
    const body = mapper.toPayload({ ...newForm, applicationIds: [7003] }, single, complete) as { realEstateOwneds: { applicationIds: number[] }[] };
    expect(body.realEstateOwneds[0]?.applicationIds).toEqual([7002]);
  });

  it('occupancy types 1 and 4 relabel the rental status option "Rental Held for Income"; others leave it', () => {
    const relabel = { oneOf: [{}, {}, {}, { 'ui:title': 'Rental Held for Income' }] };
    for (const occupancyTypeId of [1, 4]) {
      expect(mapper.toUiSchema?.(ctxOf(), ui, { occupancyTypeId }).propertyStatusTypeId).toEqual(relabel);
    }
    for (const occupancyTypeId of [2, 3, undefined]) {
      expect(mapper.toUiSchema?.(ctxOf(), ui, { occupancyTypeId }).propertyStatusTypeId).toBeUndefined();
    }
  });

  describe('afterSave', () => {
    const saved = (over = {}) => [secondHome({ realEstateOwnedId: 100005, liabilities: [], ...over })];

    it('the new id replaces :realEstateOwnedId; no existing loan -> the flow next (the list)', () => {
      expect(mapper.afterSave?.(saved(), { ...newForm, existingLoanInd: false }, ctxOf())).toEqual({
        params: { realEstateOwnedId: '100005' } });
    });

    it('an existing loan without lenders -> the flow next (add-lender) with the id', () => {
      expect(mapper.afterSave?.(saved(), { ...newForm, existingLoanInd: true }, ctxOf())).toEqual({
        params: { realEstateOwnedId: '100005' } });
    });

    it('an existing loan with lenders on file -> edit-lender of its first active lender', () => {
      const ctx = ctxOf({ realEstateOwnedId: '10021' });
      const response = [secondHome()];
      expect(mapper.afterSave?.(response, { existingLoanInd: true }, ctx)).toEqual({
        params: { realEstateOwnedId: '10021', lenderId: '10021' }, to: 'edit-lender' });
      expect(mapper.afterSave?.(response, { existingLoanInd: false }, ctx)).toEqual({ params: { realEstateOwnedId: '10021' } });
    });

    it('the subject property goes back to the list (its lenders are read-only)', () => {
      expect(mapper.afterSave?.([subjectHome()], { existingLoanInd: true }, ctxOf({ realEstateOwnedId: '10029' }))).toEqual({
        params: { realEstateOwnedId: '10029' }, to: 'properties-list' });
    });
  });
});
