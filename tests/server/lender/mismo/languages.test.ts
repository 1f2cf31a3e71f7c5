import { describe, expect, it } from 'vitest';
import type { LanguagePreferenceInfo } from '../../../../src/shared/api/borrower-data';
import { languagesNode } from '../../../../src/server/lender/mismo/languages';
import { all, text } from './mismo-tree';

const EXTENSION = 'LANGUAGE/EXTENSION/OTHER/ULAD:LANGUAGE_EXTENSION';
const answer = (languageCode: LanguagePreferenceInfo['languageCode'], languageCodeOtherDescription: string | null = null,
  languageRefusalInd = false): LanguagePreferenceInfo => ({ languageCode, languageCodeOtherDescription, languageRefusalInd });
/** Every data point of the LANGUAGE, by its path under LANGUAGES, in document order. */
function dataPoints(node: ReturnType<typeof languagesNode>): [string, string | null][] {
  const out: [string, string | null][] = [];
  const walk = (n: NonNullable<typeof node>, path: string) => {
    if (n.children.length === 0) out.push([path, n.text]);
    for (const child of n.children) walk(child, path ? `${path}/${child.name}` : child.name);
  };
  if (node) walk(node, '');
  return out;
}

describe('languagesNode', () => {
  it("writes a chosen language's ISO 639-2 code, and that the borrower did not refuse", () => {
    const node = languagesNode(answer('spa'));
    expect(node?.name).toBe('LANGUAGES');
    expect(dataPoints(node)).toEqual([
      ['LANGUAGE/LanguageCode', 'spa'],
      [`${EXTENSION}/ULAD:LanguageRefusalIndicator`, 'false'],
    ]);
  });

  it("writes Other as MISMO's Other with the borrower's text in ULAD's LanguageCodeOtherDescription, before the refusal", () => {
    expect(dataPoints(languagesNode(answer('other', 'Haitian Creole')))).toEqual([
      ['LANGUAGE/LanguageCode', 'Other'],
      [`${EXTENSION}/ULAD:LanguageCodeOtherDescription`, 'Haitian Creole'],
      [`${EXTENSION}/ULAD:LanguageRefusalIndicator`, 'false'],
    ]);
  });

  it('writes a refusal as the refusal indicator, with no code', () => {
    const node = languagesNode(answer(null, null, true));
    expect(text(node, 'LANGUAGE/LanguageCode')).toBeNull();
    expect(dataPoints(node)).toEqual([[`${EXTENSION}/ULAD:LanguageRefusalIndicator`, 'true']]);
  });

  it('writes nothing for a borrower who never answered, or answered with nothing chosen', () => {
    expect(languagesNode(null)).toBeNull();
    expect(languagesNode(answer(null))).toBeNull();
  });

  it('writes one LANGUAGE per borrower', () => {
    expect(all(languagesNode(answer('vie')), 'LANGUAGE')).toHaveLength(1);
  });
});
