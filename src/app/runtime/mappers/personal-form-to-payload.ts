import type { BorrowerProfile, CitizenshipStatus, MaritalStatus, SuffixName } from '../../../shared/api';
import { orNull, type PersonalFormData } from './personal-form';

export interface DependentPayload {
  dependentId?: number;
  dependentAge: number;
  borrowerId: number;
  activeInd: boolean;
}

/** UpdateBorrowerData body before the api client's cleanBody (null = not sent). */
export interface UpdateBorrowerDataPayload {
  applicationId: number;
  borrowerId: number;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffixName: SuffixName | null;
  otherSuffix: string | null;
  dateOfBirth: string | null;
  citizenshipStatus: CitizenshipStatus | null;
  maritalStatus: MaritalStatus | null;
  creditTypeId: 1 | 2 | null;
  jointCreditBorrowerId: number | null;
  alternateNameInd: boolean | null;
  alternateNameInfo: {
    alternateFirstName: string | null;
    alternateMiddleName: string | null;
    alternateLastName: string | null;
    borrowerId: number;
    activeInd: true;
  } | null;
  dependentsInd: boolean | null;
  dependentInfo: DependentPayload[] | null;
}

function dependentsPayload(form: PersonalFormData, profile: BorrowerProfile): DependentPayload[] | null {
  const borrowerId = profile.borrowerId;
  const keep = form.dependentsInd === true;
  const fromForm = (form.dependentInfo ?? [])
    .filter((d) => d.dependentId != null || (keep && d.activeInd))
    .map((d) => ({
      ...(d.dependentId != null ? { dependentId: d.dependentId } : {}),
      dependentAge: d.dependentAge,
      borrowerId,
      activeInd: keep ? d.activeInd : false,
    }));
  // Saved dependents the form no longer lists are removed too.
  const listed = new Set(fromForm.map((d) => d.dependentId).filter((id) => id !== undefined));
  const dropped = (profile.borrowerInfo.dependentInfo ?? [])
    .filter((d) => d.activeInd && d.dependentId != null && !listed.has(d.dependentId))
    .map((d) => ({ dependentId: d.dependentId as number, dependentAge: d.dependentAge, borrowerId, activeInd: false }));
  const all = [...fromForm, ...dropped];
  return all.length > 0 ? all : null;
}

/** `info/personal` form data -> UpdateBorrowerData body. Only the listed fields are sent (never SSN-like ones). */
export function personalFormToPayload(form: PersonalFormData, profile: BorrowerProfile): UpdateBorrowerDataPayload {
  const alt = form.alternateNameInd === true ? form.alternateNameInfo : undefined;
  const creditTypeId = form.creditTypeId ?? null;
  return {
    applicationId: profile.applicationId,
    borrowerId: profile.borrowerId,
    firstName: orNull(form.firstName),
    middleName: orNull(form.middleName),
    lastName: orNull(form.lastName),
    suffixName: orNull(form.suffixName),
    otherSuffix: form.suffixName === 'Other' ? orNull(form.otherSuffix) : null,
    dateOfBirth: orNull(form.dateOfBirth),
    citizenshipStatus: orNull(form.citizenshipStatus),
    maritalStatus: orNull(form.maritalStatus),
    creditTypeId,
    jointCreditBorrowerId: creditTypeId === 2 ? orNull(form.jointCreditBorrowerId) : null,
    alternateNameInd: orNull(form.alternateNameInd),
    alternateNameInfo:
      form.alternateNameInd === true
        ? {
            alternateFirstName: orNull(alt?.alternateFirstName),
            alternateMiddleName: orNull(alt?.alternateMiddleName),
            alternateLastName: orNull(alt?.alternateLastName),
            borrowerId: profile.borrowerId,
            activeInd: true,
          }
        : null,
    dependentsInd: orNull(form.dependentsInd),
    dependentInfo: dependentsPayload(form, profile),
  };
}
