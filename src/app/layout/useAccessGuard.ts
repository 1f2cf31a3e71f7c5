import { useAtomValue } from 'jotai';
import { useAccessChecks } from '../api/hooks/useAccessChecks';
import { accessRedirect } from '../routing/logic/access-redirect';
import { loggedIdAtom, offerIdAtom } from '../state/session-atoms';
import { useSessionOffer } from './useSessionOffer';

/**
 * Guarded routes beyond the verified flag: the account lock, login restrictions and loan access of the session's
 * borrower. The page renders meanwhile (the server guards every call); an answer that blocks leads away.
 */
export function useAccessGuard(): string | null {
  const offerId = useAtomValue(offerIdAtom);
  const borrowerId = useAtomValue(loggedIdAtom);
  const loanNumber = useSessionOffer().data?.loanNumber ?? null;
  return accessRedirect(useAccessChecks({ borrowerId, offerId, loanNumber }));
}
