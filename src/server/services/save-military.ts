import type { MilitaryRecord, UpdateMilitaryServiceBody } from '../../shared/api/generated/types';
import type { Queryable } from '../db/types';
import { saveMilitary } from '../repositories/military';

/**
 * Saves the military service answers (call inside a transaction, after the offer check). Statuses are kept only
 * when the borrower served, the service tour expiration date only while on active duty (spec section 4: answering
 * no clears them).
 */
export async function saveMilitaryService(tx: Queryable, body: UpdateMilitaryServiceBody): Promise<MilitaryRecord> {
  const served = body.militaryServiceInd;
  const status = (value: boolean | undefined): boolean | null => (served ? value === true : null);
  const onActiveDuty = served && body.currentlyOnActiveDutyInd === true;
  return saveMilitary(tx, {
    applicationId: body.applicationId,
    militaryServiceInd: served,
    currentlyOnActiveDutyInd: status(body.currentlyOnActiveDutyInd),
    veteranInd: status(body.veteranInd),
    reserveOrNationalGuardInd: status(body.reserveOrNationalGuardInd),
    survivingSpouseInd: status(body.survivingSpouseInd),
    serviceTourExpirationDate: onActiveDuty ? (body.serviceTourExpirationDate ?? null) : null,
  });
}
