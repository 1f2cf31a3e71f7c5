import { isDefaultRoute } from './is-default-route';
import { nextStep } from './next-step';
import { sectionOfRoute } from './section-of-route';
import type { FastPath, FastPathSection } from './types';

export type AfterStep =
  /** Go to this route (a later step, or the dashboard after an arrow click or a default route). */
  | { kind: 'route'; to: string; completes?: FastPathSection }
  /** The step list is finished: complete the application and go to the next borrower or the dashboard. */
  | { kind: 'finish'; completes?: FastPathSection };

/**
 * Finishing the fast-path step at `route`: the next step of the list, or 'finish' after the last. Leaving a section
 * (the next step is in another section, or there is none) completes it. An arrow click (`returnTo`) and a default
 * route as the next step return to the dashboard.
 */
export function afterStep(fastPath: FastPath, steps: readonly string[], route: string, returnTo?: string): AfterStep {
  const here = sectionOfRoute(fastPath, route);
  const next = nextStep(fastPath, steps, route);
  const leaves = next === 'done' || sectionOfRoute(fastPath, next) !== here;
  const completes = leaves ? here : undefined;
  if (returnTo) return { kind: 'route', to: returnTo, completes: here };
  if (next === 'done') return { kind: 'finish', completes };
  if (isDefaultRoute(fastPath, next)) return { kind: 'route', to: fastPath.dashboard, completes };
  return { kind: 'route', to: next, completes };
}
