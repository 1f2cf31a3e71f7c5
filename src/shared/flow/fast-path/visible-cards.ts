import type { Holds } from '../../condition/holds';
import type { FastPathCard, FastPathOffer } from './types';

/** The First Things First cards shown for the offer, in order: those without a condition, and those whose condition holds. */
export function visibleCards(cards: readonly FastPathCard[], offer: FastPathOffer, holds: Holds): FastPathCard[] {
  return cards.filter((card) => card.shownWhen === undefined || holds(card.shownWhen, offer));
}
