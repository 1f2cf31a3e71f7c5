import { describe, expect, it } from 'vitest';
import { employmentListSources } from '../../../../src/app/runtime/list-sources/employment';
import { cleanBody } from '../../../../src/shared/clean-body';
import { contextWith, currentJob, entitlement, previousJob } from '../mappers/employment/context';

const ctx = contextWith([currentJob, previousJob, entitlement, { ...currentJob, employmentId: 70019, activeInd: false }]);
const source = (name: string) => employmentListSources[name]!;

describe('employment list sources', () => {
  it('current = active, current and non-military, with the monthly total', () => {
    expect(source('employment.current').items(ctx)).toEqual([expect.objectContaining({
      id: '70011', employerName: 'Springfield Medical Center', dates: '03/01/2015 - Present', monthlyTotal: 6510,
      monthlyIncome: '$6,510.00' })]);
  });

  it('previous = active, not current, non-military', () => {
    expect(source('employment.previous').items(ctx)).toEqual([expect.objectContaining({
      id: '70012', employerName: 'Old Co', dates: '01/01/2010 - 02/28/2015' })]);
  });

  it('military entitlements apart', () => {
    expect(source('employment.military').items(ctx)).toEqual([expect.objectContaining({
      id: '70013', incomeType: 'Military Base Pay', monthlyTotal: 1200, monthlyIncome: '$1,200.00' })]);
    expect(source('employment.current').items(contextWith([]))).toEqual([]);
  });

  it('delete saves the record again with activeInd false through UpdateBorrowerEmployment', () => {
    const military = source('employment.military');
    const [item] = military.items(ctx);
    const [body] = cleanBody(military.deletePayload?.(item!, ctx) as Record<string, unknown>[]);
    expect(body).toMatchObject({ employmentId: 70013, applicationId: 7001, employerName: 'U.S. Army', activeInd: false,
      isMilitaryEmployment: true, militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 1200 } });
    expect(body).not.toHaveProperty('incomeInfo');
  });
});
