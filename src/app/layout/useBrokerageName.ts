import { layoutTexts } from './texts';
import { useSessionOffer } from './useSessionOffer';

/** The nav heading: the brokerage of the session's offer; "Brokerage not found" when the fetch fails. */
export function useBrokerageName(): string {
  const offer = useSessionOffer();
  if (offer.isError) return layoutTexts.brokerageNotFound;
  return offer.data?.brokerageName ?? '';
}
