import type { MilitaryRecord, UpdateMilitaryServiceBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { saveMilitary } from './military';

/**
 * Saves the military service answers (call inside a transaction, after the offer check). Statuses are stored only when
 * the borrower served (unticked ones as false). The screen's clear rules (answering no clears the statuses and the
 * date; the date only while on active duty) have been applied to the body before (src/server/screens/screen-saves.ts).
 */
export async function saveMilitaryService(tx: Queryable, body: UpdateMilitaryServiceBody): Promise<MilitaryRecord> {
  const served = body.militaryServiceInd;
  const status = (value: boolean | undefined): boolean | null => (served ? value === true : null);
  return saveMilitary(tx, {
    applicationId: body.applicationId,
    militaryServiceInd: served,
    currentlyOnActiveDutyInd: status(body.currentlyOnActiveDutyInd),
    veteranInd: status(body.veteranInd),
    reserveOrNationalGuardInd: status(body.reserveOrNationalGuardInd),
    survivingSpouseInd: status(body.survivingSpouseInd),
    serviceTourExpirationDate: body.serviceTourExpirationDate ?? null,
  });
}
