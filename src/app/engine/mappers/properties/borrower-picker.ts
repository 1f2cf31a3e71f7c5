import type { UiSchema } from '@rjsf/utils';
import type { ScreenContext } from '../types';

/** More than one borrower on the loan: the "Borrowers" picker is shown (else the borrower's own application is sent). */
export const hasPicker = (ctx: ScreenContext): boolean => ctx.profile.loanBorrowers.length > 1;

/** The picker's choices (every borrower on the loan, the user first), or the picker hidden for a single borrower. */
export function borrowerPickerUi(ctx: ScreenContext): UiSchema {
  if (!hasPicker(ctx)) return { 'ui:widget': 'hidden' };
  const choices = ctx.profile.loanBorrowers.map((b) => ({
    label: [b.firstName, b.lastName].filter((n) => n && n.trim() !== '').join(' ') || `Borrower ${b.borrowerId}`,
    value: b.applicationId,
  }));
  return { 'ui:options': { choices } };
}

/** The form's borrowers as a list of applicationIds (a copy; a single borrower's form holds their own). */
export function initialBorrowers(ctx: ScreenContext, onFile: number[] | undefined): number[] {
  if (!hasPicker(ctx)) return [ctx.profile.applicationId];
  return onFile && onFile.length > 0 ? [...onFile] : [ctx.profile.applicationId];
}

/** The applicationIds sent: the picked ones, or the borrower's own application when there is no picker. */
export function borrowersToSend(ctx: ScreenContext, picked: number[] | undefined): number[] {
  if (!hasPicker(ctx)) return [ctx.profile.applicationId];
  return [...(picked ?? [])];
}
