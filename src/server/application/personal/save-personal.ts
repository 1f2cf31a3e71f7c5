import type { UpdateBorrowerDataBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import type { PiiCipher } from '../../pii/pii-cipher';
import { AppError } from '../../errors';
import { updateCreditType } from '../applications';
import { updatePersonal } from '../borrowers';
import {
  clearAlternateName, deactivateDependents, dependentIdsOf, insertDependent, saveAlternateName, updateDependent,
} from './personal-details';

/** Saves the personal screen of one borrower (call inside a transaction). */
export async function savePersonal(tx: Queryable, pii: PiiCipher, body: UpdateBorrowerDataBody): Promise<void> {
  const { borrowerId, applicationId } = body;
  // The screen's clear rules, applied before (src/server/screens/screen-saves.ts), leave a joint borrower only on joint
  // credit and an other suffix only on the suffix Other.
  const joint = body.jointCreditBorrowerId ?? null;
  if (joint === borrowerId) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'jointCreditBorrowerId', message: 'Joint Borrower must be another borrower on this loan.' },
    ]);
  }
  await updatePersonal(tx, borrowerId, {
    firstName: body.firstName,
    middleName: body.middleName ?? null,
    lastName: body.lastName,
    suffixName: body.suffixName ?? null,
    otherSuffix: body.otherSuffix ?? null,
    sealedDateOfBirth: pii.seal(body.dateOfBirth, borrowerId),
    citizenshipStatus: body.citizenshipStatus,
    maritalStatus: body.maritalStatus,
    alternateNameInd: body.alternateNameInd,
    dependentsInd: body.dependentsInd,
  });
  await updateCreditType(tx, applicationId, body.creditTypeId, joint);

  const alt = body.alternateNameInfo;
  if (body.alternateNameInd && alt) {
    await saveAlternateName(tx, borrowerId, {
      alternateFirstName: alt.alternateFirstName ?? null,
      alternateMiddleName: alt.alternateMiddleName ?? null,
      alternateLastName: alt.alternateLastName ?? null,
    });
  } else if (!body.alternateNameInd) {
    await clearAlternateName(tx, borrowerId);
  }

  if (!body.dependentsInd) {
    await deactivateDependents(tx, borrowerId);
    return;
  }
  const own = new Set(await dependentIdsOf(tx, borrowerId));
  const kept: number[] = [];
  for (const d of body.dependentInfo ?? []) {
    if (d.dependentId === undefined || d.dependentId === null) {
      if (d.activeInd !== false) kept.push(await insertDependent(tx, borrowerId, d.dependentAge, true));
    } else if (own.has(d.dependentId)) {
      await updateDependent(tx, borrowerId, d.dependentId, d.dependentAge, d.activeInd !== false);
      if (d.activeInd !== false) kept.push(d.dependentId);
    } else {
      throw new AppError('FORBIDDEN');
    }
  }
  // The list sent is the borrower's dependents: a saved one it leaves out is removed.
  await deactivateDependents(tx, borrowerId, kept);
}
