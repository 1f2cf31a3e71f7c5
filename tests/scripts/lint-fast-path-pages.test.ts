import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFastPathPages } from '../../scripts/schema-compiler/lint/fast-path-pages';
import { repoRoot } from '../../scripts/lib/paths';
import type { FastPath } from '../../src/shared/flow/fast-path/types';
import type { Flow } from '../../src/shared/flow/types';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as unknown;
const fastPath = () => readJson('flows/fast-path.json') as FastPath;
const flow = () => readJson('flows/full-flow.json') as Flow;
const check = (data: FastPath, f: Flow) =>
  checkFastPathPages(data, f, { fastPath: 'fast-path.json', flow: 'full-flow.json' }).map((x) => `${x.file}#${x.pointer}: ${x.message}`);

describe('the pages flows/fast-path.json names', () => {
  it('the repo files name pages that exist', () => expect(check(fastPath(), flow())).toEqual([]));

  it('reports a Review Next Borrower route or a dashboard the app does not serve', () => {
    const data = { ...fastPath(), reviewNextBorrower: 'review-next', dashboard: '/dashboard' };
    expect(check(data, flow())).toEqual([
      'fast-path.json#/reviewNextBorrower: leads to "/fast-path/review-next", but the app\'s Review Next Borrower page is "/fast-path/review-next-borrower" (src/app/routing/paths.ts)',
      'fast-path.json#/dashboard: "/dashboard" is not the app\'s dashboard "/borrower-dashboard" (src/app/routing/paths.ts)',
    ]);
  });

  it('reports a default route that is no page', () => {
    const data = { ...fastPath(), defaultRoutes: ['/fast-path', '/borrower-dashbord', '/info/personal'] };
    expect(check(data, flow())).toEqual([
      'fast-path.json#/defaultRoutes/1: "/borrower-dashbord" is no page: a default route is the fast path\'s (/fast-path), the dashboard (/borrower-dashboard), or a page or the end of full-flow.json',
    ]);
  });

  it('reports "$continue" on a node outside the fast-path step', () => {
    const f = flow();
    f.steps[0]!.nodes[0]!.next = [{ to: '$continue' }];
    expect(check(fastPath(), f)).toEqual([
      'full-flow.json#/steps/0/nodes/0/next/0/to: "$continue" (the fast path\'s next step) only goes on from the fast path\'s step (/fast-path), not from step "info"',
    ]);
  });
});
