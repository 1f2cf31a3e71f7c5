import type { LanguagePreferenceInfo } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerLanguagePreferenceBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { saveLanguagePreference as storeLanguagePreference } from './language-preferences';

/**
 * The screen's one choice as stored: a language's code (Other with the borrower's text), a refusal as the refusal
 * flag and no code, nothing chosen as neither.
 */
function storedLanguagePreference(body: UpdateBorrowerLanguagePreferenceBody): LanguagePreferenceInfo {
  const choice = body.preferredLanguage;
  if (choice === 'refused') return { languageCode: null, languageCodeOtherDescription: null, languageRefusalInd: true };
  return {
    languageCode: choice ?? null,
    languageCodeOtherDescription: choice === 'other' ? (body.languageCodeOtherDescription?.trim() ?? null) : null,
    languageRefusalInd: false,
  };
}

/** Saves the language preference screen of one borrower (call inside a transaction): the answer replaces the last. */
export async function saveLanguagePreference(tx: Queryable, body: UpdateBorrowerLanguagePreferenceBody): Promise<LanguagePreferenceInfo> {
  return storeLanguagePreference(tx, body.borrowerId, storedLanguagePreference(body));
}
