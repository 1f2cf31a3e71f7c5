import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../../src/app/routing/logic/guard';
import { fullFlow } from '../../../src/app/generated/flow';
import { backPath, findNodeByPath, findStepByPath, stepMenu, type FlowLike } from '../../../src/app/routing/logic/flow-routes';

const flow: FlowLike = {
  steps: [
    {
      id: 'info',
      number: 1,
      title: 'Your Info',
      route: '/info',
      intro: { title: 'Tell Us About You', body: ['b'], button: "Let's Get Started!" },
      nodes: [
        { id: 'personal', route: 'personal', screen: 'info/personal' },
        { id: 'contact', route: 'contact', screen: 'info/contact' },
      ],
    },
    { id: 'finances', number: 2, title: 'Your Finances', route: 'finances', intro: { title: 't', body: [], button: 'b' }, nodes: [] },
  ],
};

describe('guard', () => {
  it('lets a verified user through', () => expect(guardRedirect({ userVerified: true, userLocked: false })).toBeNull());
  it('sends an unverified user to /verify', () => expect(guardRedirect({ userVerified: false, userLocked: null })).toBe('/verify'));
  it('sends a user without verify flag data to /no-offer-details', () =>
    expect(guardRedirect({ userVerified: null, userLocked: null })).toBe('/no-offer-details'));
  it('sends a locked user to /home', () => expect(guardRedirect({ userVerified: true, userLocked: true })).toBe('/home'));
});

describe('flow routes', () => {
  it('resolves steps and nodes from paths', () => {
    expect(findStepByPath(flow, '/finances/')?.id).toBe('finances');
    expect(findNodeByPath(flow, '/info/contact')).toMatchObject({ index: 1, node: { id: 'contact' } });
    expect(findNodeByPath(flow, '/info/unknown')).toBeUndefined();
  });
  it("the fast path's optional ids: each route answers with and without its id", () => {
    expect(findNodeByPath(fullFlow, '/fast-path/manage-employment/12/income')).toMatchObject({ node: { id: 'employment-income' }, params: { id: '12' } });
    expect(findNodeByPath(fullFlow, '/fast-path/manage-employment/income')).toMatchObject({ node: { id: 'employment-income' }, params: {} });
    expect(findNodeByPath(fullFlow, '/fast-path/manage-employment/12')).toMatchObject({ node: { id: 'edit-work' }, params: { id: '12' } });
    expect(findNodeByPath(fullFlow, '/fast-path/add-lender/10021')).toMatchObject({ node: { id: 'add-lender' }, params: { realEstateOwnedId: '10021' } });
    expect(findNodeByPath(fullFlow, '/fast-path/add-lender')).toMatchObject({ node: { id: 'add-lender' }, params: {} });
  });
  it('back goes to the previous node or the step intro', () => {
    expect(backPath(flow.steps[0]!, 1)).toBe('/info/personal');
    expect(backPath(flow.steps[0]!, 0)).toBe('/info');
  });
  it('the step menu marks the current step', () => {
    expect(stepMenu(flow, '/info/personal').map((s) => [s.to, s.current])).toEqual([
      ['/info', true],
      ['/finances', false],
    ]);
  });
});

describe('hidden steps in the shell', () => {
  const withHidden: FlowLike = {
    end: '/borrower-dashboard',
    steps: [
      flow.steps[0]!,
      { ...flow.steps[1]!, nodes: [{ id: 'last', route: 'last', screen: 'f/last', next: [{ to: '/loan' }] }] },
      {
        id: 'loan', hidden: true, title: 'Your Loan', route: '/loan',
        nodes: [
          { id: 'address', route: 'address', screen: 'loan/address', next: [{ to: 'more' }] },
          { id: 'more', route: 'more', screen: 'loan/more' },
        ],
      },
    ],
  };
  it('are not in the step menu', () => {
    expect(stepMenu(withHidden, '/loan/address').map((s) => [s.id, s.current])).toEqual([
      ['info', false],
      ['finances', false],
    ]);
  });
  it('back from the first node goes to the node leading in; later nodes go back within the step', () => {
    const loan = withHidden.steps[2]!;
    expect(backPath(loan, 0, {}, withHidden)).toBe('/finances/last');
    expect(backPath(loan, 1, {}, withHidden)).toBe('/loan/address');
    expect(backPath(loan, 0, {})).toBe('/');
  });
});
