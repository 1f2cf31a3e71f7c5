import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';
import { useSessionOffer } from './useSessionOffer';

/** The nav heading: the brokerage of the session's offer; "Brokerage not found" when the fetch fails. */
export function useBrokerageName(): string {
  const t = useMessages(layoutMessages);
  const offer = useSessionOffer();
  if (offer.isError) return t('brokerageNotFound');
  return offer.data?.brokerageName ?? '';
}
