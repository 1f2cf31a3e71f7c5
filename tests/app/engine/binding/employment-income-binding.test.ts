import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { boundOf } from '../helpers/bound-of';
import { contextWith, currentJob } from './fixtures/employment';

const bound = boundOf('info/employment-income');

describe('the info/employment-income binding', () => {
  it('the five incomes (optional ones 0 when missing) and their monthly total', () => {
    const ctx = contextWith([currentJob], { id: '70011' });
    expect(bound.formData(ctx)).toEqual({
      incomeInfo: { monthlyBaseIncome: 6200, overtimeIncome: 0, bonusIncome: 310, commissionsIncome: 0, otherIncome: 0 },
      totalMonthlyIncome: 6510,
    });
    expect(bound.isEdit(ctx)).toBe(true);
  });

  it('a new job has no base income yet: entered, not edited', () => {
    const ctx = contextWith([{ ...currentJob, incomeInfo: null }], { id: '70011' });
    expect(bound.formData(ctx)).toEqual({
      incomeInfo: { overtimeIncome: 0, bonusIncome: 0, commissionsIncome: 0, otherIncome: 0 }, totalMonthlyIncome: 0,
    });
    expect(bound.isEdit(ctx)).toBe(false);
  });

  it('saves the job again with its incomes, never the total; the total follows what is typed', () => {
    const ctx = contextWith([currentJob], { id: '70011' });
    const [item] = cleanBody(bound.body({ incomeInfo: { monthlyBaseIncome: 7000, bonusIncome: 50 }, totalMonthlyIncome: 1 }, ctx, { complete: true })) as
      Record<string, unknown>[];
    expect(item).toMatchObject({ employmentId: 70011, employerName: 'Springfield Medical Center', activeInd: true,
      incomeInfo: { monthlyBaseIncome: 7000, bonusIncome: 50 } });
    expect(item).not.toHaveProperty('totalMonthlyIncome');
    const typed = { incomeInfo: { monthlyBaseIncome: 7000.1, bonusIncome: 50.2 }, totalMonthlyIncome: 6510 };
    expect(bound.applyRules(typed, ctx)).toEqual({ ...typed, totalMonthlyIncome: 7050.3 });
  });

  it('needs a known job; without an id (the fast path\'s optional one) the newest job, and a job there must be', () => {
    expect(() => bound.formData(contextWith([currentJob], { id: '1' }))).toThrow(RecordNotFoundError);
    expect(bound.formData(contextWith([currentJob]))).toEqual(bound.formData(contextWith([currentJob], { id: String(currentJob.employmentId) })));
    expect(() => bound.formData(contextWith([]))).toThrow(RecordNotFoundError);
  });
});
