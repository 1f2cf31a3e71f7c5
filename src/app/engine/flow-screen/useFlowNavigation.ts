import { useLocation, useNavigate } from 'react-router-dom';
import { continueTarget } from '../../../shared/flow/next-route';
import { readReturnTo } from '../../../shared/flow/return-to';
import { useFastPathContinue } from '../fast-path/useFastPathContinue';
import { fullFlow } from '../../generated/flow';
import { isFastPathPage } from '../../layout/logic/offer-summary';
import type { ResolvedNode } from '../../routing/logic/flow-routes';
import { useBackPath } from './useBackPath';

type FlowStep = (typeof fullFlow.steps)[number];

/**
 * How a flow page (screen or list) moves on: `returnTo` (arrived by a dashboard arrow), where Back goes, and `goTo`,
 * which hands the fast path's `$continue` to the fast-path runtime and otherwise navigates, carrying `returnTo`.
 */
export function useFlowNavigation(resolved: ResolvedNode<FlowStep>) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const returnTo = readReturnTo(state);
  const continueFastPath = useFastPathContinue(isFastPathPage(pathname));
  const back = useBackPath(resolved, pathname, returnTo);
  const goTo = (to: string) => {
    if (to === continueTarget) return void continueFastPath(pathname, returnTo);
    void navigate(to, returnTo && to !== returnTo ? { state: { returnTo } } : undefined);
  };
  return { returnTo, back, goTo };
}
