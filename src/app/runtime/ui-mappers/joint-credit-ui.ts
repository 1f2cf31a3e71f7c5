import type { UiSchema } from '@rjsf/utils';
import type { PotentialJointBorrower } from '../../../shared/api';

const JOINT = 2;

function fullName(b: PotentialJointBorrower): string {
  return [b.firstName, b.lastName].filter((part) => part && part.trim()).join(' ') || `Borrower ${b.borrowerId}`;
}

/**
 * uiSchema overrides for the credit-type question: the joint-borrower options from the potential joint borrowers,
 * or, when none is on file, joint credit disabled with the screen's `unavailableHelp` text as help.
 */
export function jointCreditUi(potentialJointBorrowers: PotentialJointBorrower[] | null | undefined, uiSchema: UiSchema): UiSchema {
  const active = (potentialJointBorrowers ?? []).filter((b) => b.activeInd !== false);
  if (active.length > 0) {
    return {
      jointCreditBorrowerId: {
        'ui:options': { choices: active.map((b) => ({ label: fullName(b), value: b.borrowerId })) },
      },
    };
  }
  const creditUi = (uiSchema.creditTypeId ?? {}) as UiSchema;
  const unavailableHelp = (creditUi['ui:options'] as { unavailableHelp?: unknown } | undefined)?.unavailableHelp;
  return {
    creditTypeId: {
      'ui:enumDisabled': [JOINT],
      ...(typeof unavailableHelp === 'string' ? { 'ui:help': unavailableHelp } : {}),
    },
  };
}
