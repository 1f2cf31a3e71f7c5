import { describe, expect, it } from 'vitest';
import { borrowerExtensionNode } from '../../../../src/server/lender/mismo/borrower-extension';
import { all, text } from './mismo-tree';

const EXT = 'OTHER/PORTAL:BORROWER_EXTENSION';

describe('borrowerExtensionNode', () => {
  it('writes the gifts landing answer and each saved screen\'s answers as JSON', () => {
    const node = borrowerExtensionNode({
      giftsOrGrantsInfo: { hasGiftsOrGrants: false, gifts: [] },
      screenAnswers: { loan: { 'about-subject-property': { occupancy: 'SecondHome', units: 2 } } },
    });
    expect(text(node, `${EXT}/PORTAL:GiftsOrGrantsIndicator`)).toBe('false');
    const answers = all(node, `${EXT}/PORTAL:SCREEN_ANSWERS/PORTAL:SCREEN_ANSWER`);
    expect(answers.map((a) => [text(a, 'PORTAL:ScreenIdentifier'), JSON.parse(text(a, 'PORTAL:AnswersJSON') ?? 'null')])).toEqual([
      ['loan/about-subject-property', { occupancy: 'SecondHome', units: 2 }],
    ]);
  });

  it('writes nothing when there is nothing to say', () => {
    expect(borrowerExtensionNode({ giftsOrGrantsInfo: { hasGiftsOrGrants: null, gifts: [] }, screenAnswers: {} })).toBeNull();
  });
});
