import { describe, expect, it } from 'vitest';
import { contactMappers } from '../../../../../src/app/runtime/mappers/contact';
import type { ScreenContext } from '../../../../../src/app/runtime/mappers/types';
import { cleanBody } from '../../../../../src/shared/clean-body';
import { profileFixture } from '../../fixtures';

const mapper = contactMappers['info/contact'];
if (!mapper) throw new Error('no info/contact mapper');

function ctx(contactInfo: ScreenContext['profile']['contactInfo']): ScreenContext {
  return { profile: { ...profileFixture(), contactInfo }, params: {}, lookups: {} };
}

describe("contactMappers['info/contact']", () => {
  it('saves through UpdateBorrowerContact and is not an edit screen', () => {
    expect(mapper.call).toBe('UpdateBorrowerContact');
    expect(mapper.isEdit).toBeUndefined();
    expect(mapper.lookups ?? []).toEqual([]);
  });

  it('reads the contact on file, leaving blank values unanswered', () => {
    const form = mapper.toFormData(ctx({ homePhoneNumber: null, cellPhoneNumber: '2175555001', workPhoneNumber: ' ',
      workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' }));
    expect(form).toEqual({ cellPhoneNumber: '2175555001', workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' });
  });

  it('starts empty when no contact is on file', () => {
    expect(mapper.toFormData(ctx(null))).toEqual({});
  });

  it('builds the body with the profile ids, the extension as text, and null for what is not sent', () => {
    const c = ctx(null);
    const body = mapper.toPayload({ homePhoneNumber: '2175550123', workPhoneExtn: '0042', workPhoneNumber: '',
      emailAddress: ' jane.doe@example.com ' }, c, { complete: true });
    expect(body).toEqual({ applicationId: 7001, borrowerId: 5001, homePhoneNumber: '2175550123', cellPhoneNumber: null,
      workPhoneNumber: null, workPhoneExtn: '0042', emailAddress: 'jane.doe@example.com' });
    expect(cleanBody(body)).toEqual({ applicationId: 7001, borrowerId: 5001, homePhoneNumber: '2175550123',
      workPhoneExtn: '0042', emailAddress: 'jane.doe@example.com' });
  });

  it('round-trips the contact on file', () => {
    const onFile = { homePhoneNumber: '2175550123', cellPhoneNumber: '3125550456', workPhoneNumber: '8475550789',
      workPhoneExtn: '7', emailAddress: 'a@b.co' };
    const c = ctx(onFile);
    expect(mapper.toPayload(mapper.toFormData(c), c, { complete: true })).toEqual({ applicationId: 7001, borrowerId: 5001, ...onFile });
  });
});
