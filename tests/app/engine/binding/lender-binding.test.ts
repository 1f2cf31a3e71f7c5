import { describe, expect, it } from 'vitest';
import { fullFlow } from '../../../../src/app/generated/flow';
import { holds } from '../../../../src/app/engine/conditions';
import { RecordNotFoundError, type ScreenContext } from '../../../../src/app/engine';
import { cleanBody } from '../../../../src/shared/clean-body';
import { nextRoute } from '../../../../src/shared/flow/next-route';
import { boundOf } from '../helpers/bound-of';
import { ctxOf, secondHome, subjectHome } from './fixtures/properties';

const bound = boundOf('loan-and-property/lender');
const complete = { complete: true };
const sent = (form: Record<string, unknown>, ctx: ScreenContext) => cleanBody(bound.body(form, ctx, complete)) as Record<string, unknown>;
const FIELDS = ['holderName', 'account', 'liabilityTypeId', 'mortgageTypeId', 'creditLimit', 'monthlyPaymentAmount', 'unpaidBalanceAmount', 'applicationIds'];

/** Where Next goes from a lender node after a save (the flow's next, with the saved params). */
function after(node: 'add-lender' | 'edit-lender', ctx: ScreenContext, response: unknown): string {
  const params = { ...ctx.params, ...(bound.savedParams(response, ctx) ?? {}) };
  return nextRoute(fullFlow, 'loan-and-property', node, bound.nextDocument(ctx, {}, response), params, holds);
}

describe('the loan-and-property/lender binding', () => {
  it('an edit screen only with :lenderId', () => {
    expect(bound.isEdit(ctxOf({ realEstateOwnedId: '10021' }))).toBe(false);
    expect(bound.isEdit(ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }))).toBe(true);
  });

  it('add: the property borrowers preselected; payload is a new lender of the route property', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' });
    expect(bound.formData(ctx)).toEqual({ applicationIds: [7002, 7003] });
    expect(sent({ holderName: 'Second Bank', liabilityTypeId: 7, mortgageTypeId: 3, monthlyPaymentAmount: 900,
      applicationIds: [7002] }, ctx)).toEqual({
      holderName: 'Second Bank', liabilityTypeId: 7, mortgageTypeId: 3,
      monthlyPaymentAmount: 900, applicationIds: [7002],
      realEstateOwnedId: 10021, activeInd: true,
    });
  });

  it('edit: profile -> form -> payload round trip', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' });
    const form = bound.formData(ctx);
    expect(form).toEqual({ holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
      creditLimit: 40000, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500, applicationIds: [7002, 7003] });
    expect(sent(form, ctx)).toEqual({
      liabilityId: 10022, holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
      monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500, creditLimit: 40000,
      applicationIds: [7002, 7003], realEstateOwnedId: 10021, activeInd: true,
    });
  });

  it('credit limit only for loan types 4 and 6: dropped on change and never sent for others', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' });
    expect(bound.applyRules({ liabilityTypeId: 7, creditLimit: 40000 }, ctx)).toEqual({ liabilityTypeId: 7 });
    expect(bound.applyRules({ liabilityTypeId: 4, creditLimit: 5000 }, ctx)).toEqual({ liabilityTypeId: 4, creditLimit: 5000 });
    const body = sent({ holderName: 'x', liabilityTypeId: 7, creditLimit: 5000, applicationIds: [7002] }, ctx);
    expect(body.creditLimit).toBeUndefined();
  });

  it('unknown, removed or other-property lenders and properties are RecordNotFoundErrors', () => {
    expect(() => bound.formData(ctxOf({ realEstateOwnedId: '10021', lenderId: '10023' }))).toThrow(RecordNotFoundError);
    expect(() => bound.formData(ctxOf({ realEstateOwnedId: '10021', lenderId: '10029' }))).toThrow(RecordNotFoundError);
    expect(() => bound.formData(ctxOf({ realEstateOwnedId: '999' }))).toThrow(RecordNotFoundError);
    expect(() => bound.formData(ctxOf({}, { properties: [] }))).toThrow(RecordNotFoundError);
  });

  it('add-lender without the property id is for the newest property the borrower added, not the subject property', () => {
    const ctx = ctxOf({});
    expect(sent({ holderName: 'Second Bank' }, ctx)).toMatchObject({ realEstateOwnedId: 10021 });
    expect(sent({ holderName: 'Second Bank' }, ctx)).not.toHaveProperty('liabilityId');
    const newer = ctxOf({}, { properties: [
      secondHome(), secondHome({ realEstateOwnedId: 10030, liabilities: [] }), subjectHome(),
    ] });
    expect(sent({ holderName: 'Second Bank' }, newer)).toMatchObject({ realEstateOwnedId: 10030 });
    expect(bound.savedParams({ realEstateOwnedId: 10030 }, newer)).toEqual({ realEstateOwnedId: '10030' });
  });

  it('borrower picker with more than one borrower; a single borrower sends none (the server saves their own application)', () => {
    const ctx = ctxOf({ realEstateOwnedId: '10021' });
    expect(bound.uiOverrides(ctx, {})).toEqual({
      applicationIds: { 'ui:options': { choices: [{ label: 'John Smith', value: 7002 }, { label: 'Mary Smith', value: 7003 }] } },
    });
    const single = ctxOf({ realEstateOwnedId: '10021' }, { single: true });
    expect(bound.uiOverrides(single, {}).applicationIds).toMatchObject({ 'ui:widget': 'hidden' });
    expect(bound.formData(single)).toEqual({ applicationIds: [7002] });
    expect(sent({ holderName: 'x', liabilityTypeId: 7, applicationIds: [7003] }, single)).not.toHaveProperty('applicationIds');
  });

  it('lenders of the subject property are read-only: every field is disabled', () => {
    const subjectUi = bound.uiOverrides(ctxOf({ realEstateOwnedId: '10029', lenderId: '10029' }), {}) ?? {};
    for (const field of FIELDS) expect(subjectUi[field]).toMatchObject({ 'ui:disabled': true });
    const otherUi = bound.uiOverrides(ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }), {}) ?? {};
    for (const field of FIELDS) expect(otherUi[field]?.['ui:disabled']).toBeUndefined();
  });

  it('after a save: the next lender of the property (edit-lender), else the flow next', () => {
    const saved = {};
    expect(after('edit-lender', ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }), saved)).toBe('/loan-and-property/edit-lender/10021/10022');
    // 10023 after it is inactive: no next lender.
    expect(after('edit-lender', ctxOf({ realEstateOwnedId: '10021', lenderId: '10022' }), saved)).toBe('/loan-and-property/properties-list');
    expect(after('add-lender', ctxOf({ realEstateOwnedId: '10021' }), saved)).toBe('/loan-and-property/properties-list');
    // Without a save (Cancel on an unchanged form) the flow's next.
    expect(after('edit-lender', ctxOf({ realEstateOwnedId: '10021', lenderId: '10021' }), undefined)).toBe('/loan-and-property/properties-list');
  });
});
