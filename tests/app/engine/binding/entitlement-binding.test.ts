import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { mapperOf } from '../helpers/mapper-of';
import { contextWith, currentJob, entitlement } from './fixtures/employment';

const mapper = mapperOf('info/entitlement');

describe('the info/entitlement binding', () => {
  it('fetches the income types and offers the military ones', () => {
    const ctx = contextWith([]);
    expect(mapper.lookups).toEqual(['incomeTypes']);
    expect(mapper.toUiSchema?.(ctx, {}, {})).toEqual({ militaryIncomeInfo: { incomeTypeId: { 'ui:options': { choices: [
      { label: 'Military Base Pay', value: 20 }, { label: 'Military Housing', value: 21 }] } } } });
    expect(mapper.toFormData(ctx)).toEqual({});
    expect(mapper.isEdit?.(ctx)).toBe(false);
  });

  it('edit: the :id entitlement; jobs and unknown ids are not found', () => {
    const ctx = contextWith([currentJob, entitlement], { id: '70013' });
    expect(mapper.toFormData(ctx)).toEqual({ employerName: 'U.S. Army', startDate: '06/01/2010',
      militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 1200 } });
    expect(() => mapper.toFormData(contextWith([currentJob, entitlement], { id: '70011' }))).toThrow(RecordNotFoundError);
  });

  it('saves a current military job with its income type and amount (the server names the type)', () => {
    const ctx = contextWith([entitlement], { id: '70013' });
    const [item] = cleanBody(mapper.toPayload({ employerName: 'U.S. Army', startDate: '06/01/2010',
      militaryIncomeInfo: { incomeTypeId: 21, militaryIncome1: 900 } }, ctx, { complete: true })) as Record<string, unknown>[];
    expect(item).toMatchObject({ employmentId: 70013, applicationId: 7001, isMilitaryEmployment: true,
      currentEmployerInd: true, previousEmployerInd: false, activeInd: true,
      militaryIncomeInfo: { incomeTypeId: 21, militaryIncome1: 900 } });
  });
});
