import type { QueryClient } from '@tanstack/react-query';
import { tagsRefreshedByUpdates } from '../query-keys';

/** A successful update refreshes the cached borrower data, dashboard and offer status. */
export function invalidateAfterUpdate(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(tagsRefreshedByUpdates.map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })));
}
