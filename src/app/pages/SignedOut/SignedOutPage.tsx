import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSessionAtom, offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { SignedOutContent } from './SignedOutContent';
import { signedOutState, wayBackIn } from './logic/way-back-in';

/**
 * /signed-out, where Sign Out's logout leads. The session storage and the cached data are cleared once this page is
 * shown: cleared before, the guarded page being left would redirect first and race the navigation here. The way back
 * in is the offer link in the history entry, or, coming back from the issuer's end-session page, in the session
 * storage as it was when the page opened.
 */
export function SignedOutPage() {
  const { state } = useLocation();
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const [signInTo] = useState(() => wayBackIn(state ?? signedOutState(offerId, userId)));
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.clear();
  }, [clearSession, queryClient]);
  return <SignedOutContent signInTo={signInTo} />;
}
