import { describe, expect, it } from 'vitest';
import * as preferredLanguageScreen from '../../../../src/app/generated/screens/info/preferred-language';
import { bindingMapper } from '../../../../src/app/engine/binding/binding-mapper';
import type { ScreenContext } from '../../../../src/app/engine/types';
import type { LanguagePreferenceInfo } from '../../../../src/shared/api/borrower-data';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';

const binding = preferredLanguageScreen.binding;
if (!binding) throw new Error('info/preferred-language has no binding');
const mapper = bindingMapper({ ...preferredLanguageScreen, binding });

function ctx(languagePreferenceInfo: LanguagePreferenceInfo | null): ScreenContext {
  return { profile: { ...profileFixture(), languagePreferenceInfo }, params: {}, lookups: {} };
}
const onFile = (languageCode: LanguagePreferenceInfo['languageCode'], languageCodeOtherDescription: string | null = null,
  languageRefusalInd = false): LanguagePreferenceInfo => ({ languageCode, languageCodeOtherDescription, languageRefusalInd });

describe('the info/preferred-language binding', () => {
  it('starts with nothing chosen when the borrower never answered, or answered with nothing chosen', () => {
    expect(mapper.toFormData(ctx(null))).toEqual({});
    expect(mapper.toFormData(ctx(onFile(null)))).toEqual({});
  });

  it("reads the stored code as the choice, Other with its text, and a refusal as I do not wish to respond", () => {
    expect(mapper.toFormData(ctx(onFile('kor')))).toEqual({ preferredLanguage: 'kor' });
    expect(mapper.toFormData(ctx(onFile('other', 'Haitian Creole')))).toEqual({
      preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole',
    });
    expect(mapper.toFormData(ctx(onFile(null, null, true)))).toEqual({ preferredLanguage: 'refused' });
  });

  it('sends the choice with the profile ids; nothing chosen sends the ids alone', () => {
    expect(cleanBody(mapper.toPayload({ preferredLanguage: 'refused' }, ctx(null), { complete: true })))
      .toEqual({ applicationId: 7001, borrowerId: 5001, preferredLanguage: 'refused' });
    expect(cleanBody(mapper.toPayload({}, ctx(onFile('spa')), { complete: true }))).toEqual({ applicationId: 7001, borrowerId: 5001 });
  });

  it('round-trips an answer of Other', () => {
    const c = ctx(onFile('other', 'Haitian Creole'));
    expect(mapper.toPayload(mapper.toFormData(c), c, { complete: true })).toEqual({
      applicationId: 7001, borrowerId: 5001, preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole',
    });
  });
});
