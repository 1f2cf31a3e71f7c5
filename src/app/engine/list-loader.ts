import { use } from 'react';
import type { ListDefinition } from '../../shared/flow/list-types';
import { listLoaders, type ListModule } from '../generated/lists';
import { cachedLoader } from './cached-loader';
import { addConditions } from './conditions';

export { listIds } from '../generated/lists';
export type { ListModule };

const withConditions = Object.fromEntries(
  Object.entries(listLoaders).map(([id, load]) => [id, () => load().then((module) => (addConditions(module.conditions), module))]),
);

export const loadList = cachedLoader<ListModule>('list', withConditions);

/** Suspends until the list definition is loaded; an unknown id throws to the nearest error boundary. */
export function useListDefinition(listId: string): ListDefinition {
  return use(loadList(listId)).list;
}
