import type { FastPath } from './types';

/**
 * The fast path's steps as absolute routes: the chosen cards' routes (in card order), then, when the GMI flag is on,
 * every route of the declarations and demographics sections.
 */
export function stepList(fastPath: FastPath, chosenCardIds: readonly string[], gmiAndDeclarationsFlag: boolean): string[] {
  const routes = fastPath.sections.flatMap((section) => {
    if (section.steps === 'cards') return fastPath.cards.filter((c) => chosenCardIds.includes(c.id)).map((c) => c.route);
    return gmiAndDeclarationsFlag ? section.routes : [];
  });
  return routes.map((route) => `${fastPath.route}/${route}`);
}
