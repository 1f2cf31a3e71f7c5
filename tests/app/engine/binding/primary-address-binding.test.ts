import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../../../src/shared/clean-body';
import { addressRecord, contextWith } from './fixtures/addresses';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/primary-address');
const current = addressRecord(11, 1);
const ctx = contextWith([current, addressRecord(12, 2), addressRecord(13, 1, {}, { activeInd: false })]);

describe('the info/primary-address binding', () => {
  it('reads the active Current address into nested addressInfo without empty fields', () => {
    expect(bound.formData(ctx)).toEqual({
      addressInfo: { streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
      years: 6, months: 3, housingTypeId: 1,
    });
    expect(bound.formData(contextWith([]))).toEqual({ addressInfo: { country: 'US' } });
  });

  it('keeps rentAmount only when renting; leaves state and ZIP out of a non-US address', () => {
    const renting = addressRecord(11, 1, { country: 'CA', state: 'ON', zipCode: 'M5V', unitNum: null }, { housingTypeId: 2, rentAmount: 950 });
    expect(bound.formData(contextWith([renting]))).toEqual({
      addressInfo: { streetAddress: '123 Main St', city: 'Springfield', country: 'CA' }, years: 6, months: 3, housingTypeId: 2, rentAmount: 950,
    });
  });

  it('updates the Current record; state and ZIP removed when the country does not need them; rent only when 2', () => {
    const form = { addressInfo: { streetAddress: '1 Yonge St', unitNum: '', city: 'Toronto', state: 'IL', zipCode: '62701', country: 'CA' },
      years: 1, housingTypeId: 1 as const, rentAmount: 50 };
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual([{
      borrowerAddressId: 11, borrowerId: 5001, applicationId: 7001, addressTypeId: 1,
      addressInfo: { addressId: 110, streetAddress: '1 Yonge St', city: 'Toronto', country: 'CA', activeInd: true },
      years: 1, housingTypeId: 1, activeInd: true,
    }]);
  });

  it('adds a new Current address when none is on file', () => {
    const form = { addressInfo: { streetAddress: '9 Elm St', city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US' },
      housingTypeId: 2 as const, rentAmount: 900 };
    expect(cleanBody(bound.body(form, contextWith([]), { complete: true }))).toEqual([{
      borrowerId: 5001, applicationId: 7001, addressTypeId: 1, housingTypeId: 2, rentAmount: 900, activeInd: true,
      addressInfo: { streetAddress: '9 Elm St', city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US', activeInd: true },
    }]);
  });

  it('No Longer My Primary Address: the current record is saved as a Prior one', () => {
    const form = { ...bound.formData(ctx), noLongerPrimary: true };
    const [item] = cleanBody(bound.body(form, ctx, { complete: true })) as { addressTypeId: number; borrowerAddressId: number }[];
    expect(item).toMatchObject({ borrowerAddressId: 11, addressTypeId: 2, years: 6, months: 3 });
    expect(item).not.toHaveProperty('noLongerPrimary');
  });

  it('hides the No Longer My Primary Address choice when no Current address is on file', () => {
    expect(bound.uiOverrides(ctx, {})).toEqual({});
    expect(bound.uiOverrides(contextWith([]), {})).toEqual({ noLongerPrimary: { 'ui:widget': 'hidden' } });
  });
});
