import type { MilitaryRecord } from '../../shared/api/generated/types';
import { usDateParam, usDateSql } from '../db/convert';
import type { Queryable } from '../db/types';

const COLUMNS = `application_id AS "applicationId", military_service_ind AS "militaryServiceInd",
  currently_on_active_duty_ind AS "currentlyOnActiveDutyInd", veteran_ind AS "veteranInd",
  reserve_or_national_guard_ind AS "reserveOrNationalGuardInd", surviving_spouse_ind AS "survivingSpouseInd",
  ${usDateSql('service_tour_expiration_date')} AS "serviceTourExpirationDate"`;

/** The application's military service answers, or null until first saved (GetBorrowerData `militaryInfo`). */
export async function findMilitary(db: Queryable, applicationId: number): Promise<MilitaryRecord | null> {
  const rows = await db.query<MilitaryRecord>(`SELECT ${COLUMNS} FROM military_services WHERE application_id = $1`, [
    applicationId,
  ]);
  return rows[0] ?? null;
}

/** Inserts or replaces the application's military service row; returns what is stored. */
export async function saveMilitary(db: Queryable, m: MilitaryRecord): Promise<MilitaryRecord> {
  const rows = await db.query<MilitaryRecord>(
    `INSERT INTO military_services (application_id, military_service_ind, currently_on_active_duty_ind, veteran_ind,
       reserve_or_national_guard_ind, surviving_spouse_ind, service_tour_expiration_date)
     VALUES ($1, $2, $3, $4, $5, $6, ${usDateParam('$7')})
     ON CONFLICT (application_id) DO UPDATE SET military_service_ind = EXCLUDED.military_service_ind,
       currently_on_active_duty_ind = EXCLUDED.currently_on_active_duty_ind, veteran_ind = EXCLUDED.veteran_ind,
       reserve_or_national_guard_ind = EXCLUDED.reserve_or_national_guard_ind,
       surviving_spouse_ind = EXCLUDED.surviving_spouse_ind,
       service_tour_expiration_date = EXCLUDED.service_tour_expiration_date, updated_at = now()
     RETURNING ${COLUMNS}`,
    [m.applicationId, m.militaryServiceInd, m.currentlyOnActiveDutyInd, m.veteranInd, m.reserveOrNationalGuardInd,
      m.survivingSpouseInd, m.serviceTourExpirationDate],
  );
  const saved = rows[0];
  if (!saved) throw new Error(`military service of application ${m.applicationId} was not saved`);
  return saved;
}
