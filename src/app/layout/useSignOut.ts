import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentOriginationCsrf, logoutSession } from '../api/session-calls';
import { signedOutState } from '../pages/SignedOut/logic/way-back-in';
import { offerIdAtom, userIdAtom } from '../state/session-atoms';
import { logoutDestination } from './logic/logout-destination';

/**
 * Sign Out: POST /oauth-agent/logout with x-origination-csrf ends the server session, then the browser follows the
 * returned URL (the signed-out page), which is told the offer link for signing in again. That page clears the
 * session storage and the cached data.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      const answer = await logoutSession(currentOriginationCsrf());
      await navigate(logoutDestination(answer), { state: signedOutState(offerId, userId) });
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
