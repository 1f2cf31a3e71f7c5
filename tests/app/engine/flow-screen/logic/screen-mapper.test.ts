import { describe, expect, it } from 'vitest';
import { mapperForScreen } from '../../../../../src/app/engine/flow-screen/logic/screen-mapper';
import type { ScreenContext } from '../../../../../src/app/engine';
import { conditionKey } from '../../../../../src/shared/condition/holds';
import type { ScreenModule } from '../../../../../src/app/generated/screens';
import { cleanBody } from '../../../../../src/shared/clean-body';
import { profileFixture } from '../../fixtures';
import { mapperOf, screenModuleOf } from '../../helpers/mapper-of';

const ctx: ScreenContext = { profile: profileFixture(), params: {}, lookups: {} };
const sent = (screenId: string, data: Record<string, unknown>) =>
  cleanBody(mapperOf(screenId).toPayload(data, ctx, { complete: true })) as Record<string, unknown>;

describe('what a screen sends', () => {
  it('leaves out an answer whose question its schema no longer reveals, without a clear rule (Other Suffix after the suffix changed)', () => {
    const personal = screenModuleOf('info/personal');
    const binding = personal.binding;
    if (!binding) throw new Error('info/personal has no binding');
    // The schema alone says Other Suffix belongs to the suffix Other: no rule of the binding is needed for it.
    const rules = (binding.rules ?? []).filter((rule) => !JSON.stringify(rule).includes('otherSuffix'));
    const withoutClear: ScreenModule = { ...personal, binding: { ...binding, rules } };
    const mapper = mapperForScreen(withoutClear, { save: 'UpdateBorrowerData' });
    const typed = { firstName: 'Jane', lastName: 'Doe', suffixName: 'Jr', otherSuffix: 'the Elder', dateOfBirth: '05/14/1980',
      citizenshipStatus: 'USCitizen', creditTypeId: 1, maritalStatus: 'Married', alternateNameInd: false, dependentsInd: false };
    const body = (data: Record<string, unknown>) => JSON.stringify(mapper.toPayload(data, ctx, { complete: true }));
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
    const mapper = mapperForScreen(withRule, { save: 'UpdateBorrowerContact' });
    const typed = { cellPhoneNumber: '3125550456', workPhoneNumber: '8475550789', workPhoneExtn: '12', emailAddress: 'jane.doe@example.com' };
    expect(mapper.hiddenFields?.(ctx, typed)).toEqual(['workPhoneNumber', 'workPhoneExtn']);
    expect(cleanBody(mapper.toPayload(typed, ctx, { complete: true }))).toEqual({
      applicationId: 7001, borrowerId: 5001, cellPhoneNumber: '3125550456', emailAddress: 'jane.doe@example.com',
    });
    const { cellPhoneNumber: _cell, ...withoutCell } = typed;
    expect(mapper.hiddenFields?.(ctx, withoutCell)).toEqual([]);
    expect(cleanBody(mapper.toPayload(withoutCell, ctx, { complete: true }))).toMatchObject({ workPhoneNumber: '8475550789', workPhoneExtn: '12' });
  });

  it('gives the same mapper object for the same screen (the flow screen memoises on it)', () => {
    const personal = screenModuleOf('info/personal');
    expect(mapperForScreen(personal, {})).toBe(mapperForScreen(personal, {}));
    const property = screenModuleOf('loan-and-property/property');
    expect(mapperForScreen(property, {})).toBe(mapperForScreen(property, {}));
  });
});
