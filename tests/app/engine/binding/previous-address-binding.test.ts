import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { addressRecord, contextWith } from './fixtures/addresses';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('info/previous-address');
const records = [addressRecord(11, 1), addressRecord(12, 2, { streetAddress: '9 Elm St' }, { years: 0, months: 6, housingTypeId: 2, rentAmount: 800 }),
  addressRecord(13, 2, {}, { activeInd: false })];

describe('the info/previous-address binding (add-previous-address, edit-previous-address/:id)', () => {
  it('adds: empty form, not an edit, a new Prior record', () => {
    const ctx = contextWith(records);
    expect(bound.formData(ctx)).toEqual({ addressInfo: { country: 'US' } });
    expect(bound.isEdit(ctx)).toBe(false);
    const form = { addressInfo: { streetAddress: '1 Oak Ave', city: 'Austin', state: 'TX', zipCode: '73301', country: 'US' }, years: 2, months: 0,
      housingTypeId: 3 as const };
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual([{ borrowerId: 5001, applicationId: 7001, addressTypeId: 2, years: 2, months: 0,
      housingTypeId: 3, activeInd: true, addressInfo: { ...form.addressInfo, activeInd: true } }]);
  });

  it('edits the active Prior record named by :id', () => {
    const ctx = contextWith(records, { id: '12' });
    expect(bound.isEdit(ctx)).toBe(true);
    const form = bound.formData(ctx);
    expect(form).toMatchObject({ years: 0, months: 6, housingTypeId: 2, rentAmount: 800, addressInfo: { streetAddress: '9 Elm St' } });
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual([expect.objectContaining({ borrowerAddressId: 12, addressTypeId: 2, rentAmount: 800,
      addressInfo: expect.objectContaining({ addressId: 120, activeInd: true }) })]);
  });

  it('an unknown, inactive or non-Prior id is RecordNotFoundError', () => {
    for (const id of ['99', '13', '11']) {
      expect(() => bound.formData(contextWith(records, { id }))).toThrow(RecordNotFoundError);
    }
  });
});
