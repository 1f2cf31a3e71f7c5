import { useAtomValue } from 'jotai';
import { useOffer } from '../api/hooks/useOffer';
import { offerIdAtom, userIdAtom } from '../state/session-atoms';
import { layoutTexts } from './texts';

/** The nav heading: the brokerage of the session's offer; "Brokerage not found" when the fetch fails. */
export function useBrokerageName(): string {
  const offer = useOffer(useAtomValue(offerIdAtom), useAtomValue(userIdAtom));
  if (offer.isError) return layoutTexts.brokerageNotFound;
  return offer.data?.brokerageName ?? '';
}
