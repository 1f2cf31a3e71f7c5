import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useLanguageOfRecord } from '../i18n/useLanguageOfRecord';
import { guardRedirect } from '../routing/logic/guard';
import { userLockedAtom, userVerifiedAtom } from '../state/session-atoms';
import { MainLayout } from './MainLayout';
import { useAccessGuard } from './useAccessGuard';
import { useIdleSession } from './useIdleSession';

function ActiveSession() {
  useIdleSession();
  useLanguageOfRecord();
  const blocked = useAccessGuard();
  return blocked ? <Navigate to={blocked} replace /> : <MainLayout />;
}

/**
 * Guarded routes (verified identity required): the locked flag -> /home, no verify data ->
 * /no-offer-details, unverified -> /verify; a locked, restricted or foreign loan -> its page; otherwise the main layout
 * with the idle timer running.
 */
export function GuardedLayout() {
  const userVerified = useAtomValue(userVerifiedAtom);
  const userLocked = useAtomValue(userLockedAtom);
  const redirect = guardRedirect({ userVerified, userLocked });
  return redirect ? <Navigate to={redirect} replace /> : <ActiveSession />;
}
