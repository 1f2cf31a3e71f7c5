import type { QueryClient } from '@tanstack/react-query';
import type { BorrowerProfile } from '../../../shared/api';
import { queryKeys, tags, tagsRefreshedByUpdates } from '../query-keys';

/** A successful update refreshes the cached borrower data, dashboard and offer status. */
export function invalidateAfterUpdate(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(tagsRefreshedByUpdates.map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })));
}

/**
 * The save answered with the saver's profile as committed: it replaces the cached one. The rest is refetched,
 * other applications of the loan included (a save can change what borrowers share).
 */
export function updateAfterSave(queryClient: QueryClient, profile: BorrowerProfile | undefined): Promise<unknown> {
  if (!profile) return invalidateAfterUpdate(queryClient);
  const answered = queryKeys.borrowerData(profile.applicationId);
  queryClient.setQueryData(answered, profile);
  return Promise.all(
    tagsRefreshedByUpdates.map((tag) =>
      queryClient.invalidateQueries({
        queryKey: [tag],
        predicate: (query) => tag !== tags.borrowerData || query.queryKey[1] !== answered[1],
      }),
    ),
  );
}

/** `borrowerData` of a save's answer, when the call answers an object carrying it. */
export function profileInAnswer(answer: unknown): BorrowerProfile | undefined {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const profile = (answer as { borrowerData?: unknown }).borrowerData;
  return profile !== null && typeof profile === 'object' ? (profile as BorrowerProfile) : undefined;
}
