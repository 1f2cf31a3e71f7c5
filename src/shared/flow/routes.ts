import type { CompiledFlow, CompiledStep, FlowRoute } from './types';

/** "/info" (also accepts "info"). */
export function stepPath(step: Pick<CompiledStep, 'route'>): string {
  return '/' + step.route.replace(/^\/+|\/+$/g, '');
}

export function nodePath(step: Pick<CompiledStep, 'route'>, nodeRoute: string): string {
  return `${stepPath(step)}/${nodeRoute.replace(/^\/+|\/+$/g, '')}`;
}

/** Every route of the flow in order: each step's intro, then its screens. */
export function flowRoutes(flow: Pick<CompiledFlow, 'steps'>): FlowRoute[] {
  return flow.steps.flatMap((step) => [
    { path: stepPath(step), kind: 'intro' as const, stepId: step.id },
    ...step.nodes.map((node) => ({
      path: nodePath(step, node.route),
      kind: 'screen' as const,
      stepId: step.id,
      nodeId: node.id,
      screen: node.screen,
    })),
  ]);
}

/** The first route of a step: its intro. */
export function stepIntroPath(flow: Pick<CompiledFlow, 'steps'>, stepId: string): string | undefined {
  const step = flow.steps.find((s) => s.id === stepId);
  return step ? stepPath(step) : undefined;
}
