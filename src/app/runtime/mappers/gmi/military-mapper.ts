import type { MilitaryInfo, UpdateMilitaryServiceBody } from '../../../../shared/api/gmi';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ContextMapper, ScreenContext } from '../types';
import { SERVICE_STATUS_FIELDS, type MilitaryFormData } from './military-form';
import { applyMilitaryRules } from './military-rules';

/** UpdateMilitaryService body before the api client's cleanBody (null = not sent). */
export type UpdateMilitaryServicePayload = BeforeCleaning<UpdateMilitaryServiceBody>;

/** GetBorrowerData militaryInfo -> form data; the statuses group exists once the answer is yes. */
export function militaryToFormData(ctx: ScreenContext): MilitaryFormData {
  const info: MilitaryInfo | null = ctx.profile.militaryInfo;
  if (!info || info.militaryServiceInd === null) return {};
  const form: MilitaryFormData = { militaryServiceInd: info.militaryServiceInd };
  if (info.militaryServiceInd) {
    const statuses: NonNullable<MilitaryFormData['serviceStatus']> = {};
    for (const field of SERVICE_STATUS_FIELDS) {
      const value = info[field];
      if (value !== null) statuses[field] = value;
    }
    form.serviceStatus = statuses;
    if (info.serviceTourExpirationDate !== null) form.serviceTourExpirationDate = info.serviceTourExpirationDate;
  }
  return applyMilitaryRules(form);
}

/** Form data -> the flat UpdateMilitaryService body: when served, unchecked statuses are sent as false. */
export function militaryToPayload(form: MilitaryFormData, ctx: ScreenContext): UpdateMilitaryServicePayload {
  const data = applyMilitaryRules(form);
  const served = data.militaryServiceInd === true;
  const status = (field: (typeof SERVICE_STATUS_FIELDS)[number]): boolean | null =>
    served ? data.serviceStatus?.[field] === true : null;
  const date = data.serviceTourExpirationDate?.trim();
  return {
    applicationId: ctx.profile.applicationId,
    militaryServiceInd: data.militaryServiceInd ?? null,
    currentlyOnActiveDutyInd: status('currentlyOnActiveDutyInd'),
    veteranInd: status('veteranInd'),
    reserveOrNationalGuardInd: status('reserveOrNationalGuardInd'),
    survivingSpouseInd: status('survivingSpouseInd'),
    serviceTourExpirationDate: date ? date : null,
  };
}

export const militaryServiceMapper: ContextMapper<MilitaryFormData> = {
  toFormData: militaryToFormData,
  toPayload: militaryToPayload,
  onChange: (next) => applyMilitaryRules(next),
  isComplete: (ctx) => typeof ctx.profile.militaryInfo?.militaryServiceInd === 'boolean',
};
