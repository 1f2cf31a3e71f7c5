import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { fullFlow } from '../generated/flow';
import { MainLayout } from '../layout/MainLayout';
import { OfferFrame } from '../layout/OfferLayout';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { userLockedAtom, userVerifiedAtom } from '../state/session-atoms';
import { findNodeByPath, findStepByPath } from './logic/flow-routes';
import { guardRedirect } from './logic/guard';

/**
 * Layout of the full-flow routes (/:step and /:step/:node). Loaded lazily so the compiled flow
 * stays out of the entry chunk: paths the flow does not know are the not-found page; known ones
 * are guarded (verified identity required) and shown in the main layout.
 */
export function FlowGate() {
  const { pathname } = useLocation();
  const userVerified = useAtomValue(userVerifiedAtom);
  const userLocked = useAtomValue(userLockedAtom);
  if (!findStepByPath(fullFlow, pathname) && !findNodeByPath(fullFlow, pathname)) {
    return (
      <OfferFrame>
        <NotFoundPage />
      </OfferFrame>
    );
  }
  const redirect = guardRedirect({ userVerified, userLocked });
  return redirect ? <Navigate to={redirect} replace /> : <MainLayout />;
}
