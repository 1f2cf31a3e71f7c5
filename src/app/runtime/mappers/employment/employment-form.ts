import type { IncomeInfo } from '../../../../shared/api';
import type { AddressFields } from '../address/address-form';

/** Form data of the `info/employment` screen (absent answers are `undefined`, as rjsf keeps them). */
export interface EmploymentFormData extends AddressFields {
  [key: string]: unknown;
  previousEmployerInd?: boolean;
  employerName?: string;
  position?: string;
  phoneNumber?: string;
  startDate?: string;
  endDate?: string;
  selfEmployedInd?: boolean;
  specialEmploymentInd?: boolean;
  ownershipShare?: string;
  monthlyIncomeOrLoss?: number;
  incomeInfo?: { monthlyBaseIncome?: number };
}

export type MonthlyIncomes = Pick<IncomeInfo, 'monthlyBaseIncome' | 'overtimeIncome' | 'bonusIncome' | 'commissionsIncome' | 'otherIncome'>;

/** Form data of the `info/employment-income` screen; the total is display only. */
export interface EmploymentIncomeFormData {
  [key: string]: unknown;
  incomeInfo?: { [K in keyof MonthlyIncomes]?: number };
  totalMonthlyIncome?: number;
}

/** Form data of the `info/entitlement` screen. */
export interface EntitlementFormData {
  [key: string]: unknown;
  employerName?: string;
  startDate?: string;
  militaryIncomeInfo?: { incomeTypeId?: number; militaryIncome1?: number };
}

export const DEFAULT_COUNTRY = 'US';

/** State and ZIP belong to US (or not yet chosen, default US) addresses only. */
export function needsStateAndZip(country: string | undefined): boolean {
  return country === undefined || country === '' || country === DEFAULT_COUNTRY;
}

/** Copies the non-null values of the named fields (null -> absent, so rjsf treats them as unanswered). */
export function presentFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<{ [P in K]: NonNullable<T[P]> }> {
  const out: Partial<{ [P in K]: NonNullable<T[P]> }> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== null && value !== undefined) out[key] = value as NonNullable<T[K]>;
  }
  return out;
}
