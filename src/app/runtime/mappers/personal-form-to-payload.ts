import type { BorrowerProfile, UpdateBorrowerDataBody } from '../../../shared/api';
import type { BeforeCleaning } from '../../../shared/clean-body';
import { orNull, orOmitted, type PersonalFormData } from './personal-form';

type DependentPayload = NonNullable<UpdateBorrowerDataBody['dependentInfo']>[number];

/** UpdateBorrowerData body before the api client's cleanBody (null = not sent). */
export type UpdateBorrowerDataPayload = BeforeCleaning<UpdateBorrowerDataBody>;

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
            alternateFirstName: orOmitted(alt?.alternateFirstName),
            alternateMiddleName: orOmitted(alt?.alternateMiddleName),
            alternateLastName: orOmitted(alt?.alternateLastName),
            borrowerId: profile.borrowerId,
            activeInd: true,
          }
        : null,
    dependentsInd: orNull(form.dependentsInd),
    dependentInfo: dependentsPayload(form, profile),
  };
}
