import type { UiSchema } from '@rjsf/utils';
import type { PropertyInfo } from '../../../../shared/api';
import type { PropertyInput, UpdateBorrowerPropertyBody } from '../../../../shared/api/generated/types';
import { DEFAULT_PROPERTY_STATUS } from '../../../../shared/api/properties';
import { addressFieldsPayload, fieldsOf, type AddressFields } from '../address/address-form';
import { compact } from '../compact';
import type { AfterSave, ContextMapper, ScreenContext } from '../types';
import { borrowerPickerUi, borrowersToSend, initialBorrowers } from './borrower-picker';
import { activeLenders, onToLender, routeProperty } from './property-records';

/** Form data of `loan-and-property/property` "Tell Us About This Property" (absent = unanswered). */
export interface PropertyFormData {
  [key: string]: unknown;
  address?: AddressFields;
  applicationIds?: number[];
  propertyValue?: number;
  occupancyTypeId?: number;
  propertyStatusTypeId?: number;
  monthlyRentGross?: number;
  monthlyExpense?: number;
  /** Gross minus expense, read-only. */
  monthlyRentNet?: number;
  monthlyHazardInsurance?: number;
  monthlyTaxes?: number;
  monthlyAssociationDues?: number;
  existingLoanInd?: boolean;
}


/** Net monthly rent = gross - expense (none without a gross rent), to the cent. */
export function netRent(gross: number | undefined, expense: number | undefined): number | undefined {
  if (typeof gross !== 'number') return undefined;
  return Math.round((gross - (typeof expense === 'number' ? expense : 0)) * 100) / 100;
}

function withNetRent(form: PropertyFormData): PropertyFormData {
  const { monthlyRentNet: _old, ...rest } = form;
  const net = netRent(form.monthlyRentGross, form.monthlyExpense);
  return net === undefined ? rest : { ...rest, monthlyRentNet: net };
}

function toFormData(ctx: ScreenContext): PropertyFormData {
  const p = routeProperty(ctx);
  if (!p) {
    return { address: { country: 'US' }, applicationIds: initialBorrowers(ctx, undefined), propertyStatusTypeId: DEFAULT_PROPERTY_STATUS };
  }
  return withNetRent(
    compact({
      address: fieldsOf({ ...p.address, activeInd: true }),
      applicationIds: initialBorrowers(ctx, p.applicationIds),
      propertyValue: p.propertyValue,
      occupancyTypeId: p.occupancyTypeId,
      propertyStatusTypeId: p.propertyStatusTypeId ?? DEFAULT_PROPERTY_STATUS,
      monthlyRentGross: p.monthlyRentGross,
      monthlyExpense: p.monthlyExpense,
      monthlyHazardInsurance: p.monthlyHazardInsurance,
      monthlyTaxes: p.monthlyTaxes,
      monthlyAssociationDues: p.monthlyAssociationDues,
      existingLoanInd: p.existingLoanInd,
    } as PropertyFormData),
  );
}


/** One item: a new property on add, the `:realEstateOwnedId` one on edit (net rent is the server's to compute). */
function toPayload(form: PropertyFormData, ctx: ScreenContext): UpdateBorrowerPropertyBody {
  const p = routeProperty(ctx);
  const item: PropertyInput = compact({
    realEstateOwnedId: p?.realEstateOwnedId,
    address: addressFieldsPayload(form.address, p?.address.addressId) as PropertyInput['address'],
    applicationIds: borrowersToSend(ctx, form.applicationIds),
    propertyValue: form.propertyValue,
    // The screen's schema offers only the body's choices; a saved record may hold others, which the server refuses.
    occupancyTypeId: form.occupancyTypeId as PropertyInput['occupancyTypeId'],
    propertyStatusTypeId: (form.propertyStatusTypeId as PropertyInput['propertyStatusTypeId']) ?? DEFAULT_PROPERTY_STATUS,
    monthlyRentGross: form.monthlyRentGross,
    monthlyExpense: form.monthlyExpense,
    monthlyHazardInsurance: form.monthlyHazardInsurance,
    monthlyTaxes: form.monthlyTaxes,
    monthlyAssociationDues: form.monthlyAssociationDues,
    existingLoanInd: form.existingLoanInd,
    activeInd: true,
  });
  return { offerId: ctx.profile.offerId, realEstateOwneds: [item] };
}

interface HeldForIncome {
  occupancyTypeIds: number[];
  oneOf: UiSchema[];
}

/**
 * The borrower picker (choices, or hidden for a single borrower) and, for occupancy types 1 and 4, the status
 * option Rental relabelled "Rental Held for Income" (the labels live in the .ui.json's `heldForIncome`).
 */
function toUiSchema(ctx: ScreenContext, uiSchema: UiSchema, form: PropertyFormData | undefined): UiSchema {
  const ui: UiSchema = { applicationIds: borrowerPickerUi(ctx) };
  const options = (uiSchema.propertyStatusTypeId as UiSchema | undefined)?.['ui:options'] as
    | { heldForIncome?: HeldForIncome }
    | undefined;
  const held = options?.heldForIncome;
  const occupancy = form?.occupancyTypeId;
  if (held && typeof occupancy === 'number' && held.occupancyTypeIds.includes(occupancy)) {
    ui.propertyStatusTypeId = { oneOf: held.oneOf };
  }
  return ui;
}

const savedProperty = (response: unknown): PropertyInfo | undefined =>
  Array.isArray(response) ? (response[0] as PropertyInfo | undefined) : undefined;

/**
 * The saved property's id replaces `:realEstateOwnedId`. With an existing loan whose lenders are on file the flow
 * goes to edit-lender for the first of them (else the flow's next: add-lender, or the list when there is no loan).
 * A subject property's lenders are read-only: back to the list.
 */
function afterSave(response: unknown, form: PropertyFormData, ctx: ScreenContext): AfterSave | void {
  const saved = savedProperty(response);
  const edited = routeProperty(ctx);
  const id = saved?.realEstateOwnedId ?? edited?.realEstateOwnedId;
  if (id === undefined) return;
  const params = { ...ctx.params, realEstateOwnedId: String(id) };
  if (saved?.subjectPropertyInd === true || edited?.subjectPropertyInd === true) return { params, to: 'properties-list' };
  if (form.existingLoanInd !== true) return { params };
  const source = saved ?? edited;
  return onToLender(params, source ? activeLenders(source)[0] : undefined);
}

export const propertyMapper: ContextMapper<PropertyFormData> = {
  toFormData,
  toPayload,
  toUiSchema,
  onChange: (next) => withNetRent(next),
  isEdit: (ctx) => ctx.params.realEstateOwnedId !== undefined,
  afterSave,
};
