import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useConsent } from '../../api/hooks/useConsent';
import { useOffer } from '../../api/hooks/useOffer';
import { useOfferStatus } from '../../api/hooks/useOfferStatus';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { SupportContact } from '../../components/SupportContact';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { afterConsent } from '../../offer/logic/offer-status-routing';
import { ConsentContent } from './ConsentContent';
import { needsConsent, submitterName } from './logic/consent-rules';
import { consentMessages } from '../../generated/messages/consent';
import { useMessages } from '../../i18n/use-messages';

/**
 * /consent: a borrower who has not consented yet (a co-borrower after another borrower submitted, or anyone who
 * reached /verify before consenting). Agree goes on to success once the offer is submitted, else to verify.
 */
export function ConsentPage() {
  const t = useMessages(consentMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const status = useOfferStatus(offerId, { customerRecordId: userId, enabled: userId != null });
  const offer = useOffer(offerId, userId);
  const consent = useConsent();
  const navigate = useNavigate();
  const [bannerKey, setBannerKey] = useState<number | null>(null);

  if (offerId == null || userId == null) return <Navigate to="/no-offer-details" replace />;
  const consenting = consent.isPending || consent.isSuccess;
  const consented = status.data && offer.data && !needsConsent(status.data, offer.data.currentCustomerRecordId);
  if (!consenting && consented) return <Navigate to="/success" replace />;

  const onAgree = () => {
    setBannerKey(null);
    consent.mutate(
      { OfferID: offerId, DestinyCustomerRecordID: userId },
      { onSuccess: (answer) => void navigate(afterConsent(answer.offerStatusID)), onError: () => setBannerKey(Date.now()) },
    );
  };

  const failed = status.isError || offer.isError;
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      {failed ? (
        <>
          <Alert>{t('loadError')}</Alert>
          <SupportContact />
        </>
      ) : status.data && offer.data ? (
        <ConsentContent
          offer={offer.data}
          submitter={submitterName(status.data)}
          busy={consent.isPending}
          onAgree={onAgree}
        />
      ) : (
        <Spinner label={t('loading')} />
      )}
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </Card>
  );
}
