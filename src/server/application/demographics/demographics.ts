import type { DemographicRecord } from '../../../shared/api/generated/types';
import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../../../shared/api/gmi';
import { excluded, now, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

/** The answers' columns are named after them (puertoRicanInd -> puerto_rican_ind). */
const COLUMNS = ['demographicId', 'applicationId', 'activeInd', 'demographicsCompletedInd', ...DEMOGRAPHIC_FIELDS] as const;

/** The application's active demographics, or null until first saved (GetBorrowerData `demographicInfo`). */
export async function findDemographics(db: Queryable, applicationId: number): Promise<DemographicRecord | null> {
  return (await queryBuilder(db).selectFrom('demographics').select(COLUMNS)
    .where('applicationId', '=', applicationId).where('activeInd', '=', true).executeTakeFirst()) ?? null;
}

/** The application a demographics record belongs to (null when no such id). */
export async function findDemographicsOwner(db: Queryable, demographicId: number): Promise<number | null> {
  const row = await queryBuilder(db).selectFrom('demographics').select('applicationId')
    .where('demographicId', '=', demographicId).executeTakeFirst();
  return row?.applicationId ?? null;
}

export interface DemographicsValues {
  applicationId: number;
  activeInd: boolean;
  demographicsCompletedInd: boolean;
  answers: DemographicAnswers;
  /** Only the demo seed gives fixed ids; the app's rows take the next identity. */
  demographicId?: number;
}

/** Inserts or replaces the application's demographics row (one per application); returns what is stored. */
export async function saveDemographics(db: Queryable, v: DemographicsValues): Promise<DemographicRecord> {
  const { applicationId, activeInd, demographicsCompletedInd, demographicId } = v;
  const answers = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, v.answers[f]])) as DemographicAnswers;
  return queryBuilder(db).insertInto('demographics')
    .values({ applicationId, activeInd, demographicsCompletedInd, ...answers, demographicId })
    .onConflict((oc) => oc.column('applicationId').doUpdateSet({
      ...excluded(['activeInd', 'demographicsCompletedInd', ...DEMOGRAPHIC_FIELDS]), updatedAt: now,
    }))
    .returning(COLUMNS).executeTakeFirstOrThrow(() => new Error(`demographics of application ${applicationId} were not saved`));
}
