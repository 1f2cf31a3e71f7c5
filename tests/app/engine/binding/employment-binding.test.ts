import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { contextWith, currentJob, entitlement, previousJob } from './fixtures/employment';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/employment');
const ctx = contextWith([currentJob, previousJob, entitlement]);

describe('the info/employment binding', () => {
  it('add: an empty current job in the US; not an edit', () => {
    expect(bound.formData(ctx)).toEqual({ previousEmployerInd: false, country: 'US', selfEmployedInd: false });
    expect(bound.isEdit(ctx)).toBe(false);
  });

  it('edit: the :id job as form data (null -> absent, special employment not asked of a previous job); an edit', () => {
    const edit = contextWith([currentJob, previousJob], { id: '70012' });
    expect(bound.formData(edit)).toEqual({
      previousEmployerInd: true, employerName: 'Old Co', position: 'Manager', phoneNumber: '2175550100',
      streetAddress: '400 Commerce Dr', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US',
      startDate: '01/01/2010', endDate: '02/28/2015', selfEmployedInd: false,
      incomeInfo: { monthlyBaseIncome: 4000 },
    });
    expect(bound.isEdit(edit)).toBe(true);
  });

  it('unknown, inactive or military ids -> RecordNotFoundError', () => {
    for (const id of ['999', '70013']) {
      expect(() => bound.formData(contextWith([currentJob, entitlement], { id }))).toThrow(RecordNotFoundError);
    }
    expect(() => bound.formData(contextWith([{ ...currentJob, activeInd: false }], { id: '70011' })))
      .toThrow(RecordNotFoundError);
  });

  it('a current job drops the end date and sends no incomes', () => {
    const edit = contextWith([currentJob], { id: '70011' });
    const form = { ...bound.formData(edit), endDate: '01/01/2020', specialEmploymentInd: true };
    const [item] = cleanBody(bound.body(form, edit, { complete: true }) as Record<string, unknown>[]);
    expect(item).toMatchObject({ employmentId: 70011, applicationId: 7001, currentEmployerInd: true,
      previousEmployerInd: false, specialEmploymentInd: true, isMilitaryEmployment: false, activeInd: true });
    expect(item).not.toHaveProperty('endDate');
    expect(item).not.toHaveProperty('incomeInfo');
  });

  it('a previous job keeps the end date, is never special, and sends its base income with the incomes on file', () => {
    const edit = contextWith([currentJob, previousJob], { id: '70012' });
    const form = { ...bound.formData(edit), specialEmploymentInd: true, incomeInfo: { monthlyBaseIncome: 4500 } };
    const [item] = cleanBody(bound.body(form, edit, { complete: true }) as Record<string, unknown>[]);
    expect(item).toMatchObject({ currentEmployerInd: false, previousEmployerInd: true, endDate: '02/28/2015',
      specialEmploymentInd: false, incomeInfo: { monthlyBaseIncome: 4500, overtimeIncome: 100,
        bonusIncome: 0, commissionsIncome: 0, otherIncome: 0 } });
  });

  it('sends no primary flag: the server decides which job is the primary one', () => {
    const form = { ...bound.formData(ctx), employerName: 'New Co' };
    const [item] = cleanBody(bound.body(form, ctx, { complete: true }) as Record<string, unknown>[]);
    expect(item).not.toHaveProperty('primaryEmploymentInd');
  });

  it('state and ZIP removed for a non-US country; ownership and income or loss only when self-employed', () => {
    const form = { ...bound.formData(ctx), employerName: 'Maple Ltd', country: 'CA', state: 'ON', zipCode: 'M5V',
      ownershipShare: 'LessThan25Percent', monthlyIncomeOrLoss: 100 };
    const [abroad] = cleanBody(bound.body(form, ctx, { complete: true }) as Record<string, unknown>[]);
    expect(abroad).toMatchObject({ country: 'CA' });
    for (const field of ['employmentId', 'state', 'zipCode', 'ownershipShare', 'monthlyIncomeOrLoss']) expect(abroad).not.toHaveProperty(field);
    const [owner] = cleanBody(bound.body({ ...form, country: 'US', selfEmployedInd: true }, ctx, { complete: true }) as Record<string, unknown>[]);
    expect(owner).toMatchObject({ state: 'ON', zipCode: 'M5V', selfEmployedInd: true, ownershipShare: 'LessThan25Percent',
      monthlyIncomeOrLoss: 100 });
  });

  it("after a save: a new job's employmentId (first item of the answer) replaces the URL's :id", () => {
    const answer = [{ ...currentJob, employmentId: 100001 }];
    expect(bound.savedParams(answer, ctx)).toEqual({ id: '100001' });
    expect(bound.savedParams(answer, contextWith([currentJob], { id: '70011' }))).toBeUndefined();
    expect(bound.savedParams({}, ctx)).toBeUndefined();
  });
});
