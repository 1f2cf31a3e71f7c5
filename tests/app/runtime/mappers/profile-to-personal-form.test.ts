import { describe, expect, it } from 'vitest';
import { profileToPersonalForm } from '../../../../src/app/runtime/mappers/profile-to-personal-form';
import { profileFixture } from '../fixtures';

describe('profileToPersonalForm', () => {
  it('keeps only active dependents and drops nulls', () => {
    const form = profileToPersonalForm(profileFixture());
    expect(form.dependentInfo).toEqual([{ dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: true }]);
    expect('middleName' in form).toBe(false);
    expect(form).toMatchObject({ firstName: 'Jane', lastName: 'Doe', creditTypeId: 1, dependentsInd: true });
  });
  it('maps the alternate name fields when on file', () => {
    const form = profileToPersonalForm(
      profileFixture({
        alternateNameInd: true,
        alternateNameInfo: {
          alternateFirstName: 'Janet',
          alternateMiddleName: null,
          alternateLastName: 'Smith',
          borrowerId: 5001,
          activeInd: true,
        },
      }),
    );
    expect(form.alternateNameInfo).toEqual({
      alternateFirstName: 'Janet',
      alternateMiddleName: undefined,
      alternateLastName: 'Smith',
      borrowerId: 5001,
      activeInd: true,
    });
  });
  it('keeps otherSuffix only for suffix Other', () => {
    expect(profileToPersonalForm(profileFixture({ suffixName: 'Jr.', otherSuffix: 'Esq' })).otherSuffix).toBeUndefined();
    expect(profileToPersonalForm(profileFixture({ suffixName: 'Other', otherSuffix: 'Esq' })).otherSuffix).toBe('Esq');
  });
});
