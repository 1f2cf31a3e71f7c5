import type { UiSchema } from '@rjsf/utils';
import type { UpdateOtherAssetsAndLiabilitiesBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { borrowerPickerUi, borrowersToSend, initialBorrowers } from './borrower-picker';
import { compact, editedOtherLiability, isEdit, present } from './finance-records';

/** Form data of `finances/other-liability` (absent = unanswered); selectedBorrowers are applicationIds. */
export interface OtherLiabilityFormData {
  [key: string]: unknown;
  holderName?: string;
  liabilityTypeId?: number;
  selectedBorrowers?: number[];
  creditLimit?: number;
  monthlyPaymentAmount?: number;
  unpaidBalanceAmount?: number;
}

const FIELDS = ['holderName', 'liabilityTypeId', 'creditLimit', 'monthlyPaymentAmount', 'unpaidBalanceAmount'] as const;

function toFormData(ctx: ScreenContext): OtherLiabilityFormData {
  const liability = editedOtherLiability(ctx);
  return {
    ...(liability ? present(liability, FIELDS) : {}),
    selectedBorrowers: initialBorrowers(ctx, liability?.applicationIds),
  };
}

/** One other liability owed by the selected borrowers (sent as applicationIds). */
function toPayload(form: OtherLiabilityFormData, ctx: ScreenContext): UpdateOtherAssetsAndLiabilitiesBody {
  const liability = editedOtherLiability(ctx);
  return {
    applicationId: ctx.profile.applicationId,
    otherLiabilities: [
      compact({
        otherLiabilityId: liability?.otherLiabilityId,
        holderName: form.holderName,
        liabilityTypeId: form.liabilityTypeId,
        creditLimit: form.creditLimit,
        monthlyPaymentAmount: form.monthlyPaymentAmount,
        unpaidBalanceAmount: form.unpaidBalanceAmount,
        applicationIds: borrowersToSend(ctx, form.selectedBorrowers),
        activeInd: true,
      }),
    ],
  };
}

/** The "Borrowers" picker: every borrower on the loan, hidden for a single borrower. */
function toUiSchema(ctx: ScreenContext, _uiSchema: UiSchema): UiSchema {
  return { selectedBorrowers: borrowerPickerUi(ctx) };
}

export const otherLiabilityMapper: ContextMapper<OtherLiabilityFormData> = {
  toFormData,
  toPayload,
  toUiSchema,
  isEdit,
};
