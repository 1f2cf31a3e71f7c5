import { useAtomValue } from 'jotai';
import { useTrackedBorrowers } from '../../api/hooks/useTrackedBorrowers';
import { useOfferStatus } from '../../api/hooks/useOfferStatus';
import { offerIdAtom, selectedIdAtom } from '../../state/session-atoms';

/**
 * The fast path's borrowers: the tracked borrowers of the session's offer, the selected one (whose application the
 * fast path works on) and the offer's GMI and declarations flag.
 */
export function useFastPathBorrowers(enabled = true) {
  const offerId = useAtomValue(offerIdAtom);
  const selectedId = useAtomValue(selectedIdAtom);
  const tracked = useTrackedBorrowers(offerId, enabled);
  const status = useOfferStatus(offerId, { enabled });
  const borrowers = tracked.data ?? [];
  return {
    offerId,
    selectedId,
    borrowers,
    selected: borrowers.find((b) => b.borrowerId === selectedId),
    gmiAndDeclarationsFlag: status.data?.gmiAndDeclarationsFlag ?? false,
    ready: tracked.isSuccess && status.isSuccess,
    error: tracked.error ?? status.error,
  };
}
