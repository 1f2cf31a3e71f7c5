import { useAtomValue } from 'jotai';
import { backStep, fastPath } from '../../../shared/flow/fast-path';
import { fullFlow } from '../../generated/flow';
import { isFastPathPage } from '../../layout/logic/offer-summary';
import { backPath, type ResolvedNode } from '../../routing/logic/flow-routes';
import { fastPathStepAtom, fastPathStepsAtom } from '../../state/session-atoms';

type FlowStep = (typeof fullFlow.steps)[number];

/** Where Back goes from a flow page: the fast path's rule on its pages (its step list), the flow's elsewhere. */
export function useBackPath({ step, index, params }: ResolvedNode<FlowStep>, pathname: string, returnTo?: string): string {
  const steps = useAtomValue(fastPathStepsAtom);
  const lastStep = useAtomValue(fastPathStepAtom);
  if (!isFastPathPage(pathname)) return backPath(step, index, params, fullFlow);
  return backStep(fastPath, step, index, params, { steps: steps ?? [], lastStep, returnTo });
}
