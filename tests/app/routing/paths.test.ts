import { describe, expect, it } from 'vitest';
import { fastPathEntry, routeAfterVerify } from '../../../src/app/routing/paths';

describe('routeAfterVerify', () => {
  it('goes to the dashboard when the application is Completed or the prior-loan review is Done', () => {
    expect(routeAfterVerify({ applicationStatusId: 3 })).toBe('/borrower-dashboard');
    expect(routeAfterVerify({ applicationStatus: 'Completed' })).toBe('/borrower-dashboard');
    expect(routeAfterVerify({ applicationStatusId: 1, priorLoanReviewStatus: 'Done' })).toBe('/borrower-dashboard');
  });

  it('otherwise goes to the fast path, First Things First', () => {
    expect(routeAfterVerify({ applicationStatusId: 2, priorLoanReviewStatus: 'In Progress' })).toBe(fastPathEntry);
    expect(routeAfterVerify()).toBe('/fast-path');
  });
});
