import type { QueueBorrower } from './types';

/**
 * The first borrower of the queue; none when that borrower is the selected one and the queue has fewer than 2
 * entries (a queue built before the selection changed).
 */
export function nextBorrower<B extends QueueBorrower>(queue: readonly B[], selectedId: number | null): B | undefined {
  const first = queue[0];
  if (first && first.borrowerId === selectedId && queue.length < 2) return undefined;
  return first;
}
