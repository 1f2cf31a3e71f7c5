import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { sectionOfRoute } from '../../../../src/shared/flow/fast-path/section-of-route';

const titleOf = (path: string) => sectionOfRoute(fastPath, path)?.title;

describe('sectionOfRoute', () => {
  it('First Things First and the card sub-routes are Prior Loan Info', () => {
    expect(titleOf('/fast-path')).toBe('Prior Loan Info');
    expect(titleOf('/fast-path/personal')).toBe('Prior Loan Info');
    expect(titleOf('/fast-path/manage-employment/12/income')).toBe('Prior Loan Info');
    expect(titleOf('/fast-path/edit-lender/7/8/')).toBe('Prior Loan Info');
  });
  it('declarations and demographics pages belong to their sections', () => {
    expect(titleOf('/fast-path/declarations')).toBe('Declarations');
    expect(titleOf('/fast-path/declarations/declared-finances')).toBe('Declarations');
    expect(titleOf('/fast-path/demographics/demographics-detail')).toBe('Demographics');
  });
  it('review-next-borrower, unknown sub-routes and other paths belong to none', () => {
    expect(titleOf('/fast-path/review-next-borrower')).toBeUndefined();
    expect(titleOf('/fast-path/nowhere')).toBeUndefined();
    expect(titleOf('/info/personal')).toBeUndefined();
    expect(titleOf('/fast-pathx')).toBeUndefined();
  });
});
