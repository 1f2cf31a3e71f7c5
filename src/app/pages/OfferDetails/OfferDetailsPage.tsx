import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { useOffer } from '../../api/hooks/useOffer';
import { LoadingJokes } from '../../offer/LoadingJokes';
import { OfferDetails } from '../../offer/OfferDetails';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { offerDetailsMessages } from '../../generated/messages/offer-details';
import { useMessages } from '../../i18n/use-messages';

/** /offer-details: the landing's offer content (cached offer of this session) with Return To Application. */
export function OfferDetailsPage() {
  const t = useMessages(offerDetailsMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const offer = useOffer(offerId, userId);
  const navigate = useNavigate();
  if (offerId == null || userId == null) return <Navigate to="/no-offer-details" replace />;
  if (offer.isError) return <Navigate to="/loan-not-found" replace />;
  if (!offer.data) return <LoadingJokes />;
  return <OfferDetails offer={offer.data} actionLabel={t('returnToApplication')} onAction={() => void navigate(-1)} />;
}
