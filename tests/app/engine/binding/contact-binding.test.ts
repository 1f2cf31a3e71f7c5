import { describe, expect, it } from 'vitest';
import * as contactScreen from '../../../../src/app/generated/screens/info/contact';
import { bindScreen } from '../../../../src/app/engine/binding/bound-screen';
import type { ScreenContext } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';

const binding = contactScreen.binding;
if (!binding) throw new Error('info/contact has no binding');
const bound = bindScreen({ ...contactScreen, binding });

function ctx(contactInfo: ScreenContext['profile']['contactInfo']): ScreenContext {
  return { profile: { ...profileFixture(), contactInfo }, params: {}, lookups: {} };
}

describe('the info/contact binding', () => {
  it('is not an edit screen and needs no lookups', () => {
    expect(bound.isEdit(ctx(null))).toBe(false);
    expect(bound.lookups ?? []).toEqual([]);
  });

  it('reads the contact on file, leaving blank values unanswered', () => {
    const form = bound.formData(ctx({ homePhoneNumber: null, cellPhoneNumber: '2175555001', workPhoneNumber: ' ',
      workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' }));
    expect(form).toEqual({ cellPhoneNumber: '2175555001', workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' });
  });

  it('starts empty when no contact is on file', () => {
    expect(bound.formData(ctx(null))).toEqual({});
  });

  it('builds the body with the profile ids, the extension as text, trimmed, blank values not sent', () => {
    const body = bound.body({ homePhoneNumber: '2175550123', workPhoneExtn: '0042', workPhoneNumber: '',
      emailAddress: ' jane.doe@example.com ' }, ctx(null), { complete: true });
    expect(cleanBody(body)).toEqual({ applicationId: 7001, borrowerId: 5001, homePhoneNumber: '2175550123',
      workPhoneExtn: '0042', emailAddress: 'jane.doe@example.com' });
  });

  it('round-trips the contact on file', () => {
    const onFile = { homePhoneNumber: '2175550123', cellPhoneNumber: '3125550456', workPhoneNumber: '8475550789',
      workPhoneExtn: '7', emailAddress: 'a@b.co' };
    const c = ctx(onFile);
    expect(bound.body(bound.formData(c), c, { complete: true })).toEqual({ applicationId: 7001, borrowerId: 5001, ...onFile });
  });
});
