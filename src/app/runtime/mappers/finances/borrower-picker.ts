import type { UiSchema } from '@rjsf/utils';
import type { LoanBorrower } from '../../../../shared/api';
import type { ScreenContext } from '../types';

/** More than one borrower on the loan: the borrower picker is shown (else the borrower's own application is used). */
export const hasPicker = (ctx: ScreenContext): boolean => ctx.profile.loanBorrowers.length > 1;

export const borrowerName = (b: LoanBorrower): string =>
  [b.firstName, b.lastName].filter((n) => n && n.trim() !== '').join(' ') || `Borrower ${b.borrowerId}`;

/** "Jane Doe, John Smith": the names of the given applications, in the loan's borrower order. */
export function borrowerNames(ctx: ScreenContext, applicationIds: number[]): string {
  return ctx.profile.loanBorrowers.filter((b) => applicationIds.includes(b.applicationId)).map(borrowerName).join(', ');
}

/** The picker's choices (every borrower on the loan, the user first), or the picker hidden for a single borrower. */
export function borrowerPickerUi(ctx: ScreenContext): UiSchema {
  if (!hasPicker(ctx)) return { 'ui:widget': 'hidden' };
  const choices = ctx.profile.loanBorrowers.map((b) => ({ label: borrowerName(b), value: b.applicationId }));
  return { 'ui:options': { choices } };
}

/** The form's selection: the borrowers on file (only those on the loan), else the user's own application. */
export function initialBorrowers(ctx: ScreenContext, onFile: number[] | undefined): number[] {
  if (!hasPicker(ctx)) return [ctx.profile.applicationId];
  const onLoan = (onFile ?? []).filter((id) => ctx.profile.loanBorrowers.some((b) => b.applicationId === id));
  return onLoan.length > 0 ? onLoan : [ctx.profile.applicationId];
}

/** The applicationIds to save: the picked ones, or the borrower's own application when there is no picker. */
export function borrowersToSend(ctx: ScreenContext, picked: number[] | undefined): number[] {
  if (!hasPicker(ctx)) return [ctx.profile.applicationId];
  return [...new Set(picked ?? [])];
}
