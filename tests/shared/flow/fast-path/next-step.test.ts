import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { nextStep } from '../../../../src/shared/flow/fast-path/next-step';

const steps = ['/fast-path/personal', '/fast-path/address-list', '/fast-path/declarations'];

describe('nextStep', () => {
  it('finishing a step goes to the next; after the last, done', () => {
    expect(nextStep(fastPath, steps, '/fast-path/personal')).toBe('/fast-path/address-list');
    expect(nextStep(fastPath, steps, '/fast-path/address-list/')).toBe('/fast-path/declarations');
    expect(nextStep(fastPath, steps, '/fast-path/declarations')).toBe('done');
  });
  it('from First Things First: the first step, or done when there is none', () => {
    expect(nextStep(fastPath, steps, '/fast-path')).toBe('/fast-path/personal');
    expect(nextStep(fastPath, [], '/fast-path/')).toBe('done');
  });
  it('from a route outside the list: the dashboard', () => {
    expect(nextStep(fastPath, steps, '/fast-path/edit-asset/3')).toBe('/borrower-dashboard');
  });
});
