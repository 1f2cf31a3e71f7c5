import { type ExpressionBuilder } from 'kysely';
import type { MilitaryRecord } from '../../../shared/api/generated/types';
import { fromUsDate, now, queryBuilder, usDate } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import type { Queryable } from '../../db/types';

const columns = (eb: ExpressionBuilder<Tables, 'militaryServices'>) => [
  'applicationId', 'militaryServiceInd', 'currentlyOnActiveDutyInd', 'veteranInd', 'reserveOrNationalGuardInd',
  'survivingSpouseInd', usDate(eb.ref('serviceTourExpirationDate')).as('serviceTourExpirationDate'),
] as const;

/** The application's military service answers, or null until first saved (GetBorrowerData `militaryInfo`). */
export async function findMilitary(db: Queryable, applicationId: number): Promise<MilitaryRecord | null> {
  return (await queryBuilder(db).selectFrom('militaryServices')
    .select(columns).where('applicationId', '=', applicationId).executeTakeFirst()) ?? null;
}

/** Inserts or replaces the application's military service row; returns what is stored. */
export async function saveMilitary(db: Queryable, m: MilitaryRecord): Promise<MilitaryRecord> {
  return queryBuilder(db).insertInto('militaryServices')
    .values({
      applicationId: m.applicationId, militaryServiceInd: m.militaryServiceInd,
      currentlyOnActiveDutyInd: m.currentlyOnActiveDutyInd, veteranInd: m.veteranInd,
      reserveOrNationalGuardInd: m.reserveOrNationalGuardInd, survivingSpouseInd: m.survivingSpouseInd,
      serviceTourExpirationDate: fromUsDate(m.serviceTourExpirationDate),
    })
    .onConflict((oc) => oc.column('applicationId').doUpdateSet((eb) => ({
      militaryServiceInd: eb.ref('excluded.militaryServiceInd'),
      currentlyOnActiveDutyInd: eb.ref('excluded.currentlyOnActiveDutyInd'), veteranInd: eb.ref('excluded.veteranInd'),
      reserveOrNationalGuardInd: eb.ref('excluded.reserveOrNationalGuardInd'),
      survivingSpouseInd: eb.ref('excluded.survivingSpouseInd'),
      serviceTourExpirationDate: eb.ref('excluded.serviceTourExpirationDate'), updatedAt: now,
    })))
    .returning(columns).executeTakeFirstOrThrow(() => new Error(`military service of application ${m.applicationId} was not saved`));
}
