import { describe, expect, it } from 'vitest';
import { afterStep } from '../../../../src/shared/flow/fast-path/after-step';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';

const steps = ['/fast-path/personal', '/fast-path/address-list', '/fast-path/declarations', '/fast-path/declarations/declared-finances'];
const title = (s?: { title: string }) => s?.title;

describe('afterStep', () => {
  it('goes to the next step in the same section without completing it', () => {
    const after = afterStep(fastPath, steps, '/fast-path/personal');
    expect(after).toMatchObject({ kind: 'route', to: '/fast-path/address-list' });
    expect(after.completes).toBeUndefined();
  });
  it('leaving a section completes it', () => {
    const after = afterStep(fastPath, steps, '/fast-path/address-list');
    expect(after).toMatchObject({ kind: 'route', to: '/fast-path/declarations' });
    expect(title(after.completes)).toBe('Prior Loan Info');
  });
  it('after the last step: finish, completing its section', () => {
    const after = afterStep(fastPath, steps, '/fast-path/declarations/declared-finances');
    expect(after.kind).toBe('finish');
    expect(title(after.completes)).toBe('Declarations');
  });
  it('an arrow click returns to the dashboard and completes the section', () => {
    const after = afterStep(fastPath, [], '/fast-path/demographics/demographics-detail', '/borrower-dashboard');
    expect(after).toMatchObject({ kind: 'route', to: '/borrower-dashboard' });
    expect(title(after.completes)).toBe('Demographics');
  });
  it('a next step that is a default route returns to the dashboard', () => {
    expect(afterStep(fastPath, ['/fast-path/personal', '/fast-path'], '/fast-path/personal')).toMatchObject({ kind: 'route', to: '/borrower-dashboard' });
  });
});
