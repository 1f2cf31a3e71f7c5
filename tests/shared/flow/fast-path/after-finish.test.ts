import { describe, expect, it } from 'vitest';
import { afterFinish } from '../../../../src/shared/flow/fast-path/after-finish';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';

const john = { borrowerId: 1, applicationStatus: 'In Progress' as const, isLoggedInUser: true };
const mary = { borrowerId: 2, applicationStatus: 'To Do' as const, isLoggedInUser: false };

describe('afterFinish', () => {
  it('completes the application and offers the next pending borrower', () => {
    const after = afterFinish(fastPath, { borrowers: [john, mary], selectedId: 1, skippedIds: [], applicationStatus: 'In Progress' });
    expect(after).toMatchObject({ completeApplication: true, to: '/fast-path/review-next-borrower' });
    expect(after.next?.borrowerId).toBe(2);
  });
  it('with nobody pending goes to the dashboard; an application already Completed is not set again', () => {
    const after = afterFinish(fastPath, {
      borrowers: [john, { ...mary, applicationStatus: 'Completed' }],
      selectedId: 1,
      skippedIds: [],
      applicationStatus: 'Completed',
    });
    expect(after).toEqual({ completeApplication: false, next: undefined, to: '/borrower-dashboard' });
  });
  it('a skipped borrower is not offered again', () => {
    const after = afterFinish(fastPath, { borrowers: [john, mary], selectedId: 1, skippedIds: [2], applicationStatus: 'To Do' });
    expect(after.to).toBe('/borrower-dashboard');
  });
});
