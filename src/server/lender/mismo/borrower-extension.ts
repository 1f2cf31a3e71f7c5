import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode } from './mismo-node';
import { indicator } from './mismo-values';

/**
 * BORROWER/EXTENSION/OTHER/PORTAL:BORROWER_EXTENSION: what the borrower answered that MISMO has no element for: the
 * gifts-or-grants landing answer and the answers of screens saved through SaveScreenAnswers (as JSON per screen).
 */
export function borrowerExtensionNode(p: Pick<BorrowerProfile, 'giftsOrGrantsInfo' | 'screenAnswers'>): MaybeNode {
  const screens = Object.entries(p.screenAnswers).flatMap(([step, byScreen]) =>
    Object.entries(byScreen ?? {}).map(([screen, answers]) => element('PORTAL:SCREEN_ANSWER', [
      leaf('PORTAL:ScreenIdentifier', `${step}/${screen}`),
      leaf('PORTAL:AnswersJSON', JSON.stringify(answers)),
    ])));
  return otherExtension('PORTAL:BORROWER_EXTENSION', [
    leaf('PORTAL:GiftsOrGrantsIndicator', indicator(p.giftsOrGrantsInfo.hasGiftsOrGrants)),
    element('PORTAL:SCREEN_ANSWERS', screens),
  ]);
}
