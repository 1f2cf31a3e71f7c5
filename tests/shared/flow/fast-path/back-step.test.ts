import { describe, expect, it } from 'vitest';
import { backStep } from '../../../../src/shared/flow/fast-path/back-step';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { matchRoute } from '../../../../src/shared/flow/params';
import flow from '../../../../flows/full-flow.json';

const step = flow.steps.find((s) => s.id === 'fast-path')!;
const steps = ['/fast-path/personal', '/fast-path/address-list', '/fast-path/declarations', '/fast-path/declarations/property-and-money'];

function back(path: string, facts: { steps?: string[]; lastStep?: string; returnTo?: string } = {}): string {
  const rest = path.slice('/fast-path/'.length);
  const index = step.nodes.findIndex((n) => matchRoute(n.route, rest));
  const params = matchRoute(step.nodes[index]!.route, rest)!;
  return backStep(fastPath, step, index, params, { steps: facts.steps ?? steps, ...facts });
}

describe('backStep', () => {
  it('a step of the list goes to the step before it, the first to First Things First', () => {
    expect(back('/fast-path/personal')).toBe('/fast-path');
    expect(back('/fast-path/declarations')).toBe('/fast-path/address-list');
    expect(back('/fast-path/declarations/property-and-money')).toBe('/fast-path/declarations');
  });
  it('another page goes to the page whose Next leads to it', () => {
    expect(back('/fast-path/contact')).toBe('/fast-path/address-list');
    expect(back('/fast-path/mailing-address')).toBe('/fast-path/primary-address');
    expect(back('/fast-path/manage-employment/4/income')).toBe('/fast-path/manage-employment/4');
    expect(back('/fast-path/declarations/declared-finances', { steps: [] })).toBe('/fast-path/declarations/property-and-money');
  });
  it('an add or edit page goes to its list', () => {
    expect(back('/fast-path/edit-asset/3')).toBe('/fast-path/assets-and-properties');
    expect(back('/fast-path/edit-lender/7/8')).toBe('/fast-path/assets-and-properties');
    expect(back('/fast-path/add-previous-address')).toBe('/fast-path/address-list');
  });
  it('otherwise where the borrower came from', () => {
    expect(back('/fast-path/primary-address', { lastStep: '/fast-path/address-list' })).toBe('/fast-path/address-list');
    expect(back('/fast-path/declarations', { steps: [], returnTo: '/borrower-dashboard' })).toBe('/borrower-dashboard');
    expect(back('/fast-path/demographics', { steps: [] })).toBe('/fast-path');
  });
});
