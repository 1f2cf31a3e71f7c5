import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { startSteps } from '../../../../src/shared/flow/fast-path/start-steps';
import { gmiRoutes } from './helpers/gmi-routes';

describe('startSteps', () => {
  it('the chosen cards, then declarations and demographics with the GMI flag', () => {
    expect(startSteps(fastPath, ['current-address', 'personal-details'], true, {})).toEqual([
      '/fast-path/personal',
      '/fast-path/address-list',
      ...gmiRoutes,
    ]);
  });
  it('without the GMI flag only the cards; Looks Good! with no cards and no flag has no steps', () => {
    expect(startSteps(fastPath, ['personal-details'], false, {})).toEqual(['/fast-path/personal']);
    expect(startSteps(fastPath, [], false, {})).toEqual([]);
  });
  it('leaves out a section already Done', () => {
    expect(startSteps(fastPath, [], true, { declarationsReviewStatus: 'Done', priorLoanReviewStatus: 'Done' })).toEqual(gmiRoutes.slice(3));
  });
});
