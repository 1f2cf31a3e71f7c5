import { use } from 'react';
import type { ListDefinition } from '../../shared/flow/list-types';
import { listLoaders, type ListModule } from '../generated/lists';

export { listIds } from '../generated/lists';
export type { ListModule };

/** A cached, Suspense-friendly loader over the generated list modules (one chunk each). */
export function createListLoader(loaders: Record<string, () => Promise<ListModule>>) {
  const cache = new Map<string, Promise<ListModule>>();
  return function load(listId: string): Promise<ListModule> {
    const cached = cache.get(listId);
    if (cached) return cached;
    const loader = loaders[listId];
    const promise = loader
      ? loader()
      : Promise.reject(new Error(`Unknown list '${listId}'. Known lists: ${Object.keys(loaders).sort().join(', ') || '(none)'}.`));
    cache.set(listId, promise);
    promise.catch(() => cache.delete(listId));
    return promise;
  };
}

export const loadList = createListLoader(listLoaders);

/** Suspends until the list definition is loaded; an unknown id throws to the nearest error boundary. */
export function useListDefinition(listId: string): ListDefinition {
  return use(loadList(listId)).list;
}
