import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentOriginationCsrf, logoutSession } from '../api/session-calls';
import { signedOutState } from '../pages/SignedOut/logic/way-back-in';
import { offerIdAtom, userIdAtom } from '../state/session-atoms';
import { logoutDestination } from './logic/logout-destination';

/**
 * Sign Out: POST /oauth-agent/logout with x-origination-csrf ends the server session, then the browser follows the
 * returned URL: the issuer's end-session page, or the signed-out page, which is told the offer link for signing in
 * again. That page clears the session storage and the cached data.
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
      const destination = logoutDestination(await logoutSession(currentOriginationCsrf()));
      // The issuer's page comes back to the signed-out page, which then reads the offer link from the session storage.
      if ('href' in destination) window.location.assign(destination.href);
      else await navigate(destination.path, { state: signedOutState(offerId, userId) });
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
