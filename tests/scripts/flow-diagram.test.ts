import { describe, expect, it } from 'vitest';
import { describeCondition, flowDiagram } from '../../scripts/schema-compiler/flow-diagram';
import type { Flow } from '../../src/shared/flow/types';

const intro = (title: string) => ({ title, body: [], button: 'Go' });

const flow: Flow = {
  id: 'fixture',
  end: '/borrower-dashboard',
  steps: [
    {
      id: 'info', number: 1, title: 'Your Info', route: '/info', intro: intro('Tell Us About You'),
      nodes: [
        { id: 'personal', route: 'personal', screen: 'info/personal', save: 'UpdateBorrowerData', next: [
          { when: { properties: { alternateNameInd: { const: true } }, required: ['alternateNameInd'] }, to: 'alternate' },
        ] },
        { id: 'alternate', route: 'alternate', screen: 'info/alternate', next: [{ to: '/borrower-dashboard' }] },
      ],
    },
    { id: 'finances', number: 2, title: 'Your Finances', route: '/finances', intro: intro('Your Finances'), nodes: [] },
  ],
};

describe('flowDiagram', () => {
  const diagram = flowDiagram(flow, [{ screen: 'identity/verify', route: '/verify' }], { 'info/personal': 'Tell Us About Yourself' });

  it('draws each step with its intro and screens, titles and save calls', () => {
    expect(diagram).toContain('subgraph info["Step 1: Your Info"]');
    expect(diagram).toContain('info_intro(["/info<br/>Tell Us About You"])');
    expect(diagram).toContain('info_personal["/info/personal<br/>Tell Us About Yourself<br/>saves UpdateBorrowerData"]');
    expect(diagram).toContain('info_intro --> info_personal');
  });

  it('labels a branch with its condition and the fallback with otherwise', () => {
    expect(diagram).toContain('info_personal -->|"if alternateNameInd = true"| info_alternate');
    expect(diagram).toContain('info_personal -->|"otherwise"| info_alternate');
  });

  it('follows an unconditional next to an absolute route, and an empty step to the next intro or the end', () => {
    expect(diagram).toContain('info_alternate --> route__borrower_dashboard');
    expect(diagram).toContain('finances_intro --> route__borrower_dashboard');
    expect(diagram).toContain('route__borrower_dashboard(["/borrower-dashboard"])');
  });

  it('lists the journey screens', () => {
    expect(diagram).toContain('| `/verify` | `identity/verify` |  |');
  });
});

describe('flowDiagram with lists and route parameters', () => {
  const listFlow: Flow = {
    id: 'lists', end: '/end',
    steps: [{
      id: 'info', number: 1, title: 'Your Info', route: '/info', intro: intro('Tell Us About You'),
      nodes: [
        { id: 'jobs', route: 'jobs', list: 'info/jobs', next: [{ to: '/end' }] },
        { id: 'add-job', route: 'add-job', screen: 'info/job', next: [{ to: 'jobs' }] },
        { id: 'edit-job', route: 'edit-job/:id', screen: 'info/job', next: [{ to: 'jobs' }] },
      ],
    }],
  };
  const section = { id: 'jobs', title: 'Jobs', source: { from: '/employmentInfo', key: 'employmentId' }, empty: 'None on file.', item: { title: '{name}' }, add: { label: 'Add Job', to: 'add-job' }, edit: 'edit-job' };
  const diagram = flowDiagram(listFlow, [], { 'info/job': 'Your Job' }, { 'info/jobs': { title: 'Your Jobs', sections: [section] } });

  it('draws a list node as a subroutine with its title, and keeps :name parameters in routes', () => {
    expect(diagram).toContain('info_jobs[["/info/jobs<br/>Your Jobs<br/>list info/jobs"]]');
    expect(diagram).toContain('info_edit_job["/info/edit-job/:id<br/>Your Job<br/>display only (Next navigates)"]');
  });

  it('draws the add and edit links of a list as dotted edges', () => {
    expect(diagram).toContain('info_jobs -.->|"Add Job"| info_add_job');
    expect(diagram).toContain('info_jobs -.->|"edit Jobs"| info_edit_job');
  });
});

describe('flowDiagram with a hidden step, Save For Later and also buttons', () => {
  const hiddenFlow: Flow = {
    id: 'hidden', end: '/borrower-dashboard',
    steps: [
      {
        id: 'military', number: 1, title: 'Military', route: '/military', intro: intro('Military'),
        nodes: [{ id: 'form', route: 'form', screen: 'military/form', save: 'UpdateGMI', saveForLater: true, next: [{ to: '/loan' }] }],
      },
      {
        id: 'loan', hidden: true, title: 'Your Loan', route: '/loan',
        nodes: [
          { id: 'address', route: 'address', screen: 'loan/address', next: [] },
          { id: 'lender', route: 'lender', screen: 'loan/lender', save: 'UpdateLender', also: [{ label: 'Add Another Lender', to: 'lender' }], next: [{ to: '/borrower-dashboard' }] },
        ],
      },
    ],
  };
  const diagram = flowDiagram(hiddenFlow, []);

  it('draws a hidden step without number or intro, entered at its first node', () => {
    expect(diagram).toContain('subgraph loan["Hidden step: Your Loan (no intro, not in the step menu)"]');
    expect(diagram).not.toContain('loan_intro');
    expect(diagram).toContain('military_form --> loan_address');
  });

  it('marks Save For Later, display-only screens and also buttons', () => {
    expect(diagram).toContain('military_form["/military/form<br/>saves UpdateGMI (or Save For Later)"]');
    expect(diagram).toContain('loan_address["/loan/address<br/>display only (Next navigates)"]');
    expect(diagram).toContain('loan_lender ==>|"Add Another Lender (saves)"| loan_lender');
  });
});

describe('describeCondition', () => {
  it('reads const and enum rules, and anything else as a condition', () => {
    expect(describeCondition({ properties: { a: { const: 2 }, b: { enum: ['x', 'y'] } } })).toBe('a = 2 and b in "x", "y"');
    expect(describeCondition({ anyOf: [] })).toBe('condition');
  });

  it("draws the fast path's $continue as one labelled box", () => {
    const fast: Flow = {
      ...flow,
      steps: [{ id: 'fast-path', hidden: true, title: 'First Things First', route: '/fast-path', nodes: [
        { id: 'personal', route: 'personal', screen: 'info/personal', next: [{ to: '$continue' }] },
      ] }],
    };
    const drawn = flowDiagram(fast, []);
    expect(drawn).toContain('fast_path_personal --> route_fast_path_next_step');
    expect(drawn.match(/route_fast_path_next_step\{\{"\$continue: the next step of the fast path/g)?.length).toBe(1);
  });
});
