import type { UiSchema } from '@rjsf/utils';
import type { UpdateLenderLiabilityBody } from '../../../../shared/api/generated/types';
import { CREDIT_LIMIT_LOAN_TYPES } from '../../../../shared/api/properties';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { AfterSave, ContextMapper, ScreenContext } from '../types';
import { borrowerPickerUi, borrowersToSend, initialBorrowers } from './borrower-picker';
import { activeLenders, lenderProperty, onToLender, routeLender } from './property-records';

/** Form data of `loan-and-property/lender` (absent = unanswered). */
export interface LenderFormData {
  [key: string]: unknown;
  holderName?: string;
  account?: string;
  liabilityTypeId?: number;
  mortgageTypeId?: number;
  creditLimit?: number;
  monthlyPaymentAmount?: number;
  unpaidBalanceAmount?: number;
  applicationIds?: number[];
}

/** The body before the api client's cleanBody (null = not sent). */
export type LenderPayload = BeforeCleaning<UpdateLenderLiabilityBody>;


export const hasCreditLimit = (liabilityTypeId: number | null | undefined): boolean =>
  typeof liabilityTypeId === 'number' && CREDIT_LIMIT_LOAN_TYPES.includes(liabilityTypeId);

function toFormData(ctx: ScreenContext): LenderFormData {
  const property = lenderProperty(ctx);
  const lender = routeLender(ctx, property);
  // A new lender starts with the property's borrowers.
  if (!lender) return { applicationIds: initialBorrowers(ctx, property.applicationIds) };
  const form: LenderFormData = { applicationIds: initialBorrowers(ctx, lender.applicationIds) };
  if (lender.holderName !== null) form.holderName = lender.holderName;
  if (lender.account !== null) form.account = lender.account;
  if (lender.liabilityTypeId !== null) form.liabilityTypeId = lender.liabilityTypeId;
  if (lender.mortgageTypeId !== null) form.mortgageTypeId = lender.mortgageTypeId;
  if (lender.creditLimit !== null && hasCreditLimit(lender.liabilityTypeId)) form.creditLimit = lender.creditLimit;
  if (lender.monthlyPaymentAmount !== null) form.monthlyPaymentAmount = lender.monthlyPaymentAmount;
  if (lender.unpaidBalanceAmount !== null) form.unpaidBalanceAmount = lender.unpaidBalanceAmount;
  return form;
}

/** The lender of the route's property: new on add-lender, the `:lenderId` one on edit-lender. */
function toPayload(form: LenderFormData, ctx: ScreenContext): LenderPayload {
  const property = lenderProperty(ctx);
  const lender = routeLender(ctx, property);
  return {
    liabilityId: lender?.liabilityId ?? null,
    holderName: form.holderName ?? null,
    account: form.account ?? null,
    // The screen's schema offers only the body's choices; a saved record may hold others, which the server refuses.
    liabilityTypeId: (form.liabilityTypeId as UpdateLenderLiabilityBody['liabilityTypeId']) ?? null,
    mortgageTypeId: (form.mortgageTypeId as UpdateLenderLiabilityBody['mortgageTypeId']) ?? null,
    monthlyPaymentAmount: form.monthlyPaymentAmount ?? null,
    unpaidBalanceAmount: form.unpaidBalanceAmount ?? null,
    creditLimit: hasCreditLimit(form.liabilityTypeId) ? (form.creditLimit ?? null) : null,
    applicationIds: borrowersToSend(ctx, form.applicationIds),
    realEstateOwnedId: property.realEstateOwnedId,
    activeInd: true,
  };
}

/** The borrower picker; a subject property's lenders are read-only (the whole form disabled). */
function toUiSchema(ctx: ScreenContext): UiSchema {
  const ui: UiSchema = { applicationIds: borrowerPickerUi(ctx) };
  if (lenderProperty(ctx).subjectPropertyInd === true) ui['ui:disabled'] = true;
  return ui;
}

/** A loan type without a credit limit drops the one entered. */
function onChange(next: LenderFormData): LenderFormData {
  if (next.creditLimit === undefined || hasCreditLimit(next.liabilityTypeId)) return next;
  const { creditLimit: _dropped, ...rest } = next;
  return rest;
}

/** After a save the flow goes to the property's next lender (edit-lender), if any; else the flow's next. */
function afterSave(_response: unknown, _form: LenderFormData, ctx: ScreenContext): AfterSave {
  const property = lenderProperty(ctx);
  const params = { realEstateOwnedId: String(property.realEstateOwnedId) };
  const current = ctx.params.lenderId;
  if (current === undefined) return { params };
  const lenders = activeLenders(property);
  const index = lenders.findIndex((l) => String(l.liabilityId) === current);
  return onToLender(params, index < 0 ? undefined : lenders[index + 1]);
}

export const lenderMapper: ContextMapper<LenderFormData> = {
  toFormData,
  toPayload,
  toUiSchema,
  onChange,
  isEdit: (ctx) => ctx.params.lenderId !== undefined,
  afterSave,
};
