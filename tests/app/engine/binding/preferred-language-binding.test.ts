import { describe, expect, it } from 'vitest';
import * as preferredLanguageScreen from '../../../../src/app/generated/screens/info/preferred-language';
import { bindScreen } from '../../../../src/app/engine/binding/bound-screen';
import type { ScreenContext } from '../../../../src/app/engine/types';
import type { LanguagePreferenceInfo } from '../../../../src/shared/api/borrower-data';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';

const binding = preferredLanguageScreen.binding;
if (!binding) throw new Error('info/preferred-language has no binding');
const bound = bindScreen({ ...preferredLanguageScreen, binding });

function ctx(languagePreferenceInfo: LanguagePreferenceInfo | null): ScreenContext {
  return { profile: { ...profileFixture(), languagePreferenceInfo }, params: {}, lookups: {} };
}
const onFile = (languageCode: LanguagePreferenceInfo['languageCode'], languageCodeOtherDescription: string | null = null,
  languageRefusalInd = false): LanguagePreferenceInfo => ({ languageCode, languageCodeOtherDescription, languageRefusalInd });

describe('the info/preferred-language binding', () => {
  it('starts with nothing chosen when the borrower never answered, or answered with nothing chosen', () => {
    expect(bound.formData(ctx(null))).toEqual({});
    expect(bound.formData(ctx(onFile(null)))).toEqual({});
  });

  it("reads the stored code as the choice, Other with its text, and a refusal as I do not wish to respond", () => {
    expect(bound.formData(ctx(onFile('kor')))).toEqual({ preferredLanguage: 'kor' });
    expect(bound.formData(ctx(onFile('other', 'Haitian Creole')))).toEqual({
      preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole',
    });
    expect(bound.formData(ctx(onFile(null, null, true)))).toEqual({ preferredLanguage: 'refused' });
  });

  it('sends the choice with the profile ids; nothing chosen sends the ids alone', () => {
    expect(cleanBody(bound.body({ preferredLanguage: 'refused' }, ctx(null), { complete: true })))
      .toEqual({ applicationId: 7001, borrowerId: 5001, preferredLanguage: 'refused' });
    expect(cleanBody(bound.body({}, ctx(onFile('spa')), { complete: true }))).toEqual({ applicationId: 7001, borrowerId: 5001 });
  });

  it('round-trips an answer of Other', () => {
    const c = ctx(onFile('other', 'Haitian Creole'));
    expect(bound.body(bound.formData(c), c, { complete: true })).toEqual({
      applicationId: 7001, borrowerId: 5001, preferredLanguage: 'other', languageCodeOtherDescription: 'Haitian Creole',
    });
  });
});
