import { describe, expect, it } from 'vitest';
import { nextBorrower } from '../../../../src/shared/flow/fast-path/next-borrower';
import type { QueueBorrower } from '../../../../src/shared/flow/fast-path/types';

const b = (borrowerId: number): QueueBorrower => ({ borrowerId, applicationStatus: 'To Do', isLoggedInUser: false });

describe('nextBorrower', () => {
  it('the first in the queue', () => {
    expect(nextBorrower([b(2), b(4)], 1)?.borrowerId).toBe(2);
  });
  it('none for an empty queue', () => {
    expect(nextBorrower([], 1)).toBeUndefined();
  });
  it('none when the first is the selected one and the queue has fewer than 2 entries', () => {
    expect(nextBorrower([b(2)], 2)).toBeUndefined();
    expect(nextBorrower([b(2), b(4)], 2)?.borrowerId).toBe(2);
  });
});
