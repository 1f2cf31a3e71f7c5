import { use } from 'react';
import type { ListDefinition } from '../../shared/flow/list-types';
import { listLoaders, type ListModule } from '../generated/lists';
import { cachedLoader } from './cached-loader';

export { listIds } from '../generated/lists';
export type { ListModule };

export const loadList = cachedLoader<ListModule>('list', listLoaders);

/** Suspends until the list definition is loaded; an unknown id throws to the nearest error boundary. */
export function useListDefinition(listId: string): ListDefinition {
  return use(loadList(listId)).list;
}
