import type { ContextMapper, ScreenContext } from '../types';
import { orNull } from '../personal-form';
import { DEFAULT_COUNTRY, type EmploymentFormData, needsStateAndZip, presentFields } from './employment-form';
import {
  activeRecords, editedRecord, type EmploymentPayloadItem, type EmploymentRecord, firstEmploymentId, isCurrent,
} from './employment-records';

const FORM_FIELDS = [
  'employerName', 'position', 'phoneNumber', 'streetAddress', 'unitNum', 'city', 'state', 'zipCode', 'country',
  'startDate', 'endDate', 'selfEmployedInd', 'specialEmploymentInd', 'ownershipShare', 'monthlyIncomeOrLoss',
] as const;

function toFormData(ctx: ScreenContext): EmploymentFormData {
  const job = editedRecord(ctx, 'job');
  if (!job) return { previousEmployerInd: false, country: DEFAULT_COUNTRY, selfEmployedInd: false };
  const base = job.incomeInfo?.monthlyBaseIncome;
  return {
    previousEmployerInd: !isCurrent(job),
    ...presentFields(job, FORM_FIELDS),
    ...(base !== null && base !== undefined ? { incomeInfo: { monthlyBaseIncome: base } } : {}),
  };
}

/** A previous job keeps the incomes on file and takes the base income of the form. */
function previousJobIncome(job: EmploymentRecord | undefined, base: number | undefined): EmploymentPayloadItem['incomeInfo'] {
  const onFile = job?.incomeInfo;
  return {
    ...(base !== undefined ? { monthlyBaseIncome: base } : {}),
    overtimeIncome: onFile?.overtimeIncome ?? 0,
    bonusIncome: onFile?.bonusIncome ?? 0,
    commissionsIncome: onFile?.commissionsIncome ?? 0,
    otherIncome: onFile?.otherIncome ?? 0,
  };
}

/**
 * The screen saves one job. A current job drops the end date; a previous one is never special employment; state and
 * ZIP go only with US (or empty) countries; ownership share and income or loss only with self-employment.
 */
function toPayload(form: EmploymentFormData, ctx: ScreenContext): EmploymentPayloadItem[] {
  const job = editedRecord(ctx, 'job');
  const previous = form.previousEmployerInd === true;
  const selfEmployed = form.selfEmployedInd === true;
  const usAddress = needsStateAndZip(form.country);
  const hasCurrentJob = activeRecords(ctx, 'job').some((e) => isCurrent(e) && e.employmentId !== job?.employmentId);
  return [
    {
      employmentId: job?.employmentId ?? null,
      applicationId: ctx.profile.applicationId,
      employerName: orNull(form.employerName),
      position: orNull(form.position),
      phoneNumber: orNull(form.phoneNumber),
      streetAddress: orNull(form.streetAddress),
      unitNum: orNull(form.unitNum),
      city: orNull(form.city),
      state: usAddress ? orNull(form.state) : null,
      zipCode: usAddress ? orNull(form.zipCode) : null,
      country: orNull(form.country),
      startDate: orNull(form.startDate),
      endDate: previous ? orNull(form.endDate) : null,
      currentEmployerInd: !previous,
      previousEmployerInd: previous,
      primaryEmploymentInd: job?.primaryEmploymentInd ?? (!previous && !hasCurrentJob),
      isMilitaryEmployment: false,
      selfEmployedInd: selfEmployed,
      specialEmploymentInd: previous ? false : form.specialEmploymentInd === true,
      ownershipShare: selfEmployed ? orNull(form.ownershipShare) : null,
      monthlyIncomeOrLoss: selfEmployed ? orNull(form.monthlyIncomeOrLoss) : null,
      activeInd: true,
      incomeInfo: previous ? previousJobIncome(job, form.incomeInfo?.monthlyBaseIncome) : null,
      militaryIncomeInfo: null,
    },
  ];
}

/** A new job: the URL is replaced with the one carrying its new employmentId (the income screen needs it). */
function afterSave(response: unknown, _form: EmploymentFormData, ctx: ScreenContext): { params?: Record<string, string> } | void {
  const id = firstEmploymentId(response);
  if (ctx.params.id === undefined && id !== undefined) return { params: { ...ctx.params, id: String(id) } };
}

export const employmentMapper: ContextMapper<EmploymentFormData> = {
  toFormData,
  toPayload,
  isEdit: (ctx) => ctx.params.id !== undefined,
  afterSave,
};
