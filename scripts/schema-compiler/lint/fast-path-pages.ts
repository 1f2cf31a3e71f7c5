import { dashboardPath, reviewNextBorrowerPath } from '../../../src/app/routing/paths';
import type { FastPath } from '../../../src/shared/flow/fast-path/types';
import { continueTarget } from '../../../src/shared/flow/next-route';
import type { Flow } from '../../../src/shared/flow/types';
import { flowPages } from './flow-checks';
import type { Finding } from './types';

const appPaths = 'src/app/routing/paths.ts';

/**
 * The pages flows/fast-path.json names outside the flow's fast-path step: Review Next Borrower and the dashboard are
 * pages of the app (their routes in src/app/routing/paths.ts), a default route one of these or a page of the flow;
 * "$continue" goes on only from a node of the fast-path step, where the fast path's step list knows what comes next.
 */
export function checkFastPathPages(fastPath: FastPath, flow: Flow, files: { fastPath: string; flow: string }): Finding[] {
  const findings: Finding[] = [];
  const reviewNextBorrower = `${fastPath.route}/${fastPath.reviewNextBorrower}`;
  if (reviewNextBorrower !== reviewNextBorrowerPath) {
    findings.push({
      file: files.fastPath,
      pointer: '/reviewNextBorrower',
      message: `leads to "${reviewNextBorrower}", but the app's Review Next Borrower page is "${reviewNextBorrowerPath}" (${appPaths})`,
    });
  }
  if (fastPath.dashboard !== dashboardPath) {
    findings.push({ file: files.fastPath, pointer: '/dashboard', message: `"${fastPath.dashboard}" is not the app's dashboard "${dashboardPath}" (${appPaths})` });
  }
  const pages = new Set([fastPath.route, fastPath.dashboard, ...flowPages(flow)]);
  (Array.isArray(fastPath.defaultRoutes) ? fastPath.defaultRoutes : []).forEach((route, i) => {
    if (pages.has(route)) return;
    findings.push({
      file: files.fastPath,
      pointer: `/defaultRoutes/${i}`,
      message: `"${route}" is no page: a default route is the fast path's (${fastPath.route}), the dashboard (${fastPath.dashboard}), or a page or the end of ${files.flow}`,
    });
  });
  flow.steps?.forEach((step, s) => {
    if (step.route === fastPath.route) return;
    step.nodes?.forEach((node, n) =>
      node.next?.forEach((next, i) => {
        if (next?.to !== continueTarget) return;
        findings.push({
          file: files.flow,
          pointer: `/steps/${s}/nodes/${n}/next/${i}/to`,
          message: `"${continueTarget}" (the fast path's next step) only goes on from the fast path's step (${fastPath.route}), not from step "${step.id}"`,
        });
      }),
    );
  });
  return findings;
}
