import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { stepList } from '../../../../src/shared/flow/fast-path/step-list';
import { gmiRoutes } from './helpers/gmi-routes';

describe('stepList', () => {
  it("the chosen cards' routes in card order, whatever order they were chosen in", () => {
    expect(stepList(fastPath, ['assets', 'personal-details'], false)).toEqual(['/fast-path/personal', '/fast-path/assets-and-properties']);
  });
  it('then the declarations and demographics routes when the GMI flag is on', () => {
    expect(stepList(fastPath, ['current-address'], true)).toEqual([
      '/fast-path/address-list',
      ...gmiRoutes,
    ]);
  });
  it('no cards and no GMI flag: no steps', () => {
    expect(stepList(fastPath, [], false)).toEqual([]);
  });
});
