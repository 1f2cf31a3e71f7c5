import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../../../src/shared/clean-body';
import { addressRecord, contextWith } from './fixtures/addresses';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/mailing-address');
const primary = addressRecord(11, 1);

describe('the info/mailing-address binding', () => {
  it('shows same as primary when the mailing address equals it ignoring case and whitespace', () => {
    const mailing = addressRecord(13, 3, { streetAddress: '123 MAIN  ST', city: 'springfield' });
    const form = bound.formData(contextWith([primary, mailing]));
    expect(form).toMatchObject({ isMailingSameAsCurrent: true });
    expect(bound.uiOverrides(contextWith([primary, mailing]), form)).toEqual({});
  });

  it('shows a different mailing address with its fields and offers Change To Primary Address', () => {
    const mailing = addressRecord(13, 3, { streetAddress: 'PO Box 12', unitNum: null, country: 'FR', state: null, zipCode: null });
    const ctx = contextWith([primary, mailing]);
    expect(bound.formData(ctx)).toEqual({ isMailingSameAsCurrent: false,
      addressInfo: { streetAddress: 'PO Box 12', city: 'Springfield', country: 'FR' } });
    expect(bound.uiOverrides(ctx, bound.formData(ctx))).toEqual({ isMailingSameAsCurrent: { 'ui:title': 'Change To Primary Address' } });
  });

  it('same as primary saves the primary address into the mailing record', () => {
    const mailing = addressRecord(13, 3, { streetAddress: 'PO Box 12' });
    expect(cleanBody(bound.body({ isMailingSameAsCurrent: true, addressInfo: { streetAddress: 'ignored' } }, contextWith([primary, mailing]), { complete: true }))).toEqual([{
      borrowerAddressId: 13, borrowerId: 5001, applicationId: 7001, addressTypeId: 3, activeInd: true,
      addressInfo: { addressId: 130, streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701',
        country: 'US', activeInd: true },
    }]);
  });

  it('a new different mailing address; state and ZIP removed for a country without them', () => {
    const form = { isMailingSameAsCurrent: false, addressInfo: { streetAddress: '1 Rue X', city: 'Paris', state: 'IL', zipCode: '62701', country: 'FR' } };
    expect(cleanBody(bound.body(form, contextWith([primary]), { complete: true }))).toEqual([{ borrowerId: 5001, applicationId: 7001, addressTypeId: 3, activeInd: true,
      addressInfo: { streetAddress: '1 Rue X', city: 'Paris', country: 'FR', activeInd: true } }]);
  });

  it('without a primary address the same-as-primary choice is hidden; a new address starts in the US', () => {
    expect(bound.formData(contextWith([]))).toEqual({ addressInfo: { country: 'US' } });
    expect(bound.uiOverrides(contextWith([]), {})).toEqual({ isMailingSameAsCurrent: { 'ui:widget': 'hidden' } });
  });
});
