import type { OfferResponse } from '../../../shared/api';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { SupportContact } from '../../components/SupportContact';
import { offerStatus } from '../../offer/logic/offer-status-routing';
import { toOfferView } from '../../offer/logic/offer-view';
import { SavingsFigures } from '../../offer/SavingsFigures';
import { consentMessages } from '../../generated/messages/consent';
import { useMessages } from '../../i18n/use-messages';

export interface ConsentContentProps {
  offer: OfferResponse;
  submitter: string | null;
  busy: boolean;
  onAgree: () => void;
}

/** Action Needed body: who submitted (when someone has), the property, the savings and Agree (spinner while the call runs). */
export function ConsentContent({ offer, submitter, busy, onAgree }: ConsentContentProps) {
  const t = useMessages(consentMessages);
  const view = toOfferView(offer);
  return (
    <>
      {submitter ? (
        <p>{t('submittedBy', { name: submitter })}</p>
      ) : (
        offer.offerStatusID === offerStatus.pendingConsent && <p>{t('submittedByNobody')}</p>
      )}
      <p>{t('ask')}</p>
      <Card as="div">
        <h2>{t('propertyHeading')}</h2>
        <p>
          {view.formattedAddressLine}
          <br />
          {view.formattedCityStateZip}
        </p>
        <h2>{t('savingsHeading')}</h2>
        <SavingsFigures view={view} />
      </Card>
      <Button type="button" onClick={onAgree} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label={t('agreeing')} /> : null}
        {t('agree')}
      </Button>
      <SupportContact />
    </>
  );
}
