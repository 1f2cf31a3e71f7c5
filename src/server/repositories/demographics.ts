import type { DemographicRecord } from '../../shared/api/generated/types';
import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../../shared/api/gmi';
import type { Queryable, SqlParam } from '../db/types';

/** Column of a demographic answer: its spec name in snake case (puertoRicanInd -> puerto_rican_ind). */
const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const COLUMNS = [
  'demographic_id AS "demographicId"',
  'application_id AS "applicationId"',
  'active_ind AS "activeInd"',
  'demographics_completed_ind AS "demographicsCompletedInd"',
  ...DEMOGRAPHIC_FIELDS.map((f) => `${columnOf(f)} AS "${f}"`),
].join(', ');

/** The application's active demographics, or null until first saved (GetBorrowerData `demographicInfo`). */
export async function findDemographics(db: Queryable, applicationId: number): Promise<DemographicRecord | null> {
  const rows = await db.query<DemographicRecord>(
    `SELECT ${COLUMNS} FROM demographics WHERE application_id = $1 AND active_ind`,
    [applicationId],
  );
  return rows[0] ?? null;
}

/** The application a demographics record belongs to (null when no such id). */
export async function findDemographicsOwner(db: Queryable, demographicId: number): Promise<number | null> {
  const rows = await db.query<{ applicationId: number }>(
    'SELECT application_id AS "applicationId" FROM demographics WHERE demographic_id = $1',
    [demographicId],
  );
  return rows[0]?.applicationId ?? null;
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
  const answerColumns = DEMOGRAPHIC_FIELDS.map(columnOf);
  const columns = ['application_id', 'active_ind', 'demographics_completed_ind', ...answerColumns];
  const params: SqlParam[] = [v.applicationId, v.activeInd, v.demographicsCompletedInd,
    ...DEMOGRAPHIC_FIELDS.map((f) => v.answers[f])];
  if (v.demographicId !== undefined) {
    columns.push('demographic_id');
    params.push(v.demographicId);
  }
  const updates = columns.filter((c) => c !== 'application_id' && c !== 'demographic_id').map((c) => `${c} = EXCLUDED.${c}`);
  const rows = await db.query<DemographicRecord>(
    `INSERT INTO demographics (${columns.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (application_id) DO UPDATE SET ${updates.join(', ')}, updated_at = now()
     RETURNING ${COLUMNS}`,
    params,
  );
  const saved = rows[0];
  if (!saved) throw new Error(`demographics of application ${v.applicationId} were not saved`);
  return saved;
}
