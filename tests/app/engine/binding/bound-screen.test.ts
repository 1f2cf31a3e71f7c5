import { describe, expect, it } from 'vitest';
import { boundScreenOf } from '../../../../src/app/engine/binding/bound-screen';
import type { ScreenContext } from '../../../../src/app/engine';
import { conditionKey } from '../../../../src/shared/condition/holds';
import type { ScreenModule } from '../../../../src/app/generated/screens';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf, screenModuleOf } from '../helpers/bound-of';

const ctx: ScreenContext = { profile: profileFixture(), params: {}, lookups: {} };
const sent = (screenId: string, data: Record<string, unknown>) =>
  cleanBody(boundOf(screenId).body(data, ctx, { complete: true })) as Record<string, unknown>;

describe('what a screen sends', () => {
  it('leaves out an answer whose question its schema no longer reveals, without a clear rule (Other Suffix after the suffix changed)', () => {
    const personal = screenModuleOf('info/personal');
    const binding = personal.binding;
    if (!binding) throw new Error('info/personal has no binding');
    // The schema alone says Other Suffix belongs to the suffix Other: no rule of the binding is needed for it.
    const rules = (binding.rules ?? []).filter((rule) => !JSON.stringify(rule).includes('otherSuffix'));
    const withoutClear: ScreenModule = { ...personal, binding: { ...binding, rules } };
    const bound = boundScreenOf(withoutClear, { save: 'UpdateBorrowerData' });
    const typed = { firstName: 'Jane', lastName: 'Doe', suffixName: 'Jr', otherSuffix: 'the Elder', dateOfBirth: '05/14/1980',
      citizenshipStatus: 'USCitizen', creditTypeId: 1, maritalStatus: 'Married', alternateNameInd: false, dependentsInd: false };
    const body = (data: Record<string, unknown>) => JSON.stringify(bound.body(data, ctx, { complete: true }));
    expect(body(typed)).not.toContain('the Elder');
    expect(body({ ...typed, suffixName: 'Other' })).toContain('the Elder');
    expect(sent('info/personal', typed)).not.toHaveProperty('otherSuffix');
  });

  it('leaves out a field a rule hides, and names it hidden (Work Phone while a Cell Phone is given)', () => {
    const contact = screenModuleOf('info/contact');
    const binding = contact.binding;
    if (!binding) throw new Error('info/contact has no binding');
    const withRule: ScreenModule = {
      ...contact,
      binding: { ...binding, rules: [{ effect: 'hide', fields: ['workPhoneNumber', 'workPhoneExtn'], when: { required: ['cellPhoneNumber'] } }] },
      conditions: { [conditionKey({ required: ['cellPhoneNumber'] })]: (document) => typeof (document as Record<string, unknown>).cellPhoneNumber === 'string' },
    };
    const bound = boundScreenOf(withRule, { save: 'UpdateBorrowerContact' });
    const typed = { cellPhoneNumber: '3125550456', workPhoneNumber: '8475550789', workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' };
    expect(bound.hiddenFields(ctx, typed)).toEqual(['workPhoneNumber', 'workPhoneExtn']);
    expect(cleanBody(bound.body(typed, ctx, { complete: true }))).toEqual({
      applicationId: 7001, borrowerId: 5001, cellPhoneNumber: '3125550456', emailAddress: 'jane.doe@example.com',
    });
    const { cellPhoneNumber: _cell, ...withoutCell } = typed;
    expect(bound.hiddenFields(ctx, withoutCell)).toEqual([]);
    expect(cleanBody(bound.body(withoutCell, ctx, { complete: true }))).toMatchObject({ workPhoneNumber: '8475550789', workPhoneExtn: '12' });
  });

  it('gives the same bound object for the same screen (the flow screen memoises on it)', () => {
    const personal = screenModuleOf('info/personal');
    expect(boundScreenOf(personal, {})).toBe(boundScreenOf(personal, {}));
    const property = screenModuleOf('loan-and-property/property');
    expect(boundScreenOf(property, {})).toBe(boundScreenOf(property, {}));
  });
});
