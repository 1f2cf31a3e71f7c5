import type { LiabilityAccountItem, LiabilityAccountType, UpdateOtherAssetsAndLiabilitiesBody } from '../../../../shared/api';
import type { ContextMapper, ScreenContext } from '../types';
import { compact, editedLiabilityAccount, isEdit, OTHER_ITEMS_CALL, present } from './finance-records';

/** Form data of `finances/liability` (absent = unanswered). */
export type LiabilityFormData = Omit<LiabilityAccountItem, 'liabilityAccountId' | 'activeInd'> & { [key: string]: unknown };

const FIELDS = ['companyName', 'accountNumber', 'type', 'otherType', 'monthlyPayment', 'unpaidBalance', 'paidOff'] as const;
const OTHER_ACCOUNTS: LiabilityAccountType = 'OtherAccounts';

function toFormData(ctx: ScreenContext): LiabilityFormData {
  const account = editedLiabilityAccount(ctx);
  return account ? present(account, FIELDS) : {};
}

/** One liability account: new on add, the `:id` record on edit; the other type only for Other Accounts. */
function toPayload(form: LiabilityFormData, ctx: ScreenContext): UpdateOtherAssetsAndLiabilitiesBody {
  const account = editedLiabilityAccount(ctx);
  const item: LiabilityAccountItem = compact({
    liabilityAccountId: account?.liabilityAccountId,
    companyName: form.companyName,
    accountNumber: form.accountNumber,
    type: form.type,
    otherType: form.type === OTHER_ACCOUNTS ? form.otherType : undefined,
    monthlyPayment: form.monthlyPayment,
    unpaidBalance: form.unpaidBalance,
    paidOff: form.paidOff,
    activeInd: true,
  });
  return { applicationId: ctx.profile.applicationId, liabilityAccounts: [item] };
}

/** Leaving Other Accounts clears the other account type (it is asked only for Other Accounts). */
function onChange(next: LiabilityFormData): LiabilityFormData {
  if (next.type === OTHER_ACCOUNTS || next.otherType === undefined) return next;
  const { otherType: _dropped, ...rest } = next;
  return rest;
}

export const liabilityMapper: ContextMapper<LiabilityFormData> = {
  call: OTHER_ITEMS_CALL,
  toFormData,
  toPayload,
  onChange,
  isEdit,
};
