import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useConsent } from '../../api/hooks/useConsent';
import { useOffer } from '../../api/hooks/useOffer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { enterOfferAtom, markLockedAtom } from '../../state/session-atoms';
import { landingRedirect, parseLinkIds, reducePaymentStep } from './logic/offer-status-routing';
import { LoadingJokes } from './LoadingJokes';
import { OfferDetails } from './OfferDetails';

/** /offer/:offerId/:userId */
export function OfferLandingPage() {
  const params = useParams();
  const ids = parseLinkIds(params.offerId, params.userId);
  const enterOffer = useSetAtom(enterOfferAtom);
  const markLocked = useSetAtom(markLockedAtom);
  const navigate = useNavigate();
  const offer = useOffer(ids?.offerId ?? null, ids?.userId ?? null);
  const consent = useConsent();
  const [consentFailed, setConsentFailed] = useState(false);

  const offerId = ids?.offerId;
  const userId = ids?.userId;
  useEffect(() => {
    if (offerId != null && userId != null) enterOffer({ offerId, userId });
  }, [offerId, userId, enterOffer]);

  const data = offer.data;
  const redirect = !ids || offer.isError ? '/loan-not-found' : data ? landingRedirect({ status: 'loaded', offer: data }) : null;
  useEffect(() => {
    if (redirect === '/account-locked') markLocked();
  }, [redirect, markLocked]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!data || !ids) return <LoadingJokes />;

  const onReducePayment = () => {
    if (reducePaymentStep(data) === 'verify') {
      void navigate('/verify');
      return;
    }
    setConsentFailed(false);
    consent.mutate(
      { offerID: ids.offerId, borrowerId: ids.userId },
      { onSuccess: () => void navigate('/verify'), onError: () => setConsentFailed(true) },
    );
  };

  return (
    <>
      <OfferDetails offer={data} onReducePayment={onReducePayment} busy={consent.isPending} />
      {consentFailed && <ErrorBanner onHide={() => setConsentFailed(false)} />}
    </>
  );
}
