import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { nextSection } from '../../../../src/shared/flow/fast-path/next-section';

describe('nextSection', () => {
  it('the first section not Done, in the order prior loan, declarations, demographics', () => {
    const s = (prior: string, decl: string, demo: string) =>
      nextSection(fastPath, { priorLoanReviewStatus: prior, declarationsReviewStatus: decl, demographicsReviewStatus: demo })?.applicationType;
    expect(s('To Do', 'Done', 'Done')).toBe('PriorLoanReview');
    expect(s('Done', 'In Progress', 'To Do')).toBe('Declaration');
    expect(s('Done', 'Done', 'To Do')).toBe('Demographic');
    expect(s('Done', 'Done', 'Done')).toBeUndefined();
  });
  it('carries the title and status field of the progress strip', () => {
    expect(nextSection(fastPath, {})).toMatchObject({ title: 'Prior Loan Info', statusField: 'priorLoanReviewStatus' });
    expect(fastPath.sections.map((s) => s.title)).toEqual(['Prior Loan Info', 'Declarations', 'Demographics']);
  });
});
