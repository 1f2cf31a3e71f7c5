import type { CompiledCard, FastPathOffer } from './types';

/** The First Things First cards shown for the offer, in order: those without a condition, and those whose condition holds. */
export function visibleCards(cards: readonly CompiledCard[], offer: FastPathOffer): CompiledCard[] {
  return cards.filter((card) => !card.shownWhen || card.shownWhen(offer));
}
