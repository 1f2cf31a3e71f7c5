import { continueTarget } from '../../../src/shared/flow/next-route';
import type { Flow, JourneyScreen } from '../../../src/shared/flow/types';
import type { Finding } from './types';

/** Every screen node names an existing screen; every screen is reachable from the flow or the journey. */
export function checkScreens(
  flow: Flow,
  journey: JourneyScreen[],
  screenIds: string[],
  files: { flow: string; journey: string; screen: (id: string) => string },
): Finding[] {
  const findings: Finding[] = [];
  const known = new Set(screenIds);
  const used = new Set<string>();
  flow.steps?.forEach((step, s) =>
    step.nodes?.forEach((node, n) => {
      if (typeof node.screen !== 'string') return; // a list node (checked by list-checks)
      used.add(node.screen);
      if (!known.has(node.screen)) {
        findings.push({ file: files.flow, pointer: `/steps/${s}/nodes/${n}/screen`, message: `unknown screen "${node.screen}"` });
      }
    }),
  );
  journey.forEach((entry, i) => {
    used.add(entry.screen);
    if (!known.has(entry.screen)) {
      findings.push({ file: files.journey, pointer: `/screens/${i}/screen`, message: `unknown screen "${entry.screen}"` });
    }
  });
  for (const id of screenIds) {
    if (!used.has(id)) findings.push({ file: files.screen(id), pointer: '', message: `screen "${id}" is unreachable (not in full-flow.json or journey.json)` });
  }
  return findings;
}

/**
 * `next[].to` names a node of the same step, a step, a route of the flow (a step's, a page's without parameters, the
 * flow's end), or "$continue" (the fast path's next step, checked against flows/fast-path.json); `also[].to` a node
 * of the same step.
 */
export function checkTargets(flow: Flow, file: string): Finding[] {
  const findings: Finding[] = [];
  const stepIds = new Set(flow.steps?.map((s) => s.id));
  const routes = flowPages(flow);
  flow.steps?.forEach((step, s) => {
    const nodeIds = new Set(step.nodes?.map((n) => n.id));
    step.nodes?.forEach((node, n) => {
      node.next?.forEach((next, i) => {
        if (typeof next?.to !== 'string') return; // reported by the meta-schema
        const pointer = `/steps/${s}/nodes/${n}/next/${i}/to`;
        if (next.to.startsWith('/')) {
          if (!routes.has(next.to)) {
            findings.push({ file, pointer, message: `unknown route "${next.to}" (a route target is a step's route, a page of the flow without parameters, or the flow's end "${flow.end}")` });
          }
        } else if (next.to !== continueTarget && !nodeIds.has(next.to) && !stepIds.has(next.to)) {
          findings.push({ file, pointer, message: `unknown target "${next.to}"` });
        }
      });
      (Array.isArray(node.also) ? node.also : []).forEach((button, i) => {
        if (typeof button?.to !== 'string' || nodeIds.has(button.to)) return;
        findings.push({
          file,
          pointer: `/steps/${s}/nodes/${n}/also/${i}/to`,
          message: `unknown node "${button.to}" for the "${button.label}" button (also targets a node of step "${step.id}")`,
        });
      });
    });
  });
  return findings;
}

/** The absolute routes a target may name: the flow's end, each step's route and each node's route without parameters. */
export function flowPages(flow: Flow): Set<string> {
  const steps = Array.isArray(flow.steps) ? flow.steps : [];
  return new Set([
    flow.end,
    ...steps.flatMap((step) => [
      step.route,
      ...(Array.isArray(step.nodes) ? step.nodes : []).filter((node) => !node.route?.includes(':')).map((node) => `${step.route}/${node.route}`),
    ]),
  ]);
}

/**
 * Shown steps are numbered 1, 2, ... in order (the step menu and "Step N"); a hidden step's route leads to its first
 * node, so that node cannot need route parameters.
 */
export function checkSteps(flow: Flow, file: string): Finding[] {
  const findings: Finding[] = [];
  let expected = 1;
  flow.steps?.forEach((step, s) => {
    if (step.hidden === true) {
      const first = step.nodes?.[0];
      if (first && typeof first.route === 'string' && first.route.includes(':')) {
        findings.push({
          file,
          pointer: `/steps/${s}/nodes/0/route`,
          message: `the first node of hidden step "${step.id}" cannot have route parameters (the step's route ${step.route} leads to it)`,
        });
      }
      return;
    }
    if (typeof step.number === 'number' && step.number !== expected) {
      findings.push({ file, pointer: `/steps/${s}/number`, message: `step "${step.id}" should be number ${expected} (shown steps are numbered 1, 2, ... in order)` });
    }
    expected += 1;
  });
  return findings;
}
