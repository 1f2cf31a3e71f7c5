import type { ScreenContext } from '../../../../../src/app/engine/mappers/types';
import type { EmploymentInfo, IncomeType, MilitaryIncomeInfo } from '../../../../../src/shared/api/generated/types';
import { profileFixture } from '../../fixtures';

/** An employment record of the profile; military ones carry their income. */
export type EmploymentRecord = EmploymentInfo & { militaryIncomeInfo?: MilitaryIncomeInfo | null };

const blank: Omit<EmploymentInfo, 'employmentId'> = {
  applicationId: 7001, employerName: null, position: null, phoneNumber: null, streetAddress: null, unitNum: null,
  city: null, state: null, zipCode: null, country: null, startDate: null, endDate: null, currentEmployerInd: null,
  previousEmployerInd: null, primaryEmploymentInd: null, isMilitaryEmployment: null, selfEmployedInd: null,
  specialEmploymentInd: null, ownershipShare: null, monthlyIncomeOrLoss: null, activeInd: true, incomeInfo: null,
  militaryIncomeInfo: null,
};

export const currentJob: EmploymentRecord = {
  ...blank, employmentId: 70011, employerName: 'Springfield Medical Center', position: 'Manager',
  phoneNumber: '2175550100', streetAddress: '400 Commerce Dr', city: 'Springfield', state: 'IL', zipCode: '62701',
  country: 'US', startDate: '03/01/2015', currentEmployerInd: true, previousEmployerInd: false,
  primaryEmploymentInd: true, isMilitaryEmployment: false, selfEmployedInd: false, specialEmploymentInd: false,
  incomeInfo: { monthlyBaseIncome: 6200, overtimeIncome: 0, bonusIncome: 310, commissionsIncome: 0, otherIncome: null,
    applicationId: 7001, employmentId: 70011 },
};

export const previousJob: EmploymentRecord = {
  ...currentJob, employmentId: 70012, employerName: 'Old Co', startDate: '01/01/2010', endDate: '02/28/2015',
  currentEmployerInd: false, previousEmployerInd: true, primaryEmploymentInd: false,
  incomeInfo: { monthlyBaseIncome: 4000, overtimeIncome: 100, bonusIncome: 0, commissionsIncome: 0, otherIncome: 0,
    applicationId: 7001, employmentId: 70012 },
};

export const entitlement: EmploymentRecord = {
  ...blank, employmentId: 70013, employerName: 'U.S. Army', startDate: '06/01/2010', currentEmployerInd: true,
  previousEmployerInd: false, isMilitaryEmployment: true,
  militaryIncomeInfo: { incomeTypeId: 20, incomeType: 'Military Base Pay', militaryIncome1: 1200, applicationId: 7001 },
};

export const incomeTypes: IncomeType[] = [
  { incomeTypeId: 1, description: 'Alimony', militaryIncomeInd: false },
  { incomeTypeId: 20, description: 'Military Base Pay', militaryIncomeInd: true },
  { incomeTypeId: 21, description: 'Military Housing', militaryIncomeInd: true },
];

export function contextWith(records: EmploymentRecord[], params: Record<string, string> = {}): ScreenContext {
  const profile = profileFixture();
  return { profile: { ...profile, employmentInfo: records }, params, lookups: { incomeTypes } };
}
