import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../src/shared/clean-body';
import { contextWith, currentJob, entitlement, previousJob } from '../app/engine/binding/fixtures/employment';
import { listSourceOf } from '../app/engine/helpers/list-source-of';

const ctx = contextWith([currentJob, previousJob, entitlement, { ...currentJob, employmentId: 70019, activeInd: false }]);
const SECTIONS: Record<string, string> = {
  'employment.current': 'current-employment', 'employment.previous': 'previous-employment',
  'employment.military': 'military-entitlements', 'incomes.other': 'other-income',
};
const source = (name: string) => listSourceOf('info/employment-and-income', SECTIONS[name]!);

describe('the employment-and-income list sections', () => {
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

  it('delete names the record with activeInd false through UpdateBorrowerEmployment', () => {
    const military = source('employment.military');
    const [item] = military.items(ctx);
    expect(military.call).toBe('UpdateBorrowerEmployment');
    expect(cleanBody(military.deletePayload?.(item!, ctx))).toEqual([{ employmentId: 70013, applicationId: 7001, activeInd: false }]);
  });
});
