import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { boundOf } from '../helpers/bound-of';
import { contextWith, currentJob, entitlement } from './fixtures/employment';

const bound = boundOf('info/entitlement');

describe('the info/entitlement binding', () => {
  it('fetches the income types and offers the military ones', () => {
    const ctx = contextWith([]);
    expect(bound.lookups).toEqual(['incomeTypes']);
    expect(bound.uiOverrides(ctx, {})).toEqual({ militaryIncomeInfo: { incomeTypeId: { 'ui:options': { choices: [
      { label: 'Military Base Pay', value: 20 }, { label: 'Military Housing', value: 21 }] } } } });
    expect(bound.formData(ctx)).toEqual({});
    expect(bound.isEdit(ctx)).toBe(false);
  });

  it('edit: the :id entitlement; jobs and unknown ids are not found', () => {
    const ctx = contextWith([currentJob, entitlement], { id: '70013' });
    expect(bound.formData(ctx)).toEqual({ employerName: 'U.S. Army', startDate: '06/01/2010',
      militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 1200 } });
    expect(() => bound.formData(contextWith([currentJob, entitlement], { id: '70011' }))).toThrow(RecordNotFoundError);
  });

  it('saves a current military job with its income type and amount (the server names the type)', () => {
    const ctx = contextWith([entitlement], { id: '70013' });
    const [item] = cleanBody(bound.body({ employerName: 'U.S. Army', startDate: '06/01/2010',
      militaryIncomeInfo: { incomeTypeId: 21, militaryIncome1: 900 } }, ctx, { complete: true })) as Record<string, unknown>[];
    expect(item).toMatchObject({ employmentId: 70013, applicationId: 7001, isMilitaryEmployment: true,
      currentEmployerInd: true, previousEmployerInd: false, activeInd: true,
      militaryIncomeInfo: { incomeTypeId: 21, militaryIncome1: 900 } });
  });
});
