import { useAtomValue } from 'jotai';
import { useOffer } from '../api/hooks/useOffer';
import { offerIdAtom, userIdAtom } from '../state/session-atoms';

/** The session's offer (GetOffer, cached): brokerage heading and offer summary. */
export function useSessionOffer() {
  return useOffer(useAtomValue(offerIdAtom), useAtomValue(userIdAtom));
}
