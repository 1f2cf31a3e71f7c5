import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSessionAtom } from '../../state/session-atoms';
import { SignedOutContent } from './SignedOutContent';
import { wayBackIn } from './logic/way-back-in';

/**
 * /signed-out, where Sign Out's logout leads. The session storage and the cached data are cleared once this page is
 * shown: cleared before, the guarded page being left would redirect first and race the navigation here.
 */
export function SignedOutPage() {
  const { state } = useLocation();
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.clear();
  }, [clearSession, queryClient]);
  return <SignedOutContent signInTo={wayBackIn(state)} />;
}
