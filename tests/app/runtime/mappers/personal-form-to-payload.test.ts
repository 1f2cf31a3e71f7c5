import { describe, expect, it } from 'vitest';
import { personalFormToPayload } from '../../../../src/app/runtime/mappers/personal-form-to-payload';
import { profileToPersonalForm } from '../../../../src/app/runtime/mappers/profile-to-personal-form';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';

describe('personalFormToPayload', () => {
  const profile = profileFixture();
  const form = profileToPersonalForm(profile);

  it('names the application and borrower and every personal field', () => {
    const body = personalFormToPayload(form, profile);
    expect(body).toMatchObject({ applicationId: 7001, borrowerId: 5001, firstName: 'Jane', middleName: null });
    expect(cleanBody(body)).not.toHaveProperty('middleName');
  });
  it('sends jointCreditBorrowerId only for joint credit', () => {
    expect(personalFormToPayload({ ...form, creditTypeId: 1, jointCreditBorrowerId: 5002 }, profile).jointCreditBorrowerId).toBeNull();
    expect(personalFormToPayload({ ...form, creditTypeId: 2, jointCreditBorrowerId: 5002 }, profile).jointCreditBorrowerId).toBe(5002);
  });
  it('alternateNameInfo is null for no, else carries borrowerId and activeInd true', () => {
    const withAlt = { ...form, alternateNameInfo: { alternateFirstName: 'Janet', alternateLastName: 'Smith' } };
    expect(personalFormToPayload({ ...withAlt, alternateNameInd: false }, profile).alternateNameInfo).toBeNull();
    // Sent as JSON: an empty nested name is left out (cleanBody does not reach nested objects; null would be rejected).
    const sent = JSON.parse(JSON.stringify(personalFormToPayload({ ...withAlt, alternateNameInd: true }, profile)));
    expect(sent.alternateNameInfo).toEqual({
      alternateFirstName: 'Janet',
      alternateLastName: 'Smith',
      borrowerId: 5001,
      activeInd: true,
    });
  });
  it('dependentsInd no makes every saved dependent inactive and drops new ones', () => {
    const body = personalFormToPayload(
      { ...form, dependentsInd: false, dependentInfo: [...(form.dependentInfo ?? []), { dependentAge: 2, activeInd: true }] },
      profile,
    );
    expect(body.dependentInfo).toEqual([{ dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false }]);
  });
  it('dependentsInd yes sends new dependents with the borrowerId and keeps soft-removed ones', () => {
    const body = personalFormToPayload(
      {
        ...form,
        dependentInfo: [
          { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false },
          { dependentAge: 0, activeInd: true },
        ],
      },
      profile,
    );
    expect(body.dependentInfo).toEqual([
      { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false },
      { dependentAge: 0, borrowerId: 5001, activeInd: true },
    ]);
  });
  it('otherSuffix only with suffix Other', () => {
    expect(personalFormToPayload({ ...form, suffixName: 'Jr.', otherSuffix: 'Esq' }, profile).otherSuffix).toBeNull();
    expect(personalFormToPayload({ ...form, suffixName: 'Other', otherSuffix: 'Esq' }, profile).otherSuffix).toBe('Esq');
  });
  it('never sends SSN-like or unknown fields', () => {
    const body = personalFormToPayload({ ...form, ssn: '123456', socialSecurityNumber: '123-45-6789' }, profile);
    expect(Object.keys(body).some((k) => /ssn|social/i.test(k))).toBe(false);
  });
});
