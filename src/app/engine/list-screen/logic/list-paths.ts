import { routeParamNames } from '../../../../shared/flow/params';
import { nodePath } from '../../../../shared/flow/routes';
import type { RouteParams } from '../../../../shared/flow/types';
import type { ListItem } from '../..';

interface StepLike {
  route: string;
  nodes: readonly { id: string; route: string }[];
}

function nodeOf(step: StepLike, nodeId: string) {
  const node = step.nodes.find((n) => n.id === nodeId);
  if (!node) throw new Error(`list names node "${nodeId}", which is not in step "${step.route}"`);
  return node;
}

/** An Add button's path: the node's route with the list's own params. */
export function addPath(step: StepLike, nodeId: string, params: RouteParams): string {
  return nodePath(step, nodeOf(step, nodeId).route, params);
}

/**
 * An Edit link's path: every route parameter filled from the item's field of that name (`:realEstateOwnedId`,
 * `:lenderId`), `:id` from the item's `id`, the list's own params for any other.
 */
export function editPath(step: StepLike, nodeId: string, item: ListItem, params: RouteParams): string {
  const route = nodeOf(step, nodeId).route;
  const filled: RouteParams = { ...params };
  for (const name of routeParamNames(route)) {
    const value = name === 'id' ? item.id : item[name];
    if (value !== null && value !== undefined && value !== '') filled[name] = String(value);
  }
  return nodePath(step, route, filled);
}

/** Items marked `readOnly: true` (e.g. the subject property's lenders) have no Edit link and no Delete button. */
export function isReadOnlyItem(item: ListItem): boolean {
  return item.readOnly === true;
}
