import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { progressStrip, showsProgressStrip } from '../../../../src/shared/flow/fast-path/progress-strip';

describe('progressStrip', () => {
  it('lists the three sections; Done shows a check; the current path is bold', () => {
    const strip = progressStrip(fastPath, { priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'In Progress' }, '/fast-path/declarations/property-and-money');
    expect(strip).toEqual([
      { title: 'Prior Loan Info', done: true, current: false },
      { title: 'Declarations', done: false, current: true },
      { title: 'Demographics', done: false, current: false },
    ]);
  });
  it('First Things First marks Prior Loan Info current', () => {
    expect(progressStrip(fastPath, {}, '/fast-path').map((s) => s.current)).toEqual([true, false, false]);
  });
});

describe('showsProgressStrip', () => {
  it('on every fast-path page except the dashboard and review-next-borrower', () => {
    expect(showsProgressStrip(fastPath, '/fast-path')).toBe(true);
    expect(showsProgressStrip(fastPath, '/fast-path/edit-asset/4')).toBe(true);
    expect(showsProgressStrip(fastPath, '/fast-path/review-next-borrower')).toBe(false);
    expect(showsProgressStrip(fastPath, '/borrower-dashboard')).toBe(false);
    expect(showsProgressStrip(fastPath, '/info/personal')).toBe(false);
  });
});
