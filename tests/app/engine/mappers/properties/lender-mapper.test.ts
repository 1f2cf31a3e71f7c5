import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import lenderUi from '../../../../../schemas/loan-and-property/lender.ui.json';
import { propertyMappers } from '../../../../../src/app/engine/mappers/properties';
import type { LenderFormData } from '../../../../../src/app/engine/mappers/properties/lender-mapper';
import { RecordNotFoundError, type ContextMapper } from '../../../../../src/app/engine/mappers/types';
import { ctxOf, secondHome, subjectHome } from './property-fixtures';

const mapper = propertyMappers['loan-and-property/lender'] as ContextMapper<LenderFormData>;
if (!mapper) throw new Error('no loan-and-property/lender mapper');
const ui = lenderUi as UiSchema;
const complete = { complete: true };

describe("propertyMappers['loan-and-property/lender']", () => {
  it('saves through UpdateLenderLiability; an edit screen only with :lenderId', () => {
    expect(mapper.isEdit?.(ctxOf({ realEstateOwnedId: '10021' }))).toBe(false);
    expect(mapper.isEdit?.(ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }))).toBe(true);
  });

  it('add: the property borrowers preselected; payload is a new lender of the route property', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' });
    expect(mapper.toFormData(ctx)).toEqual({ applicationIds: [7002, 7003] });
    expect(mapper.toPayload({ holderName: 'Second Bank', liabilityTypeId: 7, mortgageTypeId: 3, monthlyPaymentAmount: 900,
      applicationIds: [7002] }, ctx, complete)).toEqual({
      liabilityId: null, holderName: 'Second Bank', account: null, liabilityTypeId: 7, mortgageTypeId: 3,
      monthlyPaymentAmount: 900, unpaidBalanceAmount: null, creditLimit: null, applicationIds: [7002],
      realEstateOwnedId: 10021, activeInd: true,
    });
  });

  it('edit: profile -> form -> payload round trip', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' });
    const form = mapper.toFormData(ctx);
    expect(form).toEqual({ holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
      creditLimit: 40000, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500, applicationIds: [7002, 7003] });
    expect(mapper.toPayload(form, ctx, complete)).toEqual({
      liabilityId: 10022, holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
      mortgageTypeId: null, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500, creditLimit: 40000,
      applicationIds: [7002, 7003], realEstateOwnedId: 10021, activeInd: true,
    });
  });

  it('credit limit only for loan types 4 and 6: dropped on change and never sent for others', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' });
    const onChange = mapper.onChange;
    if (!onChange) throw new Error('no onChange');
    expect(onChange({ liabilityTypeId: 7, creditLimit: 40000 }, { liabilityTypeId: 6, creditLimit: 40000 }, ctx)).toEqual({ liabilityTypeId: 7 });
    expect(onChange({ liabilityTypeId: 4, creditLimit: 5000 }, {}, ctx)).toEqual({ liabilityTypeId: 4, creditLimit: 5000 });
    const body = mapper.toPayload({ holderName: 'x', liabilityTypeId: 7, creditLimit: 5000, applicationIds: [7002] }, ctx, complete);
    expect((body as { creditLimit: unknown }).creditLimit).toBeNull();
  });

  it('unknown, removed or other-property lenders and properties are RecordNotFoundErrors', () => {
    expect(() => mapper.toFormData(ctxOf({ realEstateOwnedId: '10021', lenderId: '10023' }))).toThrow(RecordNotFoundError);
    expect(() => mapper.toFormData(ctxOf({ realEstateOwnedId: '10021', lenderId: '10029' }))).toThrow(RecordNotFoundError);
    expect(() => mapper.toFormData(ctxOf({ realEstateOwnedId: '999' }))).toThrow(RecordNotFoundError);
    expect(() => mapper.toFormData(ctxOf({}, { properties: [] }))).toThrow(RecordNotFoundError);
  });

  it('add-lender without the property id is for the newest property the borrower added, not the subject property', () => {
    const ctx = ctxOf({});
    expect(mapper.toPayload({ holderName: 'Second Bank' }, ctx, complete)).toMatchObject({ realEstateOwnedId: 10021, liabilityId: null });
    const newer = ctxOf({}, { properties: [
      secondHome(), secondHome({ realEstateOwnedId: 10030, liabilities: [] }), subjectHome(),
    ] });
    expect(mapper.toPayload({ holderName: 'Second Bank' }, newer, complete)).toMatchObject({ realEstateOwnedId: 10030 });
    expect(mapper.afterSave?.({}, {}, newer)).toEqual({ params: { realEstateOwnedId: '10030' } });
  });

  it('borrower picker with more than one borrower; a single borrower sends their own application', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' });
    expect(mapper.toUiSchema?.(ctx, ui, {})).toEqual({
      applicationIds: { 'ui:options': { choices: [{ label: 'John Smith', value: 7002 }, { label: 'Mary Smith', value: 7003 }] } },
    });
    const single = ctxOf({ realEstateOwnedId: '10021' }, { single: true });
    expect(mapper.toUiSchema?.(single, ui, {})).toEqual({ applicationIds: { 'ui:widget': 'hidden' } });
    expect(mapper.toFormData(single)).toEqual({ applicationIds: [7002] });
    const body = mapper.toPayload({ holderName: 'x', liabilityTypeId: 7, applicationIds: [] }, single, complete);
    expect((body as { applicationIds: number[] }).applicationIds).toEqual([7002]);
  });

  it('lenders of the subject property are read-only: the form is disabled', () => {
    const ui0 = mapper.toUiSchema?.(ctxOf({ realEstateOwnedId: '10029', lenderId: '10029' }), ui, {});
    expect(ui0?.['ui:disabled']).toBe(true);
    expect(mapper.toUiSchema?.(ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }), ui, {})?.['ui:disabled']).toBeUndefined();
  });

  it('afterSave: the next lender of the property (edit-lender), else the flow next', () => {
    const saved = {};
    expect(mapper.afterSave?.(saved, {}, ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }))).toEqual({
      params: { realEstateOwnedId: '10021', lenderId: '10022' }, to: 'edit-lender' });
    // 10023 after it is inactive: no next lender.
    expect(mapper.afterSave?.(saved, {}, ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' }))).toEqual({
      params: { realEstateOwnedId: '10021' } });
    expect(mapper.afterSave?.(saved, {}, ctxOf({ realEstateOwnedId: '10021' }))).toEqual({ params: { realEstateOwnedId: '10021' } });
  });
});
