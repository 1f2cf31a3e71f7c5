import { describe, expect, it } from 'vitest';
import { borrowerQueue } from '../../../../src/shared/flow/fast-path/borrower-queue';
import type { QueueBorrower } from '../../../../src/shared/flow/fast-path/types';

const b = (borrowerId: number, applicationStatus: QueueBorrower['applicationStatus'] = 'To Do', isLoggedInUser = false): QueueBorrower =>
  ({ borrowerId, applicationStatus, isLoggedInUser });
const ids = (q: QueueBorrower[]) => q.map((x) => x.borrowerId);
const borrowers = [b(1, 'In Progress', true), b(2), b(3, 'Completed'), b(4)];

describe('borrowerQueue', () => {
  it('not Completed, not the selected one', () => {
    expect(ids(borrowerQueue(borrowers, 1, []))).toEqual([2, 4]);
    expect(ids(borrowerQueue(borrowers, 2, []))).toEqual([1, 4]);
    expect(ids(borrowerQueue(borrowers, null, []))).toEqual([1, 2, 4]);
  });
  it('not skipped; after a skip the logged-in user is left out too', () => {
    expect(ids(borrowerQueue(borrowers, 4, [2]))).toEqual([]);
    expect(ids(borrowerQueue(borrowers, 2, [4]))).toEqual([]);
    expect(ids(borrowerQueue([...borrowers, b(5)], 2, [4]))).toEqual([5]);
  });
});
