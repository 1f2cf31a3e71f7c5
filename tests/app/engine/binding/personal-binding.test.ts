import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/personal');
const complete = { complete: true };
const ctxOf = (profile = profileFixture()): ScreenContext => ({ profile, params: {}, lookups: {} });
const sent = (form: Record<string, unknown>, ctx = ctxOf()) => cleanBody(bound.body(form, ctx, complete)) as Record<string, unknown>;

describe('the info/personal binding: reading', () => {
  it('keeps only active dependents, drops nulls and reads the credit type from the profile', () => {
    const form = bound.formData(ctxOf());
    expect(form.dependentInfo).toEqual([{ dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: true }]);
    expect('middleName' in form).toBe(false);
    expect(form).toMatchObject({ firstName: 'Jane', lastName: 'Doe', creditTypeId: 1, dependentsInd: true });
  });

  it('reads the alternate name when on file, and otherSuffix only for suffix Other', () => {
    const alternateNameInfo = { alternateFirstName: 'Janet', alternateMiddleName: null, alternateLastName: 'Smith', borrowerId: 5001, activeInd: true };
    expect(bound.formData(ctxOf(profileFixture({ alternateNameInd: true, alternateNameInfo }))).alternateNameInfo)
      .toEqual({ alternateFirstName: 'Janet', alternateLastName: 'Smith', borrowerId: 5001, activeInd: true });
    expect(bound.formData(ctxOf(profileFixture({ suffixName: 'Jr.', otherSuffix: 'Esq' }))).otherSuffix).toBeUndefined();
    expect(bound.formData(ctxOf(profileFixture({ suffixName: 'Other', otherSuffix: 'Esq' }))).otherSuffix).toBe('Esq');
  });
});

describe('the info/personal binding: saving', () => {
  const form = bound.formData(ctxOf());

  it('names the application and borrower; blank fields are not sent', () => {
    expect(sent(form)).toMatchObject({ applicationId: 7001, borrowerId: 5001, firstName: 'Jane' });
    expect(sent({ ...form, middleName: '  ' })).not.toHaveProperty('middleName');
  });

  it('sends jointCreditBorrowerId only for joint credit', () => {
    expect(sent({ ...form, creditTypeId: 1, jointCreditBorrowerId: 5002 })).not.toHaveProperty('jointCreditBorrowerId');
    expect(sent({ ...form, creditTypeId: 2, jointCreditBorrowerId: 5002 })).toMatchObject({ jointCreditBorrowerId: 5002 });
  });

  it('alternateNameInfo only for yes, with the borrowerId and activeInd true; empty names left out', () => {
    const withAlt = { ...form, alternateNameInfo: { alternateFirstName: 'Janet', alternateMiddleName: '', alternateLastName: 'Smith' } };
    expect(sent({ ...withAlt, alternateNameInd: false })).not.toHaveProperty('alternateNameInfo');
    expect(sent({ ...withAlt, alternateNameInd: true }).alternateNameInfo).toEqual({
      alternateFirstName: 'Janet', alternateLastName: 'Smith', borrowerId: 5001, activeInd: true,
    });
  });

  it('dependents no sends no list (the server removes every dependent)', () => {
    expect(sent({ ...form, dependentsInd: false, dependentInfo: [{ dependentAge: 2, activeInd: true }] })).not.toHaveProperty('dependentInfo');
  });

  it('dependents yes sends the list with the borrowerId, soft-removed ones inactive', () => {
    const body = sent({ ...form, dependentInfo: [
      { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false }, { dependentAge: 0, activeInd: true }] });
    expect(body.dependentInfo).toEqual([
      { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false },
      { dependentAge: 0, borrowerId: 5001, activeInd: true },
    ]);
  });

  it('never sends fields the screen does not have (an SSN typed into the form data)', () => {
    const body = sent({ ...form, ssn: '123456', socialSecurityNumber: '123-45-6789' });
    expect(Object.keys(body).some((key) => /ssn|social/i.test(key))).toBe(false);
  });
});

describe('the info/personal binding: joint credit', () => {
  it('offers the potential joint borrowers, or disables Joint with its message when none is on file', () => {
    const joint = ctxOf({ ...profileFixture(), potentialJointBorrowers: [{ borrowerId: 5002, firstName: 'Pat', lastName: 'Doe', activeInd: true }] });
    expect(bound.uiOverrides(joint, {})).toEqual({ jointCreditBorrowerId: { 'ui:options': { choices: [{ label: 'Pat Doe', value: 5002 }] } } });
    expect(bound.uiOverrides(ctxOf(), {})).toMatchObject({
      creditTypeId: { 'ui:enumDisabled': [2], 'ui:help': 'A joint borrower must be on file to apply for joint credit.' },
    });
  });
});
