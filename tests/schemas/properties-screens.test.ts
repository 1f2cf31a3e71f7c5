import { optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { describe, expect, test } from 'vitest';
import * as lender from '../../src/app/generated/screens/loan-and-property/lender';
import * as property from '../../src/app/generated/screens/loan-and-property/property';
import { agreedErrors, type FieldError } from './screen-harness';

const labels = (schema: unknown, ui?: UiSchema) =>
  (optionsList(schema as RJSFSchema, ui) ?? []).map((o) => `${String(o.value)} ${o.label}`);

describe('loan-and-property/property (application-forms sections 3, 5 Property, 9)', () => {
  const props = property.schema.properties as Record<string, RJSFSchema>;
  const home = { streetAddress: '1200 Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60610', country: 'US' };
  const ok = { address: home, applicationIds: [7002], propertyValue: 285000, occupancyTypeId: 3, propertyStatusTypeId: 1 };
  const check = (formData: unknown): FieldError[] => agreedErrors('loan-and-property/property', property, formData);

  test('title and the required fields of the spec', () => {
    expect(property.schema.title).toBe('Tell Us About This Property');
    expect(check(ok)).toEqual([]);
    expect(property.schema.required).toEqual(['address', 'applicationIds', 'propertyValue', 'occupancyTypeId', 'propertyStatusTypeId']);
  });

  test('occupancy 1 Investment Property, 2 Primary, 3 Second Home, 4 Other', () => {
    expect(labels(props.occupancyTypeId)).toEqual(['1 Investment Property', '2 Primary', '3 Second Home', '4 Other']);
  });

  test('status 1 Retained (default), 2 Sold, 3 Pending Sale, 4 Rental; the ui relabels 4 for occupancy 1 and 4', () => {
    expect(labels(props.propertyStatusTypeId)).toEqual(['1 Retained', '2 Sold', '3 Pending Sale', '4 Rental']);
    expect(props.propertyStatusTypeId?.default).toBe(1);
    const heldForIncome = (property.uiSchema.propertyStatusTypeId as UiSchema)['ui:options']?.heldForIncome as
      { occupancyTypeIds: number[]; oneOf: UiSchema[] };
    expect(heldForIncome.occupancyTypeIds).toEqual([1, 4]);
    expect(labels(props.propertyStatusTypeId, { oneOf: heldForIncome.oneOf })).toEqual([
      '1 Retained', '2 Sold', '3 Pending Sale', '4 Rental Held for Income',
    ]);
  });

  test('borrowers: at least one ("Borrowers is a required field.")', () => {
    const message = 'Borrowers is a required field.';
    expect(check({ ...ok, applicationIds: [] })).toEqual([{ property: '.applicationIds', message }]);
    const { applicationIds: _dropped, ...noBorrowers } = ok;
    expect(check(noBorrowers)).toEqual([{ property: '.applicationIds', message }]);
    expect(check({ ...ok, applicationIds: [7002, 7003] })).toEqual([]);
  });

  test('address: the address screens\' messages; state and ZIP only for US', () => {
    expect(check({ ...ok, address: { ...home, city: 'C'.repeat(36) } })).toEqual([
      { property: '.address.city', message: 'City cannot exceed 35 Characters.' },
    ]);
    expect(check({ ...ok, address: { ...home, zipCode: '6061' } })).toEqual([
      { property: '.address.zipCode', message: 'ZIP Code must be at least 5 digits or follow "XXXXX-XXXX" format.' },
    ]);
    expect(check({ ...ok, address: { streetAddress: 'Calle 1', city: 'Madrid', country: 'ES' } })).toEqual([]);
    expect(check({ ...ok, address: { streetAddress: 'Calle 1', city: 'Madrid', state: 'IL', zipCode: '60610' } })).toEqual([
      { property: '.address.country', message: 'Country is a required field.' },
    ]);
  });

  test('money: optional amounts allow 0 and empty, at most 999999999.99', () => {
    expect(check({ ...ok, monthlyRentGross: 0, monthlyExpense: 0, monthlyTaxes: 999999999.99 })).toEqual([]);
    expect(check({ ...ok, monthlyRentGross: 1e9 })).toEqual([
      { property: '.monthlyRentGross', message: 'Gross Monthly Rent cannot exceed 11 numerical characters.' },
    ]);
  });

  test('net rent is read-only', () => {
    expect(props.monthlyRentNet?.readOnly).toBe(true);
    expect((property.uiSchema.monthlyRentNet as UiSchema)['ui:readonly']).toBe(true);
  });
});

describe('loan-and-property/lender (application-forms section 5 Assets and liabilities: Lender)', () => {
  const props = lender.schema.properties as Record<string, RJSFSchema>;
  const ok = { holderName: 'Heartland Savings Bank', liabilityTypeId: 7, applicationIds: [7002] };
  const check = (formData: unknown): FieldError[] => agreedErrors('loan-and-property/lender', lender, formData);

  test('creditor name required, at most 80; account number at most 30', () => {
    expect(check(ok)).toEqual([]);
    expect(check({ ...ok, holderName: 'x'.repeat(80), account: '9'.repeat(30) })).toEqual([]);
    expect(check({ ...ok, holderName: 'x'.repeat(81) })).toEqual([
      { property: '.holderName', message: 'Creditor Name cannot exceed 80 characters.' },
    ]);
    expect(check({ ...ok, account: '9'.repeat(31) })).toEqual([
      { property: '.account', message: 'Account Number cannot exceed 30 characters.' },
    ]);
  });

  test('loan types: 7 Mortgage Loan, 6 HELOC and ours 1-5; mortgage types 1-5', () => {
    expect(labels(props.liabilityTypeId)).toEqual([
      '7 Mortgage Loan', '6 HELOC', '1 Installment Loan', '2 Open 30-Day Charge Account', '3 Lease', '4 Revolving Credit',
      '5 Other',
    ]);
    expect(labels(props.mortgageTypeId)).toEqual(['1 Conventional', '2 FHA', '3 VA', '4 USDA-RD', '5 Other']);
  });

  test('credit limit exists (and is validated) only for loan types 4 and 6', () => {
    for (const type of [4, 6]) {
      expect(check({ ...ok, liabilityTypeId: type, creditLimit: -1 })).toEqual([
        { property: '.creditLimit', message: 'Credit Limit must be positive.' },
      ]);
    }
    for (const type of [1, 2, 3, 5, 7]) expect(check({ ...ok, liabilityTypeId: type, creditLimit: -1 })).toEqual([]);
    expect(props.creditLimit).toBeUndefined();
  });

  test('borrowers: at least one ("Borrowers is a required field.")', () => {
    expect(check({ ...ok, applicationIds: [] })).toEqual([
      { property: '.applicationIds', message: 'Borrowers is a required field.' },
    ]);
  });
});
