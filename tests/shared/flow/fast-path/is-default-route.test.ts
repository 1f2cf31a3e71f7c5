import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { isDefaultRoute } from '../../../../src/shared/flow/fast-path/is-default-route';

describe('isDefaultRoute', () => {
  it('the dashboard and First Things First are default routes', () => {
    expect(isDefaultRoute(fastPath, '/borrower-dashboard')).toBe(true);
    expect(isDefaultRoute(fastPath, '/fast-path/')).toBe(true);
  });
  it('a step is not', () => {
    expect(isDefaultRoute(fastPath, '/fast-path/personal')).toBe(false);
  });
});
