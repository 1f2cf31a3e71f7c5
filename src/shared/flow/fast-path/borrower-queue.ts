import type { QueueBorrower } from './types';

/**
 * The borrowers still to review: not Completed, not skipped and not the selected one; after a skip (a non-empty
 * skipped list) the logged-in user is left out too.
 */
export function borrowerQueue<B extends QueueBorrower>(
  borrowers: readonly B[],
  selectedId: number | null,
  skippedIds: readonly number[],
): B[] {
  return borrowers.filter(
    (b) =>
      b.applicationStatus !== 'Completed' &&
      !skippedIds.includes(b.borrowerId) &&
      b.borrowerId !== selectedId &&
      !(skippedIds.length > 0 && b.isLoggedInUser),
  );
}
