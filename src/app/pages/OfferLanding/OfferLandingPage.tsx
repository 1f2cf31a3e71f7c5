import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useCheckOfferAccessed } from '../../api/hooks/useCheckOfferAccessed';
import { useConsent } from '../../api/hooks/useConsent';
import { useOffer } from '../../api/hooks/useOffer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { enterOfferAtom, markLockedAtom } from '../../state/session-atoms';
import { afterConsent, landingRedirect, parseLinkIds } from '../../offer/logic/offer-status-routing';
import { LoadingJokes } from '../../offer/LoadingJokes';
import { OfferDetails } from '../../offer/OfferDetails';
import { offerMessages } from '../../generated/messages/offer';
import { useMessages } from '../../i18n/use-messages';

/** /offer/:offerId/:userId */
export function OfferLandingPage() {
  const t = useMessages(offerMessages);
  const params = useParams();
  const ids = parseLinkIds(params.offerId, params.userId);
  const enterOffer = useSetAtom(enterOfferAtom);
  const markLocked = useSetAtom(markLockedAtom);
  const navigate = useNavigate();
  const offer = useOffer(ids?.offerId ?? null, ids?.userId ?? null);
  useCheckOfferAccessed(ids?.offerId ?? null, ids?.userId ?? null);
  const consent = useConsent();
  const [consentFailed, setConsentFailed] = useState(false);

  const offerId = ids?.offerId;
  const userId = ids?.userId;
  useEffect(() => {
    if (offerId != null && userId != null) enterOffer({ offerId, userId });
  }, [offerId, userId, enterOffer]);

  const data = offer.data;
  // Once Reduce Payment has recorded consent, the refreshed offer must not re-route the landing.
  const consenting = consent.isPending || consent.isSuccess;
  const redirect = consenting
    ? null
    : !ids
    ? '/loan-not-found'
    : offer.isError
      ? landingRedirect({ status: 'error', code: isApiError(offer.error) ? offer.error.code : null })
      : data
        ? landingRedirect({ status: 'loaded', offer: data })
        : null;
  useEffect(() => {
    if (redirect === '/account-locked') markLocked();
  }, [redirect, markLocked]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!data || !ids) return <LoadingJokes />;

  const onReducePayment = () => {
    setConsentFailed(false);
    consent.mutate(
      { offerID: ids.offerId, borrowerId: ids.userId },
      {
        onSuccess: (answer) => void navigate(afterConsent(answer.offerStatusID)),
        onError: () => setConsentFailed(true),
      },
    );
  };

  return (
    <>
      <OfferDetails
        offer={data}
        actionLabel={t('reducePayment')}
        onAction={onReducePayment}
        busy={consent.isPending}
      />
      {consentFailed && <ErrorBanner onHide={() => setConsentFailed(false)} />}
    </>
  );
}
