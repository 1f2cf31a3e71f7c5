import { nodePath } from '../../../../shared/flow/routes';
import type { RouteParams } from '../../../../shared/flow/types';
import type { ListItem } from '../../../runtime';

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

/** An Edit link's path: the node's route with the item's id as `:id` (over the list's own params). */
export function editPath(step: StepLike, nodeId: string, item: ListItem, params: RouteParams): string {
  return nodePath(step, nodeOf(step, nodeId).route, { ...params, id: item.id });
}
