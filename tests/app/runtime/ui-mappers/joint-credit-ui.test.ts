import { describe, expect, it } from 'vitest';
import { jointCreditUi } from '../../../../src/app/runtime/ui-mappers/joint-credit-ui';
import { uiSchema } from '../../../../src/app/generated/screens/info/personal';

describe('jointCreditUi', () => {
  it('offers the active potential joint borrowers by name', () => {
    const ui = jointCreditUi(
      [
        { borrowerId: 5002, firstName: 'Pat', lastName: 'Doe', activeInd: true },
        { borrowerId: 5003, firstName: 'Old', lastName: 'Gone', activeInd: false },
      ],
      uiSchema,
    );
    expect(ui).toEqual({ jointCreditBorrowerId: { 'ui:options': { choices: [{ label: 'Pat Doe', value: 5002 }] } } });
  });
  it('disables joint credit with the unavailable help when none is on file', () => {
    expect(jointCreditUi([], uiSchema)).toEqual({
      creditTypeId: {
        'ui:enumDisabled': [2],
        'ui:help': 'A joint borrower must be on file to apply for joint credit.',
      },
    });
    expect(jointCreditUi(null, {})).toEqual({ creditTypeId: { 'ui:enumDisabled': [2] } });
  });
});
