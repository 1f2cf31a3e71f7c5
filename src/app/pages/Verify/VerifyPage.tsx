import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useOffer } from '../../api/hooks/useOffer';
import { Spinner } from '../../components/Spinner';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { VerifyForm } from './VerifyForm';
import { verifyMessages } from '../../generated/messages/verify';
import { useMessages } from '../../i18n/use-messages';

/**
 * /verify: identity check with the last six SSN/ITIN digits and the date of birth. The soft credit check's
 * consent comes first: a borrower who has not consented goes to the consent page.
 */
export function VerifyPage() {
  const t = useMessages(verifyMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const offer = useOffer(offerId, userId);
  if (offerId == null || userId == null) return <Navigate to="/no-offer-details" replace />;
  if (offer.data && !offer.data.hasSignedConsent) return <Navigate to="/consent" replace />;
  if (offer.isPending) return <Spinner label={t('loadingForm')} />;
  return (
    <Suspense fallback={<Spinner label={t('loadingForm')} />}>
      <VerifyForm
        offerId={offerId}
        userId={userId}
        loanNumber={offer.data?.loanNumber ?? null}
        loanRecordId={offer.data?.loanRecordId ?? null}
      />
    </Suspense>
  );
}
