import type { DemographicRecord, UpdateGMIBody } from '../../../shared/api/generated/types';
import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../../../shared/api/gmi';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import { findDemographicsOwner, saveDemographics } from './demographics';

/**
 * Saves the demographics of an application (call inside a transaction, after the offer check of its applicationId).
 * A demographicId names the application's own record (else FORBIDDEN); without one the application's record is
 * created or replaced (one per application). A field not sent is stored as null (spec "Normalisation").
 */
export async function saveDemographicsBody(tx: Queryable, body: UpdateGMIBody): Promise<DemographicRecord> {
  if (body.demographicId !== undefined) {
    const owner = await findDemographicsOwner(tx, body.demographicId);
    if (owner !== body.applicationId) throw new AppError('FORBIDDEN');
  }
  const answers = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, body[f] ?? null])) as unknown as DemographicAnswers;
  return saveDemographics(tx, {
    applicationId: body.applicationId,
    activeInd: body.activeInd,
    demographicsCompletedInd: body.demographicsCompletedInd,
    answers,
  });
}
