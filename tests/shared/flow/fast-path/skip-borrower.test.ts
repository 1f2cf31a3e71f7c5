import { describe, expect, it } from 'vitest';
import { skipBorrower } from '../../../../src/shared/flow/fast-path/skip-borrower';

describe('skipBorrower', () => {
  it('adds the selected borrower to the skipped list once, without changing the list given', () => {
    const skipped = [4];
    expect(skipBorrower(skipped, 2)).toEqual([4, 2]);
    expect(skipBorrower([4, 2], 2)).toEqual([4, 2]);
    expect(skipped).toEqual([4]);
  });
});
