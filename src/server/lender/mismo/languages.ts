import type { LanguagePreferenceInfo } from '../../../shared/api/borrower-data';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode } from './mismo-node';
import { indicator } from './mismo-values';

/**
 * How LanguageCode says Other: MISMO's value Other, with the borrower's text in the `...OtherDescription` beside it
 * (ULAD's LanguageCodeOtherDescription), as MISMO pairs every Other with its description. The portal keeps `other`.
 */
const OTHER_LANGUAGE = 'Other';

/**
 * PARTY/LANGUAGES of a borrower: their answer to the language preference question of the Supplemental Consumer
 * Information Form (Form 1103). LANGUAGE/LanguageCode is the language's ISO 639-2/B code; ULAD's LANGUAGE_EXTENSION
 * carries Other's text and the refusal ("I do not wish to respond", with no code). Left out when the borrower never
 * answered or chose nothing.
 */
export function languagesNode(p: LanguagePreferenceInfo | null): MaybeNode {
  if (!p || (p.languageCode === null && !p.languageRefusalInd)) return null;
  return element('LANGUAGES', [element('LANGUAGE', [
    leaf('LanguageCode', p.languageCode === 'other' ? OTHER_LANGUAGE : p.languageCode),
    otherExtension('ULAD:LANGUAGE_EXTENSION', [
      leaf('ULAD:LanguageCodeOtherDescription', p.languageCode === 'other' ? p.languageCodeOtherDescription : null),
      leaf('ULAD:LanguageRefusalIndicator', indicator(p.languageRefusalInd)),
    ]),
  ])]);
}
