import type { CitizenshipStatus, MaritalStatus, SuffixName, UpdateBorrowerDataBody } from '../../../shared/api';

/** Form data of the `info/personal` screen (absent answers are `undefined`, as rjsf keeps them). */
export interface PersonalFormData {
  [key: string]: unknown;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  suffixName?: SuffixName;
  otherSuffix?: string;
  alternateNameInd?: boolean;
  alternateNameInfo?: UpdateBorrowerDataBody['alternateNameInfo'];
  dateOfBirth?: string;
  citizenshipStatus?: CitizenshipStatus;
  maritalStatus?: MaritalStatus;
  creditTypeId?: 1 | 2;
  jointCreditBorrowerId?: number;
  dependentsInd?: boolean;
  dependentInfo?: { dependentId?: number; dependentAge: number; borrowerId?: number; activeInd: boolean }[];
}

/** null -> undefined, so rjsf treats a missing value as unanswered. */
export function orUndefined<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

/** undefined / '' -> null, so the body names every field (the api client's cleanBody then drops them). */
export function orNull<T>(value: T | undefined): T | null {
  return value === undefined || (value as unknown) === '' ? null : value;
}

/** '' -> undefined, for fields of nested objects, which cleanBody does not reach and the schema types strictly. */
export function orOmitted(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}
