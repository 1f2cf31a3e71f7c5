import { useLocation } from 'react-router-dom';
import { fullFlow } from '../generated/flow';
import { GuardedLayout } from '../layout/GuardedLayout';
import { OfferFrame } from '../layout/OfferLayout';
import { NotFoundPage } from '../components/NotFoundPage';
import { findNodeByPath, findStepByPath } from './logic/flow-routes';

/**
 * Layout of the full-flow routes (/:step and /:step/:node). Loaded lazily so the compiled flow
 * stays out of the entry chunk: paths the flow does not know are the not-found page; known ones
 * are guarded (verified identity required) and shown in the main layout.
 */
export function FlowGate() {
  const { pathname } = useLocation();
  if (!findStepByPath(fullFlow, pathname) && !findNodeByPath(fullFlow, pathname)) {
    return (
      <OfferFrame>
        <NotFoundPage />
      </OfferFrame>
    );
  }
  return <GuardedLayout />;
}
