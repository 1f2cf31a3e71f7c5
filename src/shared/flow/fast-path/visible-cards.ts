import { ruleHolds } from './rule-holds';
import type { FastPath, FastPathCard, FastPathOffer } from './types';

/** The First Things First cards shown for the offer, in order. */
export function visibleCards(fastPath: FastPath, offer: FastPathOffer): FastPathCard[] {
  return fastPath.cards.filter((card) => !card.shownWhen || ruleHolds(card.shownWhen, offer));
}
