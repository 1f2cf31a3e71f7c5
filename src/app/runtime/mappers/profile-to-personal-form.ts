import type { BorrowerProfile } from '../../../shared/api';
import { orUndefined, type PersonalFormData } from './personal-form';

/** GetBorrowerData profile -> `info/personal` form data: only active dependents; alternate name fields when on file. */
export function profileToPersonalForm(profile: BorrowerProfile): PersonalFormData {
  const info = profile.borrowerInfo;
  const alt = info.alternateNameInfo;
  const dependents = (info.dependentInfo ?? []).filter((d) => d.activeInd);
  const form: PersonalFormData = {
    firstName: orUndefined(info.firstName),
    middleName: orUndefined(info.middleName),
    lastName: orUndefined(info.lastName),
    suffixName: orUndefined(info.suffixName),
    otherSuffix: info.suffixName === 'Other' ? orUndefined(info.otherSuffix) : undefined,
    alternateNameInd: orUndefined(info.alternateNameInd),
    alternateNameInfo:
      alt && alt.activeInd !== false
        ? {
            alternateFirstName: orUndefined(alt.alternateFirstName),
            alternateMiddleName: orUndefined(alt.alternateMiddleName),
            alternateLastName: orUndefined(alt.alternateLastName),
            borrowerId: alt.borrowerId,
            activeInd: true,
          }
        : undefined,
    dateOfBirth: orUndefined(info.dateOfBirth),
    citizenshipStatus: orUndefined(info.citizenshipStatus),
    maritalStatus: orUndefined(info.maritalStatus),
    creditTypeId: profile.creditTypeId === 1 || profile.creditTypeId === 2 ? profile.creditTypeId : undefined,
    jointCreditBorrowerId: orUndefined(profile.jointCreditBorrowerId),
    dependentsInd: orUndefined(info.dependentsInd),
    dependentInfo: dependents.map((d) => ({
      ...(d.dependentId != null ? { dependentId: d.dependentId } : {}),
      dependentAge: d.dependentAge,
      borrowerId: d.borrowerId,
      activeInd: true,
    })),
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as PersonalFormData;
}
