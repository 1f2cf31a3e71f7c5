import type { ScreenBinding } from '../../../src/shared/binding/types';
import { routeParamNames } from '../../../src/shared/flow/params';
import type { Flow } from '../../../src/shared/flow/types';
import type { Finding } from './types';

/**
 * The route parameters a binding names belong to the routes that show its screen: `read.pick.param` to a route of a
 * node showing it (else the value is never there), `save.newId.param` to a route of a step that shows it (a new
 * record's id travels to the next node of the step).
 */
export function checkBindingParams(binding: ScreenBinding, screenId: string, flow: Flow, file: string): Finding[] {
  const steps = flow.steps.filter((step) => step.nodes.some((node) => node.screen === screenId));
  if (steps.length === 0) return []; // an unreachable screen is reported on its own
  const nodes = steps.flatMap((step) => step.nodes.filter((node) => node.screen === screenId));
  const shown = nodes.map((node) => `"${node.id}" ${node.route}`).join(', ');
  const ofNodes = new Set(nodes.flatMap((node) => routeParamNames(node.route)));
  const ofSteps = new Set(steps.flatMap((step) => step.nodes.flatMap((node) => routeParamNames(node.route))));
  const named: { param: unknown; pointer: string; known: Set<string>; where: string }[] = [];
  const onRoutes = `no route that shows this screen has it (${shown})`;
  named.push({ param: binding.read?.pick?.param, pointer: '/read/pick/param', known: ofNodes, where: onRoutes });
  named.push({
    param: binding.save?.newId?.param,
    pointer: '/save/newId/param',
    known: ofSteps,
    where: `no route of step ${steps.map((step) => `"${step.id}"`).join(' or ')} has it`,
  });
  return named.flatMap(({ param, pointer, known, where }) =>
    typeof param === 'string' && !known.has(param) ? [{ file, pointer, message: `route parameter "${param}": ${where}` }] : [],
  );
}
